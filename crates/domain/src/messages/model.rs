use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::users::{Role, UserId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MessageId(pub i64);

/// A message as one of its two people sees it. A deleted account leaves its
/// side empty (`None`), shown as 'Usuário desconhecido'.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: MessageId,
    pub sender_id: Option<UserId>,
    pub sender_name: Option<String>,
    pub receiver_id: Option<UserId>,
    pub receiver_name: Option<String>,
    pub content: String,
    pub is_read: bool,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mailbox {
    Inbox,
    Sent,
}

/// Which end of a message someone is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Sender,
    Receiver,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub sender: UserId,
    pub receiver: UserId,
    pub content: String,
}

/// Someone a person may write to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub id: UserId,
    pub name: String,
    pub role: Role,
}
