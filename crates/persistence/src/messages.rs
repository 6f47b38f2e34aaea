use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Nullable, Text, Timestamptz};
use domain::messages::{Contact, Mailbox, Message, MessageId, MessageRepository, NewMessage, Side};
use domain::notifications::Notification;
use domain::paging::{Page, PageRequest};
use domain::users::{Role, UserId};
use domain::RepositoryError;

use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{messages, users};

#[derive(QueryableByName)]
struct MessageRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    sender_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    sender_name: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    receiver_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    receiver_name: Option<String>,
    #[diesel(sql_type = Text)]
    content: String,
    #[diesel(sql_type = Bool)]
    is_read: bool,
    #[diesel(sql_type = Timestamptz)]
    sent_at: DateTime<Utc>,
    #[diesel(sql_type = Bool)]
    sender_deleted: bool,
    #[diesel(sql_type = Bool)]
    receiver_deleted: bool,
}

impl From<MessageRow> for Message {
    fn from(row: MessageRow) -> Self {
        Message {
            id: MessageId(row.id),
            sender_id: row.sender_id.map(UserId),
            sender_name: row.sender_name,
            receiver_id: row.receiver_id.map(UserId),
            receiver_name: row.receiver_name,
            content: row.content,
            is_read: row.is_read,
            sent_at: row.sent_at,
        }
    }
}

/// Messages with the names of both people (the full name, else the username).
const SELECT_WITH_NAMES: &str = "SELECT m.id, m.sender_id, \
        COALESCE(NULLIF(btrim(s.full_name), ''), s.username) AS sender_name, \
        m.receiver_id, COALESCE(NULLIF(btrim(r.full_name), ''), r.username) AS receiver_name, \
        m.content, m.is_read, m.sent_at, m.sender_deleted, m.receiver_deleted \
    FROM messages m \
    LEFT JOIN users s ON s.id = m.sender_id \
    LEFT JOIN users r ON r.id = m.receiver_id";

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(Clone)]
pub struct PgMessageRepository {
    db: Database,
}

impl PgMessageRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

impl MessageRepository for PgMessageRepository {
    fn mailbox(
        &self,
        owner: UserId,
        mailbox: Mailbox,
        page: PageRequest,
    ) -> Result<Page<Message>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let condition = match mailbox {
            Mailbox::Inbox => "m.receiver_id = $1 AND NOT m.receiver_deleted",
            Mailbox::Sent => "m.sender_id = $1 AND NOT m.sender_deleted",
        };
        let total = diesel::sql_query(format!(
            "SELECT count(*) AS total FROM messages m WHERE {condition}"
        ))
        .bind::<BigInt, _>(owner.0)
        .get_result::<Count>(&mut conn)
        .map_err(from_diesel)?
        .total;
        let rows: Vec<MessageRow> = diesel::sql_query(format!(
            "{SELECT_WITH_NAMES} WHERE {condition} ORDER BY m.sent_at DESC, m.id DESC OFFSET $2 LIMIT $3"
        ))
        .bind::<BigInt, _>(owner.0)
        .bind::<BigInt, _>(page.offset())
        .bind::<BigInt, _>(page.limit())
        .load(&mut conn)
        .map_err(from_diesel)?;
        Ok(Page {
            items: rows.into_iter().map(Message::from).collect(),
            total,
            page: page.page,
            page_size: page.page_size,
        })
    }

    fn visible_to(
        &self,
        id: MessageId,
        person: UserId,
    ) -> Result<Option<(Message, Side)>, RepositoryError> {
        let mut conn = self.db.connection()?;
        let row: Option<MessageRow> =
            diesel::sql_query(format!("{SELECT_WITH_NAMES} WHERE m.id = $1"))
                .bind::<BigInt, _>(id.0)
                .get_result(&mut conn)
                .optional()
                .map_err(from_diesel)?;
        Ok(row.and_then(|row| {
            let side = if row.sender_id == Some(person.0) && !row.sender_deleted {
                Side::Sender
            } else if row.receiver_id == Some(person.0) && !row.receiver_deleted {
                Side::Receiver
            } else {
                return None;
            };
            Some((Message::from(row), side))
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
            diesel::sql_query(format!("{SELECT_WITH_NAMES} WHERE m.id = $1"))
                .bind::<BigInt, _>(id)
                .get_result::<MessageRow>(conn)
        })
        .map(Message::from)
        .map_err(from_diesel)
    }

    fn mark_read(&self, id: MessageId) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        diesel::update(messages::table.find(id.0))
            .set(messages::is_read.eq(true))
            .execute(&mut conn)
            .map_err(from_diesel)?;
        Ok(())
    }

    fn hide(&self, id: MessageId, side: Side) -> Result<(), RepositoryError> {
        let mut conn = self.db.connection()?;
        let target = messages::table.find(id.0);
        match side {
            Side::Sender => diesel::update(target)
                .set(messages::sender_deleted.eq(true))
                .execute(&mut conn),
            Side::Receiver => diesel::update(target)
                .set(messages::receiver_deleted.eq(true))
                .execute(&mut conn),
        }
        .map_err(from_diesel)?;
        Ok(())
    }

    fn unread_count(&self, receiver: UserId) -> Result<i64, RepositoryError> {
        let mut conn = self.db.connection()?;
        messages::table
            .filter(messages::receiver_id.eq(receiver.0))
            .filter(messages::is_read.eq(false))
            .filter(messages::receiver_deleted.eq(false))
            .count()
            .get_result(&mut conn)
            .map_err(from_diesel)
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
                let name = if full_name.trim().is_empty() {
                    username
                } else {
                    full_name
                };
                Role::parse(&role).map(|role| Contact {
                    id: UserId(id),
                    name,
                    role,
                })
            })
            .collect())
    }
}
