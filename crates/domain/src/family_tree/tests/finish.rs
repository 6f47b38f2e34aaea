//! Finishing a tree: the family-tree request it sends, its documents, its limits, and who may
//! reach whose tree.

use super::*;

fn finish_form(tree: TreeForm, include_documents: bool) -> FinishForm {
    FinishForm {
        persons: tree.persons,
        notes: "Falta a certidão do bisavô.".into(),
        include_documents,
    }
}

#[test]
fn finishing_sends_a_family_tree_request_with_the_vault_documents() {
    let s = setup();
    add_document(&s, &s.ana, "certidão-nascimento.pdf");
    add_document(&s, &s.ana, "passaporte.pdf");
    add_document(&s, &s.bia, "de-outra-cliente.pdf");
    let form = finish_form(three_generations(), true);
    let finished = s.service.finish(&actor(&s.ana), None, &form).unwrap();
    assert_eq!(finished.status, TreeStatus::Finished);

    let rows = s.trees.requests.rows.lock().unwrap();
    assert_eq!(rows.len(), 1);
    let request = &rows[0];
    assert_eq!(request.summary.kind, RequestKind::FamilyTree);
    assert_eq!(request.summary.client_id, s.ana.id);
    assert_eq!(request.summary.title, "Árvore genealógica — 3 pessoas");
    match &request.form {
        RequestForm::FamilyTree(f) => {
            assert_eq!((f.people, f.notes.as_str()), (3, "Falta a certidão do bisavô."));
        }
        other => panic!("unexpected form {other:?}"),
    }
    assert_eq!(request.documents.len(), 2);

    // Staff get a link to the request (never the files); the client, the confirmation.
    let mails = s.trees.requests.mails.lock().unwrap();
    assert_eq!(mails.len(), 2);
    match &mails[0] {
        Notification::RequestToStaff { to, request_url, request: details } => {
            assert_eq!(to, "equipe@exemplo.com");
            assert_eq!(
                request_url,
                &format!("https://portal.exemplo.com/admin/requests/{}", request.summary.id.0)
            );
            let mut names = details.documents.clone();
            names.sort_unstable();
            assert_eq!(names, ["certidão-nascimento.pdf", "passaporte.pdf"]);
        }
        other => panic!("unexpected mail {other:?}"),
    }
    assert!(
        matches!(&mails[1], Notification::RequestReceived { to, .. } if to == "ana@exemplo.com")
    );
}

#[test]
fn finishing_without_documents_attaches_none() {
    let s = setup();
    add_document(&s, &s.ana, "passaporte.pdf");
    s.service.finish(&actor(&s.ana), None, &finish_form(three_generations(), false)).unwrap();
    assert!(s.trees.requests.rows.lock().unwrap()[0].documents.is_empty());
}

#[test]
fn staff_finishing_a_clients_tree_send_it_as_the_clients_request_without_limits() {
    let s = setup();
    for _ in 0..3 {
        let form = finish_form(three_generations(), true);
        s.service.finish(&actor(&s.admin), Some(s.bia.id.0), &form).unwrap();
    }
    let rows = s.trees.requests.rows.lock().unwrap();
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| r.summary.client_id == s.bia.id));
}

#[test]
fn a_client_over_the_open_requests_limit_is_refused_and_the_tree_stays_a_draft() {
    let s = setup();
    s.service.save_draft(&actor(&s.ana), None, &three_generations()).unwrap();
    for _ in 0..2 {
        s.service.finish(&actor(&s.ana), None, &finish_form(three_generations(), true)).unwrap();
    }
    let mut tree = three_generations();
    tree.persons[1].notes = Some("Mudança que não deve ficar".into());
    let refused = s.service.finish(&actor(&s.ana), None, &finish_form(tree, true));
    assert!(
        matches!(&refused, Err(DomainError::TooMany(m)) if m.contains("2 solicitações deste tipo em aberto")),
        "{refused:?}"
    );
    assert_eq!(s.trees.requests.rows.lock().unwrap().len(), 2);
    let stored = s.service.read(&actor(&s.ana), None).unwrap();
    assert_eq!(stored.persons[1].notes, None, "nothing of the refused finish is stored");
}

#[test]
fn finishing_needs_the_clients_own_name() {
    let s = setup();
    let mut form = three_generations();
    form.persons[0].name = "  ".into();
    let errors =
        validation_errors(s.service.finish(&actor(&s.ana), None, &finish_form(form, true)));
    assert_eq!(errors.get("persons.0.name"), Some(messages::SELF_NAME_NEEDED));
    assert!(s.trees.requests.mails.lock().unwrap().is_empty());
}

#[test]
fn a_client_never_reaches_another_clients_tree() {
    let s = setup();
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    let other = Some(s.bia.id.0);
    for result in [
        s.service.read(&actor(&s.ana), other).map(|_| ()),
        s.service.save_draft(&actor(&s.ana), other, &three_generations()).map(|_| ()),
        s.service
            .finish(&actor(&s.ana), other, &finish_form(three_generations(), true))
            .map(|_| ()),
    ] {
        assert!(matches!(result, Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND));
    }
    // Naming themselves is fine.
    s.service.read(&actor(&s.ana), Some(s.ana.id.0)).unwrap();
}

#[test]
fn staff_read_and_edit_a_clients_tree_and_are_audited() {
    let s = setup();
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    let read = s.service.read(&actor(&s.admin), Some(s.bia.id.0)).unwrap();
    assert_eq!(read.persons.len(), 3);
    let mut form = three_generations();
    form.persons[1].notes = Some("Certidão pedida ao cartório".into());
    s.service.save_draft(&actor(&s.admin), Some(s.bia.id.0), &form).unwrap();
    let audit = s.trees.audit.lock().unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].entity_id, s.bia.id.0.to_string());
    assert!(matches!(
        s.service.read(&actor(&s.admin), Some(999)),
        Err(DomainError::NotFound(m)) if m == messages::CLIENT_NOT_FOUND
    ));
}
