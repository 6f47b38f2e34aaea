use askama::Template;
use domain::notifications::{AppointmentDetails, AppointmentEvent, DeliveryError, Notification};

use crate::calendar::invite;

/// A notification as an e-mail, ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedMail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// An .ics calendar invite, for appointments.
    pub calendar: Option<String>,
}

#[derive(Template)]
#[template(path = "appointment_client.txt")]
struct AppointmentClientText<'a> {
    a: &'a AppointmentDetails,
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
    subject: &'a str,
    headline: &'a str,
    date: &'a str,
    time: &'a str,
    status: &'a str,
    italian: bool,
    attach: bool,
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

fn client_wording(event: AppointmentEvent) -> (&'static str, &'static str) {
    match event {
        AppointmentEvent::Created => (
            "Agendamento registrado",
            "Recebemos o seu agendamento. Confira os dados:",
        ),
        AppointmentEvent::Updated => (
            "Agendamento atualizado",
            "O seu agendamento foi atualizado. Confira os dados:",
        ),
        AppointmentEvent::Cancelled => {
            ("Agendamento cancelado", "O seu agendamento foi cancelado:")
        }
    }
}

fn staff_wording(event: AppointmentEvent) -> (&'static str, &'static str) {
    match event {
        AppointmentEvent::Created => (
            "Novo agendamento",
            "Um novo agendamento foi feito no portal.",
        ),
        AppointmentEvent::Updated => (
            "Agendamento alterado",
            "Um agendamento foi alterado no portal.",
        ),
        AppointmentEvent::Cancelled => (
            "Agendamento cancelado",
            "Um agendamento foi cancelado no portal.",
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

/// The appointment's date and time as the mails show them.
fn shown_date_and_time(a: &AppointmentDetails) -> (String, String) {
    (
        a.date.format("%d/%m/%Y").to_string(),
        a.time.format("%H:%M").to_string(),
    )
}

pub fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let failed = |e: askama::Error| DeliveryError::Permanent(format!("template: {e}"));
    match notification {
        Notification::NewMessage {
            to,
            name,
            messages_url,
        } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Você recebeu uma nova mensagem".into(),
            text: NewMessageText { name, messages_url }
                .render()
                .map_err(failed)?,
            html: NewMessageHtml { name, messages_url }
                .render()
                .map_err(failed)?,
            calendar: None,
        }),
        Notification::AppointmentToClient {
            to,
            event,
            appointment: a,
        } => {
            let (title, headline) = client_wording(*event);
            let subject = format!("{title}: {}", a.service_name);
            let (date, time) = shown_date_and_time(a);
            let italian = a.italian_lines.is_some();
            Ok(RenderedMail {
                to: to.clone(),
                text: AppointmentClientText {
                    a,
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
                calendar: Some(invite(a, *event)),
            })
        }
        Notification::AppointmentToStaff {
            to,
            event,
            appointment: a,
        } => {
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
        Notification::PasswordReset {
            to,
            name,
            reset_url,
            valid_minutes,
        } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Redefinição de senha - Facilitando Burocracias".into(),
            text: PasswordResetText {
                name,
                reset_url,
                valid_minutes: *valid_minutes,
            }
            .render()
            .map_err(failed)?,
            html: PasswordResetHtml {
                name,
                reset_url,
                valid_minutes: *valid_minutes,
            }
            .render()
            .map_err(failed)?,
            calendar: None,
        }),
        Notification::PasswordChanged { to, name, by_reset } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Sua senha foi alterada - Facilitando Burocracias".into(),
            text: PasswordChangedText {
                name,
                by_reset: *by_reset,
            }
            .render()
            .map_err(failed)?,
            html: PasswordChangedHtml {
                name,
                by_reset: *by_reset,
            }
            .render()
            .map_err(failed)?,
            calendar: None,
        }),
        Notification::EmailChanged {
            to,
            name,
            new_email,
        } => Ok(RenderedMail {
            to: to.clone(),
            subject: "Seu e-mail foi alterado - Facilitando Burocracias".into(),
            text: EmailChangedText { name, new_email }
                .render()
                .map_err(failed)?,
            html: EmailChangedHtml { name, new_email }
                .render()
                .map_err(failed)?,
            calendar: None,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reset(name: &str) -> Notification {
        Notification::PasswordReset {
            to: "ana@exemplo.com".into(),
            name: name.into(),
            reset_url: "https://portal.exemplo/auth/reset?token=abc&x=1".into(),
            valid_minutes: 60,
        }
    }

    #[test]
    fn the_reset_mail_carries_the_link_and_its_validity_in_both_parts() {
        let mail = render(&reset("Ana")).unwrap();
        assert_eq!(mail.to, "ana@exemplo.com");
        assert!(mail.subject.contains("Redefinição de senha"));
        assert!(mail.text.contains("Olá, Ana."));
        assert!(mail
            .text
            .contains("https://portal.exemplo/auth/reset?token=abc&x=1"));
        assert!(mail.text.contains("60 minutos"));
        assert!(
            mail.html
                .contains("href=\"https://portal.exemplo/auth/reset?token=abc&#38;x=1\"")
                || mail
                    .html
                    .contains("href=\"https://portal.exemplo/auth/reset?token=abc&amp;x=1\""),
            "{}",
            mail.html
        );
        assert!(mail.html.starts_with("<!DOCTYPE html>"));
    }

    #[test]
    fn the_password_changed_mail_says_how_it_changed() {
        let mail = render(&Notification::PasswordChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            by_reset: true,
        })
        .unwrap();
        assert_eq!(mail.to, "ana@exemplo.com");
        assert!(mail.subject.contains("senha foi alterada"));
        assert!(mail.text.contains("redefinida pelo link"), "{}", mail.text);
        assert!(mail.html.contains("redefinida pelo link"));
        let changed = render(&Notification::PasswordChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            by_reset: false,
        })
        .unwrap();
        assert!(changed.text.contains("foi alterada."));
        assert!(!changed.text.contains("redefinida"));
    }

    #[test]
    fn the_email_changed_mail_goes_to_the_old_address_naming_the_new_one() {
        let mail = render(&Notification::EmailChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            new_email: "a***@novo.com".into(),
        })
        .unwrap();
        assert_eq!(mail.to, "ana@exemplo.com");
        assert!(mail.text.contains("alterado para a***@novo.com"));
        assert!(mail.html.contains("a***@novo.com"));
    }

    #[test]
    fn names_are_escaped_in_html() {
        let mail = render(&reset("<script>alert(1)</script>")).unwrap();
        assert!(!mail.html.contains("<script>"));
        assert!(mail.text.contains("<script>"), "plain text is not HTML");
    }

    fn appointment(italian: bool) -> AppointmentDetails {
        use chrono::{NaiveDate, NaiveTime};
        AppointmentDetails {
            id: 3,
            client_name: "Ana <b>Rossi</b>".into(),
            client_email: "ana@exemplo.com".into(),
            client_phone: Some("11 98765-4321".into()),
            service_name: "Agendamento de Passaporte Italiano".into(),
            location: "Consulado Geral da Itália em São Paulo".into(),
            date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
            time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
            status: domain::appointments::Status::Pending,
            notes: None,
            italian_lines: italian
                .then(|| vec![("Data de Nascimento".into(), "01/05/1990".into())]),
        }
    }

    #[test]
    fn the_client_mail_has_the_details_the_checklist_and_an_invite() {
        let mail = render(&Notification::AppointmentToClient {
            to: "ana@exemplo.com".into(),
            event: AppointmentEvent::Created,
            appointment: appointment(true),
        })
        .unwrap();
        assert_eq!(
            mail.subject,
            "Agendamento registrado: Agendamento de Passaporte Italiano"
        );
        for part in [&mail.text, &mail.html] {
            assert!(
                part.contains("24/11/2026") && part.contains("10:30") && part.contains("Pendente")
            );
            assert!(part.contains("Comprovante de endereço (emitido há no máximo 3 meses)"));
        }
        assert!(
            mail.html.contains("Ana &#60;b&#62;Rossi") || mail.html.contains("Ana &lt;b&gt;Rossi"),
            "escaped"
        );
        assert!(mail.calendar.unwrap().contains("BEGIN:VEVENT"));
        let plain = render(&Notification::AppointmentToClient {
            to: "ana@exemplo.com".into(),
            event: AppointmentEvent::Cancelled,
            appointment: appointment(false),
        })
        .unwrap();
        assert!(!plain.text.contains("passaporte italiano, leve"));
        assert!(plain.subject.starts_with("Agendamento cancelado"));
    }

    #[test]
    fn the_staff_mail_carries_the_italian_block_as_label_value_lines() {
        let mail = render(&Notification::AppointmentToStaff {
            to: "equipe@exemplo.com".into(),
            event: AppointmentEvent::Created,
            appointment: appointment(true),
        })
        .unwrap();
        assert!(mail
            .text
            .contains("DADOS ESPECÍFICOS PASSAPORTE ITALIANO\nData de Nascimento: 01/05/1990"));
        assert!(mail.text.contains("Telefone: 11 98765-4321"));
        assert!(mail.calendar.is_none());
    }
}
