//! Messages between clients and staff (docs/product-decisions.md, decision 12): a client
//! writes to staff, staff write to anyone; deleting hides a message from
//! one's own view only.

mod model;
mod ports;
mod service;

#[cfg(test)]
mod tests;

pub use model::{Contact, Mailbox, Message, MessageId, NewMessage, Side};
pub use ports::MessageRepository;
pub use service::{checked_content, messages, MessageService, MAX_CONTENT_CHARS};
