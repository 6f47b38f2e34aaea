use std::sync::Arc;

use super::model::{Contact, Mailbox, Message, MessageId, NewMessage, Side};
use super::ports::MessageRepository;
use crate::notifications::Notification;
use crate::paging::{Page, PageRequest};
use crate::users::{Role, UserId, UserRepository};
use crate::{Actor, DomainError, FieldErrors};

pub const MAX_CONTENT_CHARS: usize = 5000;

pub mod messages {
    pub const RECEIVER_REQUIRED: &str = "Destinatário é obrigatório";
    pub const CONTENT_REQUIRED: &str = "O conteúdo da mensagem é obrigatório";
    pub const CONTENT_TOO_LONG: &str = "A mensagem pode ter no máximo 5000 caracteres";
    pub const RECEIVER_NOT_FOUND: &str = "Destinatário não encontrado";
    pub const NOT_TO_ONESELF: &str = "Você não pode enviar uma mensagem para si mesmo";
    pub const CLIENTS_WRITE_TO_STAFF: &str = "Você só pode enviar mensagens para a equipe.";
    pub const ONLY_RECEIVER_MARKS_READ: &str =
        "Só o destinatário pode marcar a mensagem como lida.";
    pub const MESSAGE_NOT_FOUND: &str = "Mensagem não encontrada.";
}

/// A message's text, trimmed, as the rules of any message (also a request's reply) want it;
/// its refusal is recorded under `content`.
pub fn checked_content(errors: &mut FieldErrors, content: &str) -> String {
    let content = content.trim();
    if content.is_empty() {
        errors.add("content", messages::CONTENT_REQUIRED);
    } else if crate::text::has_invalid_characters(content, true) {
        errors.add("content", crate::text::INVALID_CHARACTERS);
    } else if content.chars().count() > MAX_CONTENT_CHARS {
        errors.add("content", messages::CONTENT_TOO_LONG);
    }
    content.to_owned()
}

#[derive(Clone, derive_new::new)]
pub struct MessageService {
    messages: Arc<dyn MessageRepository>,
    users: Arc<dyn UserRepository>,
    /// Where links in mails point.
    #[new(into)]
    public_url: String,
}

impl MessageService {
    pub fn mailbox(
        &self,
        actor: &Actor,
        mailbox: Mailbox,
        page: PageRequest,
    ) -> Result<Page<Message>, DomainError> {
        Ok(self.messages.mailbox(actor.user_id, mailbox, page)?)
    }

    /// Sends from the signed-in person, whoever the request claims. A client
    /// writes to staff only; a client who receives a message is told by e-mail.
    pub fn send(
        &self,
        actor: &Actor,
        receiver: Option<i64>,
        content: &str,
    ) -> Result<Message, DomainError> {
        let mut errors = FieldErrors::new();
        let content = checked_content(&mut errors, content);
        let receiver = match receiver {
            None => {
                errors.add("receiverId", messages::RECEIVER_REQUIRED);
                None
            }
            Some(id) if id == actor.user_id.0 => {
                errors.add("receiverId", messages::NOT_TO_ONESELF);
                None
            }
            Some(id) => match self.users.find_by_id(UserId(id))? {
                Some(user) if user.active => Some(user),
                _ => {
                    errors.add("receiverId", messages::RECEIVER_NOT_FOUND);
                    None
                }
            },
        };
        errors.into_result()?;
        let receiver =
            receiver.ok_or_else(|| DomainError::Internal("receiver checked above".into()))?;
        if !actor.is_admin() && receiver.role != Role::Admin {
            return Err(DomainError::Forbidden(messages::CLIENTS_WRITE_TO_STAFF.into()));
        }
        let mail = (receiver.role == Role::User).then(|| Notification::NewMessage {
            to: receiver.email.clone(),
            name: receiver.display_name().to_owned(),
            messages_url: format!("{}/messages", self.public_url.trim_end_matches('/')),
        });
        let new = NewMessage { sender: actor.user_id, receiver: receiver.id, content };
        Ok(self.messages.insert(&new, mail.as_ref())?)
    }

    /// Only the receiver marks a message read.
    pub fn mark_read(&self, actor: &Actor, id: MessageId) -> Result<(), DomainError> {
        match self.messages.visible_to(id, actor.user_id)? {
            None => Err(DomainError::NotFound(messages::MESSAGE_NOT_FOUND.into())),
            Some((_, Side::Sender)) => {
                Err(DomainError::Forbidden(messages::ONLY_RECEIVER_MARKS_READ.into()))
            }
            Some((_, Side::Receiver)) => Ok(self.messages.mark_read(id)?),
        }
    }

    /// Hides the message from the caller's own view; the other person keeps it.
    pub fn delete(&self, actor: &Actor, id: MessageId) -> Result<(), DomainError> {
        let (_, side) = self
            .messages
            .visible_to(id, actor.user_id)?
            .ok_or_else(|| DomainError::NotFound(messages::MESSAGE_NOT_FOUND.into()))?;
        Ok(self.messages.hide(id, side)?)
    }

    pub fn unread_count(&self, actor: &Actor) -> Result<i64, DomainError> {
        Ok(self.messages.unread_count(actor.user_id)?)
    }

    /// Whom the caller may write to: staff for a client, everyone for staff.
    pub fn contacts(&self, actor: &Actor) -> Result<Vec<Contact>, DomainError> {
        Ok(self.messages.contacts(actor.user_id, !actor.is_admin())?)
    }
}
