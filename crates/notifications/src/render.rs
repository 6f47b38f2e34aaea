use askama::Template;
use domain::notifications::{
    ActionLinks, AppointmentDetails, AppointmentEvent, DeliveryError, Notification,
};

use crate::calendar::{invite, Invite};

mod agenda;
mod cases;
mod requests;
mod waitlist;

/// A notification as an e-mail, ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedMail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// An .ics calendar invite, for appointments.
    pub calendar: Option<Invite>,
}

#[derive(Template)]
#[template(path = "appointment_client.txt")]
struct AppointmentClientText<'a> {
    a: &'a AppointmentDetails,
    actions: Option<&'a ActionLinks>,
    url: &'a str,
    headline: &'a str,
    date: &'a str,
    time: &'a str,
    status: &'a str,
    italian: bool,
    attach: bool,
}

#[derive(Template)]
#[template(path = "appointment_client.html")]
struct AppointmentClientHtml<'a> {
    a: &'a AppointmentDetails,
    actions: Option<&'a ActionLinks>,
    url: &'a str,
    subject: &'a str,
    headline: &'a str,
    date: &'a str,
    time: &'a str,
    status: &'a str,
    italian: bool,
    attach: bool,
}

#[derive(Template)]
#[template(path = "appointment_reminder.txt")]
struct AppointmentReminderText<'a> {
    a: &'a AppointmentDetails,
    actions: Option<&'a ActionLinks>,
    date: &'a str,
    time: &'a str,
    url: &'a str,
}

#[derive(Template)]
#[template(path = "appointment_reminder.html")]
struct AppointmentReminderHtml<'a> {
    a: &'a AppointmentDetails,
    actions: Option<&'a ActionLinks>,
    subject: &'a str,
    date: &'a str,
    time: &'a str,
    url: &'a str,
}

#[derive(Template)]
#[template(path = "appointment_staff.txt")]
struct AppointmentStaffText<'a> {
    a: &'a AppointmentDetails,
    headline: &'a str,
    date: &'a str,
    time: &'a str,
    status: &'a str,
}

#[derive(Template)]
#[template(path = "appointment_staff.html")]
struct AppointmentStaffHtml<'a> {
    a: &'a AppointmentDetails,
    subject: &'a str,
    headline: &'a str,
    date: &'a str,
    time: &'a str,
    status: &'a str,
}

#[derive(Template)]
#[template(path = "new_message.txt")]
struct NewMessageText<'a> {
    name: &'a str,
    messages_url: &'a str,
}

#[derive(Template)]
#[template(path = "new_message.html")]
struct NewMessageHtml<'a> {
    name: &'a str,
    messages_url: &'a str,
}

#[derive(Template)]
#[template(path = "family_tree_report.txt")]
struct FamilyTreeReportText<'a> {
    name: &'a str,
    tree_url: &'a str,
}

#[derive(Template)]
#[template(path = "family_tree_report.html")]
struct FamilyTreeReportHtml<'a> {
    name: &'a str,
    tree_url: &'a str,
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

#[derive(Template)]
#[template(path = "password_reset.txt")]
struct PasswordResetText<'a> {
    name: &'a str,
    reset_url: &'a str,
    valid_minutes: u32,
}

#[derive(Template)]
#[template(path = "password_reset.html")]
struct PasswordResetHtml<'a> {
    name: &'a str,
    reset_url: &'a str,
    valid_minutes: u32,
}

#[derive(Template)]
#[template(path = "password_changed.txt")]
struct PasswordChangedText<'a> {
    name: &'a str,
    by_reset: bool,
}

#[derive(Template)]
#[template(path = "password_changed.html")]
struct PasswordChangedHtml<'a> {
    name: &'a str,
    by_reset: bool,
}

#[derive(Template)]
#[template(path = "email_changed.txt")]
struct EmailChangedText<'a> {
    name: &'a str,
    new_email: &'a str,
}

#[derive(Template)]
#[template(path = "email_changed.html")]
struct EmailChangedHtml<'a> {
    name: &'a str,
    new_email: &'a str,
}

#[derive(Template)]
#[template(path = "two_factor_changed.txt")]
struct TwoFactorChangedText<'a> {
    name: &'a str,
    enabled: bool,
}

#[derive(Template)]
#[template(path = "two_factor_changed.html")]
struct TwoFactorChangedHtml<'a> {
    name: &'a str,
    enabled: bool,
}

/// The appointment's date and time as the mails show them.
fn shown_date_and_time(a: &AppointmentDetails) -> (String, String) {
    (a.date.format("%d/%m/%Y").to_string(), a.time.format("%H:%M").to_string())
}

