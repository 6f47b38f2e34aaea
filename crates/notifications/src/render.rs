use askama::Template;
use domain::notifications::{DeliveryError, Notification};

/// A notification as an e-mail, ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedMail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
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

pub fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let failed = |e: askama::Error| DeliveryError::Permanent(format!("template: {e}"));
    match notification {
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
    fn names_are_escaped_in_html() {
        let mail = render(&reset("<script>alert(1)</script>")).unwrap();
        assert!(!mail.html.contains("<script>"));
        assert!(mail.text.contains("<script>"), "plain text is not HTML");
    }
}
