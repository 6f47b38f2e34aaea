//! The mails to a client whose appointment's day staff closed after it was booked, and opened
//! again.

use askama::Template;
use chrono::{NaiveDate, NaiveTime};
use domain::notifications::{DeliveryError, Notification};

use super::RenderedMail;

/// What both parts of either mail show.
struct DayMail<'a> {
    subject: String,
    name: &'a str,
    /// Why the day closed ('Fechado em 07/12/2026: Reforma.'); empty once it reopened.
    notice: &'a str,
    service_name: &'a str,
    location: &'a str,
    date: String,
    time: String,
    url: &'a str,
}

#[derive(Template)]
#[template(path = "appointment_day_closed.txt")]
struct ClosedText<'a> {
    m: &'a DayMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_day_closed.html")]
struct ClosedHtml<'a> {
    m: &'a DayMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_day_reopened.txt")]
struct ReopenedText<'a> {
    m: &'a DayMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_day_reopened.html")]
struct ReopenedHtml<'a> {
    m: &'a DayMail<'a>,
}

pub(super) fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    match notification {
        Notification::AppointmentDayClosed {
            to,
            name,
            appointment_id: _,
            service_name,
            location,
            date,
            time,
            notice,
            appointment_url,
        } => {
            let (date, time) = shown(*date, *time);
            let m = DayMail {
                subject: format!("Remarque o seu agendamento: {service_name} em {date}"),
                name,
                notice,
                service_name,
                location,
                date,
                time,
                url: appointment_url,
            };
            RenderedMail::new(to, &m.subject, &ClosedText { m: &m }, &ClosedHtml { m: &m })
        }
        Notification::AppointmentDayReopened {
            to,
            name,
            appointment_id: _,
            service_name,
            location,
            date,
            time,
            appointment_url,
        } => {
            let (date, time) = shown(*date, *time);
            let m = DayMail {
                subject: format!("O dia do seu agendamento foi reaberto: {service_name} em {date}"),
                name,
                notice: "",
                service_name,
                location,
                date,
                time,
                url: appointment_url,
            };
            RenderedMail::new(to, &m.subject, &ReopenedText { m: &m }, &ReopenedHtml { m: &m })
        }
        _ => Err(DeliveryError::Permanent("not a closed-day mail".into())),
    }
}

fn shown(date: NaiveDate, time: NaiveTime) -> (String, String) {
    (date.format("%d/%m/%Y").to_string(), time.format("%H:%M").to_string())
}
