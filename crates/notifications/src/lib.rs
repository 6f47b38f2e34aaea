//! E-mail adapter: renders the core's notifications in pt-BR (plain text plus
//! HTML) and sends them with lettre, over SMTP or as .eml files on disk.

mod calendar;
mod mailer;
mod render;

pub use calendar::Invite;
pub use mailer::{LettreMailer, MailerError};
pub use render::{render, RenderedMail};
