//! The mails of an appointment: to the client when it is booked or changes, the reminder, and to
//! the staff. The plain and the HTML part of each read the same `AppointmentMail`.

use askama::Template;
use domain::appointments::Status;
use domain::notifications::{ActionLinks, AppointmentDetails, AppointmentEvent, DeliveryError};

use super::RenderedMail;
use crate::calendar::invite;

/// What both parts of an appointment's mail show; each kind of mail uses what it needs.
struct AppointmentMail<'a> {
    a: &'a AppointmentDetails,
    actions: Option<&'a ActionLinks>,
    /// The appointment in the portal; empty where the mail has no link.
    url: &'a str,
    subject: String,
    headline: &'a str,
    /// The date and time as the mails show them.
    date: String,
    time: String,
    /// Called off: nothing to bring, and the invite takes it off the calendar.
    cancelled: bool,
}

impl<'a> AppointmentMail<'a> {
    fn new(a: &'a AppointmentDetails, subject: String, headline: &'a str) -> Self {
        Self {
            a,
            actions: None,
            url: "",
            subject,
            headline,
            date: a.date.format("%d/%m/%Y").to_string(),
            time: a.time.format("%H:%M").to_string(),
            cancelled: a.status == Status::Cancelled,
        }
    }

    fn with_links(self, url: &'a str, actions: Option<&'a ActionLinks>) -> Self {
        Self { url, actions, ..self }
    }
}

#[derive(Template)]
#[template(path = "appointment_client.txt")]
struct ClientText<'a> {
    m: &'a AppointmentMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_client.html")]
struct ClientHtml<'a> {
    m: &'a AppointmentMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_reminder.txt")]
struct ReminderText<'a> {
    m: &'a AppointmentMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_reminder.html")]
struct ReminderHtml<'a> {
    m: &'a AppointmentMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_staff.txt")]
struct StaffText<'a> {
    m: &'a AppointmentMail<'a>,
}

#[derive(Template)]
#[template(path = "appointment_staff.html")]
struct StaffHtml<'a> {
    m: &'a AppointmentMail<'a>,
}

fn client_wording(event: AppointmentEvent) -> (&'static str, &'static str) {
    match event {
        AppointmentEvent::Created => {
            ("Agendamento registrado", "Recebemos o seu agendamento. Confira os dados:")
        }
        AppointmentEvent::Updated => {
            ("Agendamento atualizado", "O seu agendamento foi atualizado. Confira os dados:")
        }
        AppointmentEvent::Cancelled => {
            ("Agendamento cancelado", "O seu agendamento foi cancelado:")
        }
        AppointmentEvent::PresenceConfirmed => {
            ("Presença confirmada", "Obrigado por confirmar a sua presença. Confira os dados:")
        }
    }
}

fn staff_wording(event: AppointmentEvent) -> (&'static str, &'static str) {
    match event {
        AppointmentEvent::Created => {
            ("Novo agendamento", "Um novo agendamento foi feito no portal.")
        }
        AppointmentEvent::Updated => {
            ("Agendamento alterado", "Um agendamento foi alterado no portal.")
        }
        AppointmentEvent::Cancelled => {
            ("Agendamento cancelado", "Um agendamento foi cancelado no portal.")
        }
        AppointmentEvent::PresenceConfirmed => (
            "Presença confirmada",
            "O cliente confirmou a presença pelo link do e-mail do agendamento.",
        ),
    }
}

/// The client's mail of a booking or a change, with the .ics invite; `sender` is its organizer.
pub(super) fn to_client(
    to: &str,
    event: AppointmentEvent,
    a: &AppointmentDetails,
    url: &str,
    actions: Option<&ActionLinks>,
    sender: &str,
) -> Result<RenderedMail, DeliveryError> {
    let (title, headline) = client_wording(event);
    let mut m = AppointmentMail::new(a, format!("{title}: {}", a.service_name), headline)
        .with_links(url, actions);
    m.cancelled |= event == AppointmentEvent::Cancelled;
    let mail = RenderedMail::new(to, &m.subject, &ClientText { m: &m }, &ClientHtml { m: &m })?;
    Ok(RenderedMail { calendar: Some(invite(a, event, sender, to)?), ..mail })
}

pub(super) fn reminder(
    to: &str,
    a: &AppointmentDetails,
    url: &str,
    actions: Option<&ActionLinks>,
) -> Result<RenderedMail, DeliveryError> {
    let subject = format!("Lembrete: {} em {}", a.service_name, a.date.format("%d/%m/%Y"));
    let m = AppointmentMail::new(a, subject, "").with_links(url, actions);
    RenderedMail::new(to, &m.subject, &ReminderText { m: &m }, &ReminderHtml { m: &m })
}

pub(super) fn to_staff(
    to: &str,
    event: AppointmentEvent,
    a: &AppointmentDetails,
) -> Result<RenderedMail, DeliveryError> {
    let (title, headline) = staff_wording(event);
    let subject = format!("{title}: {} - {}", a.client_name, a.service_name);
    let m = AppointmentMail::new(a, subject, headline);
    RenderedMail::new(to, &m.subject, &StaffText { m: &m }, &StaffHtml { m: &m })
}
