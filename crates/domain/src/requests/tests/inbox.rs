//! Documents, limits, who sees what, and the staff's handling of a request.

use super::*;

#[test]
fn only_the_clients_own_vault_documents_attach_and_at_most_ten() {
    let s = setup();
    let theirs = add_document(&s, &s.bia, "rg-bia.pdf");
    let errors = validation_errors(s.service.submit(
        &actor(&s.ana),
        &citizenship("em-andamento"),
        &[theirs],
    ));
    assert_eq!(errors.get("documentIds"), Some(messages::DOCUMENT_NOT_FOUND));
    let errors =
        validation_errors(s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &[999]));
    assert_eq!(errors.get("documentIds"), Some(messages::DOCUMENT_NOT_FOUND));
    let many: Vec<i64> = (0..11).map(|i| add_document(&s, &s.ana, &format!("d{i}.pdf"))).collect();
    let errors =
        validation_errors(s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &many));
    assert_eq!(errors.get("documentIds"), Some(messages::TOO_MANY_DOCUMENTS));
    let twice = [many[0], many[0]];
    let stored = s.service.submit(&actor(&s.ana), &citizenship("em-andamento"), &twice).unwrap();
    assert_eq!(stored.documents.len(), 1, "one document attaches once");
}

#[test]
fn a_client_holds_three_open_requests_per_kind_and_sends_five_an_hour_staff_are_not_held() {
    let s = setup();
    let send = |who: &User| s.service.submit(&actor(who), &citizenship("contra-decreto"), &[]);
    for _ in 0..3 {
        send(&s.ana).unwrap();
    }
    let refused = send(&s.ana);
    assert!(
        matches!(&refused, Err(DomainError::TooMany(m)) if m.contains("3 solicitações deste tipo")),
        "{refused:?}"
    );
    let first = s.rows.rows.lock().unwrap()[0].summary.id;
    s.service.set_status(&actor(&s.admin), first, "closed").unwrap();
    send(&s.ana).unwrap();
    s.service.submit(&actor(&s.ana), &RequestForm::Contact(contact()), &[]).unwrap();
    let refused = s.service.submit(
        &actor(&s.ana),
        &RequestForm::Labor(LaborForm { company_name: "X Ltda".into(), ..LaborForm::default() }),
        &[],
    );
    assert!(
        matches!(&refused, Err(DomainError::TooMany(m)) if m.contains("última hora")),
        "{refused:?}"
    );
    s.clock.advance(Duration::minutes(61));
    s.service.submit(&actor(&s.ana), &RequestForm::Contact(contact()), &[]).unwrap();
    for _ in 0..6 {
        send(&s.admin).unwrap();
    }
}

#[test]
fn a_client_sees_only_their_own_requests_and_anothers_is_not_found() {
    let s = setup();
    let anas = s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap();
    s.service.submit(&actor(&s.bia), &RequestForm::Contact(contact()), &[]).unwrap();
    let listed = s
        .service
        .list(&actor(&s.ana), &RequestQuery { unassigned: Some(true), ..RequestQuery::default() })
        .unwrap();
    assert_eq!(listed.items.len(), 1);
    assert_eq!(listed.items[0].id, anas.summary.id);
    let refused = s.service.get(&actor(&s.bia), anas.summary.id);
    assert!(matches!(refused, Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND));
    assert!(
        s.service.get(&actor(&s.ana), anas.summary.id).unwrap().summary.unread,
        "a client's look is no staff read"
    );
    assert!(matches!(s.service.unread_count(&actor(&s.ana)), Err(DomainError::Forbidden(_))));

    let all = s.service.list(&actor(&s.admin), &RequestQuery::default()).unwrap();
    assert_eq!(all.items.len(), 2);
    let kind = RequestQuery { kind: Some("contact".into()), ..RequestQuery::default() };
    assert_eq!(s.service.list(&actor(&s.admin), &kind).unwrap().items.len(), 1);
    let bad = RequestQuery {
        kind: Some("visto".into()),
        status: Some("aberta".into()),
        ..RequestQuery::default()
    };
    let errors = validation_errors(s.service.list(&actor(&s.admin), &bad));
    assert_eq!(errors.get("kind"), Some(messages::KIND_INVALID));
    assert_eq!(errors.get("status"), Some(messages::STATUS_INVALID));

    assert_eq!(s.service.unread_count(&actor(&s.admin)).unwrap(), 2);
    assert!(!s.service.get(&actor(&s.admin), anas.summary.id).unwrap().summary.unread);
    assert_eq!(s.service.unread_count(&actor(&s.admin)).unwrap(), 1);
}

#[test]
fn staff_take_a_request_up_and_set_its_status_clients_may_not() {
    let s = setup();
    let id =
        s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap().summary.id;
    assert!(matches!(s.service.assign_to_me(&actor(&s.ana), id), Err(DomainError::Forbidden(_))));
    assert!(matches!(
        s.service.set_status(&actor(&s.ana), id, "closed"),
        Err(DomainError::Forbidden(_))
    ));
    let taken = s.service.assign_to_me(&actor(&s.admin), id).unwrap();
    assert_eq!(
        (taken.summary.assigned_to, taken.summary.status),
        (Some(s.admin.id), RequestStatus::InProgress)
    );
    let errors = validation_errors(s.service.set_status(&actor(&s.admin), id, "arquivada"));
    assert_eq!(errors.get("status"), Some(messages::STATUS_INVALID));
    let closed = s.service.set_status(&actor(&s.admin), id, "Encerrada").unwrap();
    assert_eq!(closed.summary.status, RequestStatus::Closed);
    let missing = s.service.set_status(&actor(&s.admin), RequestId(99), "closed");
    assert!(matches!(missing, Err(DomainError::NotFound(_))));
    let actions: Vec<&str> = s.rows.audit.lock().unwrap().iter().map(|a| a.action).collect();
    assert_eq!(actions, ["request.assign", "request.status"]);
}

#[test]
fn a_staff_reply_is_a_message_to_the_client_and_a_mail_and_the_request_is_answered() {
    let s = setup();
    let id =
        s.service.submit(&actor(&s.ana), &citizenship("contra-decreto"), &[]).unwrap().summary.id;
    let errors = validation_errors(s.service.reply(&actor(&s.admin), id, "  "));
    assert_eq!(errors.get("content"), Some(crate::messages::messages::CONTENT_REQUIRED));
    assert!(matches!(s.service.reply(&actor(&s.ana), id, "oi"), Err(DomainError::Forbidden(_))));

    let answered =
        s.service.reply(&actor(&s.admin), id, " Envie a certidão de nascimento. ").unwrap();
    assert_eq!(answered.summary.status, RequestStatus::Answered);
    let sent = s.rows.messages.lock().unwrap().clone();
    assert_eq!(sent.len(), 1);
    assert_eq!((sent[0].sender, sent[0].receiver), (s.admin.id, s.ana.id));
    assert_eq!(sent[0].content, "Envie a certidão de nascimento.");
    let Some(Notification::RequestReply { to, reply, request_url, .. }) = mails(&s).last().cloned()
    else {
        panic!("no reply mail");
    };
    assert_eq!(
        (to.as_str(), reply.as_str()),
        ("ana@exemplo.com", "Envie a certidão de nascimento.")
    );
    assert_eq!(request_url, format!("https://portal.exemplo.com/requests/{}", id.0));
}