/// The mail for `notification`; `sender` is the portal's address, the invites' organizer.
pub fn render(notification: &Notification, sender: &str) -> Result<RenderedMail, DeliveryError> {
    let failed = |e: askama::Error| DeliveryError::Permanent(format!("template: {e}"));
    match notification {
        Notification::RequestToStaff { .. }
        | Notification::RequestReceived { .. }
        | Notification::RequestReply { .. }
        | Notification::DiscountApproved { .. }
        | Notification::DocumentsExpiring { .. } => requests::render(notification),
        Notification::WaitlistHold { .. } => waitlist::render(notification),
        Notification::NewMessage { to, name, messages_url } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Você recebeu uma nova mensagem".into(),
            text: NewMessageText { name, messages_url }.render().map_err(failed)?,
            html: NewMessageHtml { name, messages_url }.render().map_err(failed)?,
            calendar: None,
        }),
        Notification::FamilyTreeReport { to, name, tree_url } => Ok(RenderedMail {
            to: to.clone(),
            subject: "O relatório da sua árvore genealógica".into(),
            text: FamilyTreeReportText { name, tree_url }.render().map_err(failed)?,
            html: FamilyTreeReportHtml { name, tree_url }.render().map_err(failed)?,
            calendar: None,
        }),
        Notification::AppointmentToClient {
            to,
            event,
            appointment: a,
            appointment_url: url,
            actions,
        } => {
            let actions = actions.as_ref();
            let (title, headline) = client_wording(*event);
            let subject = format!("{title}: {}", a.service_name);
            let (date, time) = shown_date_and_time(a);
            let italian = a.italian_lines.is_some();
            Ok(RenderedMail {
                to: to.clone(),
                text: AppointmentClientText {
                    a,
                    actions,
                    url,
                    headline,
                    date: &date,
                    time: &time,
                    status: a.status.label(),
                    italian,
                    attach: true,
                }
                .render()
                .map_err(failed)?,
                html: AppointmentClientHtml {
                    a,
                    actions,
                    url,
                    subject: &subject,
                    headline,
                    date: &date,
                    time: &time,
                    status: a.status.label(),
                    italian,
                    attach: true,
                }
                .render()
                .map_err(failed)?,
                subject,
                calendar: Some(invite(a, *event, sender, to)?),
            })
        }
        Notification::AppointmentReminder { to, appointment: a, appointment_url: url, actions } => {
            let actions = actions.as_ref();
            let subject = format!("Lembrete: {} em {}", a.service_name, a.date.format("%d/%m/%Y"));
            let (date, time) = shown_date_and_time(a);
            Ok(RenderedMail {
                to: to.clone(),
                text: AppointmentReminderText { a, actions, date: &date, time: &time, url }
                    .render()
                    .map_err(failed)?,
                html: AppointmentReminderHtml {
                    a,
                    actions,
                    subject: &subject,
                    date: &date,
                    time: &time,
                    url,
                }
                .render()
                .map_err(failed)?,
                subject,
                calendar: None,
            })
        }
        Notification::AppointmentToStaff { to, event, appointment: a } => {
            let (title, headline) = staff_wording(*event);
            let subject = format!("{title}: {} - {}", a.client_name, a.service_name);
            let (date, time) = shown_date_and_time(a);
            Ok(RenderedMail {
                to: to.clone(),
                text: AppointmentStaffText {
                    a,
                    headline,
                    date: &date,
                    time: &time,
                    status: a.status.label(),
                }
                .render()
                .map_err(failed)?,
                html: AppointmentStaffHtml {
                    a,
                    subject: &subject,
                    headline,
                    date: &date,
                    time: &time,
                    status: a.status.label(),
                }
                .render()
                .map_err(failed)?,
                subject,
                calendar: None,
            })
        }
        Notification::DailyAgenda { to, day, appointments } => {
            agenda::render(to, *day, appointments)
        }
        Notification::PasswordReset { to, name, reset_url, valid_minutes } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Redefinição de senha - Facilitando Burocracias".into(),
            text: PasswordResetText { name, reset_url, valid_minutes: *valid_minutes }
                .render()
                .map_err(failed)?,
            html: PasswordResetHtml { name, reset_url, valid_minutes: *valid_minutes }
                .render()
                .map_err(failed)?,
            calendar: None,
        }),
        Notification::PasswordChanged { to, name, by_reset } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Sua senha foi alterada - Facilitando Burocracias".into(),
            text: PasswordChangedText { name, by_reset: *by_reset }.render().map_err(failed)?,
            html: PasswordChangedHtml { name, by_reset: *by_reset }.render().map_err(failed)?,
            calendar: None,
        }),
        Notification::EmailChanged { to, name, new_email } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Seu e-mail foi alterado - Facilitando Burocracias".into(),
            text: EmailChangedText { name, new_email }.render().map_err(failed)?,
            html: EmailChangedHtml { name, new_email }.render().map_err(failed)?,
            calendar: None,
        }),
        Notification::CaseUpdateToClient { to, name, case_title, content, case_url } => {
            cases::update_to_client(to, name, case_title, content, case_url)
        }
        Notification::CaseUploadToStaff {
            to,
            client_name,
            case_title,
            document_name,
            case_url,
        } => cases::upload_to_staff(to, client_name, case_title, document_name, case_url),
        Notification::TwoFactorChanged { to, name, enabled } => Ok(RenderedMail {
            to: to.clone(),
            subject: if *enabled {
                "Verificação em duas etapas ativada - Facilitando Burocracias"
            } else {
                "Verificação em duas etapas desativada - Facilitando Burocracias"
            }
            .into(),
            text: TwoFactorChangedText { name, enabled: *enabled }.render().map_err(failed)?,
            html: TwoFactorChangedHtml { name, enabled: *enabled }.render().map_err(failed)?,
            calendar: None,
        }),
    }
}

#[cfg(test)]
mod tests;
