use super::model::{Contact, Mailbox, Message, MessageId, NewMessage, Side};
use crate::notifications::Notification;
use crate::paging::{Page, PageRequest};
use crate::users::UserId;
use crate::RepositoryError;

pub trait MessageRepository: Send + Sync {
    /// A person's inbox or sent box, newest first, without what they deleted.
    fn mailbox(
        &self,
        owner: UserId,
        mailbox: Mailbox,
        page: PageRequest,
    ) -> Result<Page<Message>, RepositoryError>;
    /// The message and the side `person` is on, unless they are on neither or deleted it.
    fn visible_to(
        &self,
        id: MessageId,
        person: UserId,
    ) -> Result<Option<(Message, Side)>, RepositoryError>;
    /// Stores the message and queues its mail in one transaction.
    fn insert(
        &self,
        message: &NewMessage,
        mail: Option<&Notification>,
    ) -> Result<Message, RepositoryError>;
    fn mark_read(&self, id: MessageId) -> Result<(), RepositoryError>;
    fn hide(&self, id: MessageId, side: Side) -> Result<(), RepositoryError>;
    fn unread_count(&self, receiver: UserId) -> Result<i64, RepositoryError>;
    /// Active accounts other than `except`; only admins when `admins_only`.
    fn contacts(&self, except: UserId, admins_only: bool) -> Result<Vec<Contact>, RepositoryError>;
}
