use askama::Template;
use domain::notifications::{DeliveryError, Notification};

use crate::calendar::Invite;

mod agenda;
mod appointments;
mod cases;
mod day_closed;
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

impl RenderedMail {
    /// A mail without an invite, its two parts rendered from `text` and `html`.
    fn new(
        to: &str,
        subject: &str,
        text: &impl Template,
        html: &impl Template,
    ) -> Result<Self, DeliveryError> {
        Ok(Self {
            to: to.to_owned(),
            subject: subject.to_owned(),
            text: text.render().map_err(failed)?,
            html: html.render().map_err(failed)?,
            calendar: None,
        })
    }
}

fn failed(e: askama::Error) -> DeliveryError {
    DeliveryError::Permanent(format!("template: {e}"))
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

/// The mail for `notification`; `sender` is the portal's address, the invites' organizer.
pub fn render(notification: &Notification, sender: &str) -> Result<RenderedMail, DeliveryError> {
    match notification {
        Notification::RequestToStaff { .. }
        | Notification::RequestReceived { .. }
        | Notification::RequestReply { .. }
        | Notification::DiscountApproved { .. }
        | Notification::DocumentsExpiring { .. } => requests::render(notification),
        Notification::WaitlistHold { .. } => waitlist::render(notification),
        Notification::AppointmentDayClosed { .. } | Notification::AppointmentDayReopened { .. } => {
            day_closed::render(notification)
        }
        Notification::NewMessage { to, name, messages_url } => RenderedMail::new(
            to,
            "Você recebeu uma nova mensagem",
            &NewMessageText { name, messages_url },
            &NewMessageHtml { name, messages_url },
        ),
        Notification::FamilyTreeReport { to, name, tree_url } => RenderedMail::new(
            to,
            "O relatório da sua árvore genealógica",
            &FamilyTreeReportText { name, tree_url },
            &FamilyTreeReportHtml { name, tree_url },
        ),
        Notification::AppointmentToClient { to, event, appointment, appointment_url, actions } => {
            appointments::to_client(
                to,
                *event,
                appointment,
                appointment_url,
                actions.as_ref(),
                sender,
            )
        }
        Notification::AppointmentReminder { to, appointment, appointment_url, actions } => {
            appointments::reminder(to, appointment, appointment_url, actions.as_ref())
        }
        Notification::AppointmentToStaff { to, event, appointment } => {
            appointments::to_staff(to, *event, appointment)
        }
        Notification::DailyAgenda { to, day, appointments } => {
            agenda::render(to, *day, appointments)
        }
        Notification::PasswordReset { to, name, reset_url, valid_minutes } => RenderedMail::new(
            to,
            "Redefinição de senha - Facilitando Burocracias",
            &PasswordResetText { name, reset_url, valid_minutes: *valid_minutes },
            &PasswordResetHtml { name, reset_url, valid_minutes: *valid_minutes },
        ),
        Notification::PasswordChanged { to, name, by_reset } => RenderedMail::new(
            to,
            "Sua senha foi alterada - Facilitando Burocracias",
            &PasswordChangedText { name, by_reset: *by_reset },
            &PasswordChangedHtml { name, by_reset: *by_reset },
        ),
        Notification::EmailChanged { to, name, new_email } => RenderedMail::new(
            to,
            "Seu e-mail foi alterado - Facilitando Burocracias",
            &EmailChangedText { name, new_email },
            &EmailChangedHtml { name, new_email },
        ),
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
        Notification::TwoFactorChanged { to, name, enabled } => RenderedMail::new(
            to,
            if *enabled {
                "Verificação em duas etapas ativada - Facilitando Burocracias"
            } else {
                "Verificação em duas etapas desativada - Facilitando Burocracias"
            },
            &TwoFactorChangedText { name, enabled: *enabled },
            &TwoFactorChangedHtml { name, enabled: *enabled },
        ),
    }
}

#[cfg(test)]
mod tests;
