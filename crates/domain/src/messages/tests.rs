use std::sync::{Arc, Mutex};

use chrono::Utc;

use super::*;
use crate::notifications::Notification;
use crate::paging::{Page, PageRequest};
use crate::testing::{actor_of as actor, one_page, validation_errors};
use crate::users::testing::InMemoryUsers;
use crate::users::{User, UserId};
use crate::{DomainError, RepositoryError};

#[derive(Default)]
struct InMemoryMessages {
    rows: Mutex<Vec<(Message, bool, bool)>>,
    mails: Mutex<Vec<Notification>>,
}

impl MessageRepository for InMemoryMessages {
    fn mailbox(
        &self,
        owner: UserId,
        mailbox: Mailbox,
        _: PageRequest,
    ) -> Result<Page<Message>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let items: Vec<Message> = rows
            .iter()
            .filter(|(m, sender_hid, receiver_hid)| match mailbox {
                Mailbox::Inbox => m.receiver_id == Some(owner) && !receiver_hid,
                Mailbox::Sent => m.sender_id == Some(owner) && !sender_hid,
            })
            .map(|(m, _, _)| m.clone())
            .rev()
            .collect();
        Ok(one_page(items))
    }

    fn visible_to(
        &self,
        id: MessageId,
        person: UserId,
    ) -> Result<Option<(Message, Side)>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows.iter().find(|(m, _, _)| m.id == id).and_then(|(m, sender_hid, receiver_hid)| {
            if m.sender_id == Some(person) && !sender_hid {
                Some((m.clone(), Side::Sender))
            } else if m.receiver_id == Some(person) && !receiver_hid {
                Some((m.clone(), Side::Receiver))
            } else {
                None
            }
        }))
    }

    fn insert(
        &self,
        new: &NewMessage,
        mail: Option<&Notification>,
    ) -> Result<Message, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        let message = Message {
            id: MessageId(rows.len() as i64 + 1),
            sender_id: Some(new.sender),
            sender_name: None,
            receiver_id: Some(new.receiver),
            receiver_name: None,
            content: new.content.clone(),
            is_read: false,
            sent_at: Utc::now(),
        };
        rows.push((message.clone(), false, false));
        self.mails.lock().unwrap().extend(mail.cloned());
        Ok(message)
    }

    fn mark_read(&self, id: MessageId) -> Result<(), RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        rows.iter_mut().filter(|(m, _, _)| m.id == id).for_each(|(m, _, _)| m.is_read = true);
        Ok(())
    }

    fn hide(&self, id: MessageId, side: Side) -> Result<(), RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        for (m, sender_hid, receiver_hid) in rows.iter_mut().filter(|(m, _, _)| m.id == id) {
            let _ = m;
            match side {
                Side::Sender => *sender_hid = true,
                Side::Receiver => *receiver_hid = true,
            }
        }
        Ok(())
    }

    fn unread_count(&self, receiver: UserId) -> Result<i64, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .filter(|(m, _, hid)| m.receiver_id == Some(receiver) && !m.is_read && !hid)
            .count() as i64)
    }

    fn contacts(&self, _: UserId, _: bool) -> Result<Vec<Contact>, RepositoryError> {
        Ok(Vec::new())
    }
}

struct Setup {
    service: MessageService,
    store: Arc<InMemoryMessages>,
    admin: User,
    ana: User,
    bia: User,
}

fn setup() -> Setup {
    let (users, [admin, ana, bia]) = InMemoryUsers::admin_ana_and_bia();
    let store = Arc::new(InMemoryMessages::default());
    let service = MessageService::new(store.clone(), users, "http://portal.test");
    Setup { service, store, admin, ana, bia }
}

#[test]
fn the_form_needs_a_recipient_and_some_text() {
    let s = setup();
    let errors = validation_errors(s.service.send(&actor(&s.ana), None, "  "));
    assert_eq!(errors.get("receiverId"), Some("Destinatário é obrigatório"));
    assert_eq!(errors.get("content"), Some("O conteúdo da mensagem é obrigatório"));
    let long = "a".repeat(MAX_CONTENT_CHARS + 1);
    let errors = validation_errors(s.service.send(&actor(&s.ana), Some(s.admin.id.0), &long));
    assert_eq!(errors.get("content"), Some(messages::CONTENT_TOO_LONG));
    let sneaky = "Pague em \u{202E}moc.elgoog";
    let errors = validation_errors(s.service.send(&actor(&s.ana), Some(s.admin.id.0), sneaky));
    assert_eq!(errors.get("content"), Some("Caracteres inválidos"));
    s.service
        .send(&actor(&s.ana), Some(s.admin.id.0), "Linha 1\r\nLinha 2")
        .expect("line breaks are fine in a message");
}

#[test]
fn clients_write_to_staff_only_and_staff_to_anyone() {
    let s = setup();
    let refused = s.service.send(&actor(&s.ana), Some(s.bia.id.0), "Oi").unwrap_err();
    assert!(matches!(refused, DomainError::Forbidden(_)));
    s.service.send(&actor(&s.ana), Some(s.admin.id.0), "Preciso de ajuda").unwrap();
    assert!(s.store.mails.lock().unwrap().is_empty(), "staff are not mailed");
    s.service.send(&actor(&s.admin), Some(s.ana.id.0), "Claro!").unwrap();
    let mails = s.store.mails.lock().unwrap().clone();
    assert!(matches!(&mails[..], [Notification::NewMessage { to, messages_url, .. }]
        if to == "ana@exemplo.com" && messages_url == "http://portal.test/messages"));
    assert!(
        !serde_json::to_string(&mails[0]).unwrap().contains("Claro!"),
        "the text stays in the portal"
    );
}

#[test]
fn only_the_receiver_marks_read_and_deleting_hides_one_side() {
    let s = setup();
    let sent = s.service.send(&actor(&s.ana), Some(s.admin.id.0), "Oi").unwrap();
    assert!(matches!(s.service.mark_read(&actor(&s.ana), sent.id), Err(DomainError::Forbidden(_))));
    assert!(matches!(s.service.mark_read(&actor(&s.bia), sent.id), Err(DomainError::NotFound(_))));
    assert_eq!(s.service.unread_count(&actor(&s.admin)).unwrap(), 1);
    s.service.mark_read(&actor(&s.admin), sent.id).unwrap();
    assert_eq!(s.service.unread_count(&actor(&s.admin)).unwrap(), 0);

    s.service.delete(&actor(&s.ana), sent.id).unwrap();
    assert_eq!(
        s.service.mailbox(&actor(&s.ana), Mailbox::Sent, PageRequest::default()).unwrap().total,
        0
    );
    assert_eq!(
        s.service.mailbox(&actor(&s.admin), Mailbox::Inbox, PageRequest::default()).unwrap().total,
        1
    );
    assert!(matches!(s.service.delete(&actor(&s.ana), sent.id), Err(DomainError::NotFound(_))));
}
