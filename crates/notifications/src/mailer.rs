use std::path::PathBuf;

use domain::notifications::{DeliveryError, Mailer, Notification};
use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart};
use lettre::transport::smtp::SmtpTransport;
use lettre::{FileTransport, Message, Transport};

use crate::render::render;

#[derive(Debug, thiserror::Error)]
pub enum MailerError {
    #[error("invalid MAIL_FROM {0:?}: {1}")]
    From(String, String),
    #[error("invalid SMTP_URL: {0}")]
    Smtp(String),
    #[error("cannot create the mail folder {0}: {1}")]
    Folder(PathBuf, std::io::Error),
}

enum Delivery {
    Smtp(SmtpTransport),
    /// Writes each mail as an .eml file: local runs and tests, no server needed.
    Files(FileTransport),
}

pub struct LettreMailer {
    from: Mailbox,
    delivery: Delivery,
}

impl LettreMailer {
    /// Sends through `smtp_url` (e.g. `smtp://localhost:1025`) when given,
    /// otherwise writes .eml files into `mail_dir`.
    pub fn new(from: &str, smtp_url: Option<&str>, mail_dir: PathBuf) -> Result<Self, MailerError> {
        let from = from.parse().map_err(|e: lettre::address::AddressError| {
            MailerError::From(from.into(), e.to_string())
        })?;
        let delivery = match smtp_url {
            Some(url) => Delivery::Smtp(
                SmtpTransport::from_url(url)
                    .map_err(|e| MailerError::Smtp(e.to_string()))?
                    .timeout(Some(std::time::Duration::from_secs(10)))
                    .build(),
            ),
            None => {
                std::fs::create_dir_all(&mail_dir)
                    .map_err(|e| MailerError::Folder(mail_dir.clone(), e))?;
                Delivery::Files(FileTransport::new(mail_dir))
            }
        };
        Ok(Self { from, delivery })
    }

    fn message(&self, notification: &Notification) -> Result<Message, DeliveryError> {
        let mail = render(notification, self.from.email.as_ref())?;
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| DeliveryError::Permanent(format!("recipient {:?}: {e}", mail.to)))?;
        let body = MultiPart::alternative_plain_html(mail.text, mail.html);
        let body = match mail.calendar {
            None => body,
            Some(invite) => {
                let calendar = ContentType::parse(&format!(
                    "text/calendar; charset=utf-8; method={}",
                    invite.method
                ))
                .map_err(|e| DeliveryError::Permanent(format!("content type: {e}")))?;
                MultiPart::mixed().multipart(body).singlepart(
                    Attachment::new("agendamento.ics".into()).body(invite.ics, calendar),
                )
            }
        };
        Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .multipart(body)
            .map_err(|e| DeliveryError::Permanent(format!("message: {e}")))
    }
}

impl Mailer for LettreMailer {
    fn deliver(&self, notification: &Notification) -> Result<(), DeliveryError> {
        let message = self.message(notification)?;
        match &self.delivery {
            Delivery::Smtp(transport) => transport.send(&message).map(drop).map_err(|e| {
                if e.is_permanent() {
                    DeliveryError::Permanent(e.to_string())
                } else {
                    DeliveryError::Temporary(e.to_string())
                }
            }),
            Delivery::Files(transport) => transport
                .send(&message)
                .map(drop)
                .map_err(|e| DeliveryError::Temporary(e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_smtp_mails_become_eml_files() {
        let dir = tempfile::tempdir().unwrap();
        let mailer =
            LettreMailer::new("Portal <portal@exemplo.com>", None, dir.path().join("mail"))
                .unwrap();
        mailer
            .deliver(&Notification::PasswordReset {
                to: "ana@exemplo.com".into(),
                name: "Ana".into(),
                reset_url: "http://x/auth/reset?token=t".into(),
                valid_minutes: 60,
            })
            .unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.path().join("mail")).unwrap().collect();
        assert_eq!(files.len(), 1);
        let eml = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
        assert!(eml.contains("To: ana@exemplo.com"));
        assert!(eml.contains("multipart/alternative"));
    }

    #[test]
    fn an_unreachable_smtp_server_is_a_temporary_failure() {
        let mailer =
            LettreMailer::new("portal@exemplo.com", Some("smtp://127.0.0.1:9"), PathBuf::new())
                .unwrap();
        let error = mailer
            .deliver(&Notification::PasswordReset {
                to: "ana@exemplo.com".into(),
                name: "Ana".into(),
                reset_url: "http://x".into(),
                valid_minutes: 60,
            })
            .unwrap_err();
        assert!(matches!(error, DeliveryError::Temporary(_)), "{error:?}");
    }

    #[test]
    fn a_bad_sender_is_refused_at_start() {
        assert!(LettreMailer::new("not an address", None, PathBuf::from("/tmp")).is_err());
    }
}
