//! The mails to a client whose appointment's day staff closed after it was booked, and opened
//! again.

use askama::Template;
use domain::notifications::{BookedSlot, DeliveryError, Notification};

use super::RenderedMail;

/// What both parts of either mail show.
struct DayMail<'a> {
    subject: String,
    name: &'a str,
    /// Why the day closed ('Fechado em 07/12/2026: Reforma.'); empty once it reopened.
    notice: &'a str,
    slot: &'a BookedSlot,
    date: String,
    time: String,
    url: &'a str,
}

impl<'a> DayMail<'a> {
    fn new(name: &'a str, slot: &'a BookedSlot, url: &'a str) -> Self {
        Self {
            subject: String::new(),
            name,
            notice: "",
            slot,
            date: slot.date.format("%d/%m/%Y").to_string(),
            time: slot.time.format("%H:%M").to_string(),
            url,
        }
    }
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
        Notification::AppointmentDayClosed { to, name, appointment, notice, appointment_url } => {
            let mut m = DayMail::new(name, appointment, appointment_url);
            m.subject =
                format!("Remarque o seu agendamento: {} em {}", appointment.service_name, m.date);
            m.notice = notice;
            RenderedMail::new(to, &m.subject, &ClosedText { m: &m }, &ClosedHtml { m: &m })
        }
        Notification::AppointmentDayReopened { to, name, appointment, appointment_url } => {
            let mut m = DayMail::new(name, appointment, appointment_url);
            m.subject = format!(
                "O dia do seu agendamento foi reaberto: {} em {}",
                appointment.service_name, m.date
            );
            RenderedMail::new(to, &m.subject, &ReopenedText { m: &m }, &ReopenedHtml { m: &m })
        }
        _ => Err(DeliveryError::Permanent("not a closed-day mail".into())),
    }
}
