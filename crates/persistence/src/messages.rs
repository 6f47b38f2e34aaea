use std::sync::Arc;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::messages::{Contact, Mailbox, Message, MessageId, MessageRepository, NewMessage, Side};
use domain::notifications::Notification;
use domain::paging::{Page, PageRequest};
use domain::users::{Role, UserId};
use domain::RepositoryError;

use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{messages, users};

#[derive(Queryable, Selectable)]
#[diesel(table_name = messages, check_for_backend(diesel::pg::Pg))]
struct MessageRow {
    id: i64,
    sender_id: Option<i64>,
    receiver_id: Option<i64>,
    content: String,
    is_read: bool,
    sent_at: DateTime<Utc>,
    sender_deleted: bool,
    receiver_deleted: bool,
}

/// A person's full name and username, when the account still exists.
type Names = Option<(String, String)>;

/// What people see of someone (`domain::users::shown_name`), when the account still exists.
fn shown_name(names: Names) -> Option<String> {
    names.map(|(full_name, username)| domain::users::shown_name(&full_name, &username))
}

fn to_message((row, sender, receiver): (MessageRow, Names, Names)) -> Message {
    Message {
        id: MessageId(row.id),
        sender_id: row.sender_id.map(UserId),
        sender_name: shown_name(sender),
        receiver_id: row.receiver_id.map(UserId),
        receiver_name: shown_name(receiver),
        content: row.content,
        is_read: row.is_read,
        sent_at: row.sent_at,
    }
}

diesel::alias!(users as senders: Senders, users as receivers: Receivers);

/// Messages with the names of both people, in one query the connection prepares once.
macro_rules! with_names {
    () => {
        messages::table
            .left_join(senders.on(messages::sender_id.eq(senders.field(users::id).nullable())))
            .left_join(
                receivers.on(messages::receiver_id.eq(receivers.field(users::id).nullable())),
            )
            .select((
                MessageRow::as_select(),
                senders.fields((users::full_name, users::username)).nullable(),
                receivers.fields((users::full_name, users::username)).nullable(),
            ))
    };
}

fn load_one(conn: &mut PgConnection, id: i64) -> QueryResult<Option<(MessageRow, Names, Names)>> {
    with_names!().filter(messages::id.eq(id)).first(conn).optional()
}

#[derive(Clone)]
pub struct PgMessageRepository {
    db: Database,
    remembered: Arc<Remembered>,
}

/// The mailboxes and unread counts that every screen asks for, kept in memory until a message
/// or an account changes.
struct Remembered {
    mailboxes: CachedReads<(UserId, Mailbox, PageRequest), Page<Message>>,
    unread: CachedReads<UserId, i64>,
}

impl PgMessageRepository {
    pub fn new(db: Database) -> Self {
        // A mailbox shows its people's names.
        const MAILBOXES: &[Topic] = &[Topic::Messages, Topic::Users];
        const MESSAGES: &[Topic] = &[Topic::Messages];
        Self {
            db,
            remembered: Arc::new(Remembered {
                // A message may hold 5 000 characters: the mailboxes are bounded by their size.
                mailboxes: CachedReads::weighed(MAILBOXES, 1024, 16 << 20, |_, page| {
                    // The key and the bookkeeping, and each message with its text.
                    256 + page
                        .items
                        .iter()
                        .map(|message| 256 + message.content.len() as u64)
                        .sum::<u64>()
                }),
                unread: CachedReads::new(MESSAGES, 4096),
            }),
        }
    }
}

/// A page of a mailbox, read from the database.
fn read_mailbox(
    db: &Database,
    owner: UserId,
    mailbox: Mailbox,
    page: PageRequest,
) -> Result<Page<Message>, RepositoryError> {
    let mut conn = db.connection()?;
    let (mut counted, mut listed) = (messages::table.into_boxed(), with_names!().into_boxed());
    match mailbox {
        Mailbox::Inbox => {
            let mine = messages::receiver_id.eq(owner.0).and(messages::receiver_deleted.eq(false));
            (counted, listed) = (counted.filter(mine), listed.filter(mine));
        }
        Mailbox::Sent => {
            let mine = messages::sender_id.eq(owner.0).and(messages::sender_deleted.eq(false));
            (counted, listed) = (counted.filter(mine), listed.filter(mine));
        }
    }
    let total = counted.count().get_result(&mut conn).map_err(from_diesel)?;
    let rows: Vec<_> = listed
        .order((messages::sent_at.desc(), messages::id.desc()))
        .offset(page.offset())
        .limit(page.limit())
        .load(&mut conn)
        .map_err(from_diesel)?;
    Ok(Page {
        items: rows.into_iter().map(to_message).collect(),
        total,
        page: page.page,
        page_size: page.page_size,
    })
}

