//! The mail to a client whose appointment's day staff closed after it was booked.

use askama::Template;
use domain::notifications::{DeliveryError, Notification};

use super::RenderedMail;

/// What both parts of the mail show.
struct DayClosed<'a> {
    subject: String,
    name: &'a str,
    notice: &'a str,
    service_name: &'a str,
    location: &'a str,
    date: String,
    time: String,
    url: &'a str,
}

#[derive(Template)]
#[template(path = "appointment_day_closed.txt")]
struct DayClosedText<'a> {
    m: &'a DayClosed<'a>,
}

#[derive(Template)]
#[template(path = "appointment_day_closed.html")]
struct DayClosedHtml<'a> {
    m: &'a DayClosed<'a>,
}

pub(super) fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let Notification::AppointmentDayClosed {
        to,
        name,
        appointment_id: _,
        service_name,
        location,
        date,
        time,
        notice,
        appointment_url,
    } = notification
    else {
        return Err(DeliveryError::Permanent("not a closed-day mail".into()));
    };
    let date = date.format("%d/%m/%Y").to_string();
    let m = DayClosed {
        subject: format!("Remarque o seu agendamento: {service_name} em {date}"),
        name,
        notice,
        service_name,
        location,
        date,
        time: time.format("%H:%M").to_string(),
        url: appointment_url,
    };
    RenderedMail::new(to, &m.subject, &DayClosedText { m: &m }, &DayClosedHtml { m: &m })
}