fn read_unread_count(db: &Database, receiver: UserId) -> Result<i64, RepositoryError> {
    let mut conn = db.connection()?;
    messages::table
        .filter(messages::receiver_id.eq(receiver.0))
        .filter(messages::is_read.eq(false))
        .filter(messages::receiver_deleted.eq(false))
        .count()
        .get_result(&mut conn)
        .map_err(from_diesel)
}

impl MessageRepository for PgMessageRepository {
    fn mailbox(
        &self,
        owner: UserId,
        mailbox: Mailbox,
        page: PageRequest,
    ) -> Result<Page<Message>, RepositoryError> {
        self.remembered.mailboxes.get_or_read(self.db.freshness(), (owner, mailbox, page), || {
            read_mailbox(&self.db, owner, mailbox, page)
        })
    }

    fn visible_to(
        &self,
        id: MessageId,
        person: UserId,
    ) -> Result<Option<(Message, Side)>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let found = load_one(&mut conn, id.0).map_err(from_diesel)?;
        Ok(found.and_then(|(row, sender, receiver)| {
            let side = if row.sender_id == Some(person.0) && !row.sender_deleted {
                Side::Sender
            } else if row.receiver_id == Some(person.0) && !row.receiver_deleted {
                Side::Receiver
            } else {
                return None;
            };
            Some((to_message((row, sender, receiver)), side))
        }))
    }

    fn insert(
        &self,
        message: &NewMessage,
        mail: Option<&Notification>,
    ) -> Result<Message, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let id: i64 = diesel::insert_into(messages::table)
                .values((
                    messages::sender_id.eq(message.sender.0),
                    messages::receiver_id.eq(message.receiver.0),
                    messages::content.eq(&message.content),
                ))
                .returning(messages::id)
                .get_result(conn)?;
            if let Some(mail) = mail {
                outbox::enqueue(conn, mail)?;
            }
            load_one(conn, id)?.ok_or(diesel::result::Error::NotFound)
        })
        .inspect(|_| self.db.freshness().changed(Topic::Messages))
        .map(to_message)
        .map_err(from_diesel)
    }

    fn mark_read(&self, id: MessageId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::update(messages::table.find(id.0))
            .set(messages::is_read.eq(true))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        self.db.freshness().changed(Topic::Messages);
        Ok(())
    }

    fn hide(&self, id: MessageId, side: Side) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        let target = messages::table.find(id.0);
        match side {
            Side::Sender => {
                diesel::update(target).set(messages::sender_deleted.eq(true)).execute(&mut conn)
            }
            Side::Receiver => {
                diesel::update(target).set(messages::receiver_deleted.eq(true)).execute(&mut conn)
            }
        }
        .map_err(from_diesel)?;
        self.db.freshness().changed(Topic::Messages);
        Ok(())
    }

    fn unread_count(&self, receiver: UserId) -> Result<i64, RepositoryError> {
        self.remembered
            .unread
            .get_or_read(self.db.freshness(), receiver, || read_unread_count(&self.db, receiver))
    }

    fn contacts(&self, except: UserId, admins_only: bool) -> Result<Vec<Contact>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let mut query = users::table
            .filter(users::active.eq(true))
            .filter(users::id.ne(except.0))
            .select((users::id, users::full_name, users::username, users::role))
            .order((users::role.asc(), users::full_name.asc()))
            .into_boxed();
        if admins_only {
            query = query.filter(users::role.eq(Role::Admin.as_str()));
        }
        let rows: Vec<(i64, String, String, String)> =
            query.load(&mut conn).map_err(from_diesel)?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, full_name, username, role)| {
                let name = if full_name.trim().is_empty() { username } else { full_name };
                Role::parse(&role).map(|role| Contact { id: UserId(id), name, role })
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::shown_name;

    #[test]
    fn a_person_is_shown_by_full_name_else_by_username() {
        let names = |full: &str, user: &str| Some((full.to_owned(), user.to_owned()));
        assert_eq!(shown_name(names(" Bia Souza ", "bia")).as_deref(), Some("Bia Souza"));
        assert_eq!(shown_name(names("  ", "bia")).as_deref(), Some("bia"));
        assert_eq!(shown_name(None), None, "a deleted account has no name");
    }
}
