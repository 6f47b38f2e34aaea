use std::sync::{Arc, Mutex};

use chrono::{TimeZone, Utc};

use super::*;
use crate::audit::AuditEntry;
use crate::documents::tests::fakes::{stored_pdf, InMemoryDocuments};
use crate::notifications::Notification;
use crate::requests::tests::fakes::InMemoryRequests;
use crate::requests::{
    PendingRequest, RequestForm, RequestKind, RequestRepository, RequestRules, RequestService,
};
use crate::testing::{actor_of as actor, validation_errors, FixedClock};
use crate::users::testing::InMemoryUsers;
use crate::users::{User, UserId};
use crate::{DomainError, RepositoryError};

#[derive(Default)]
struct InMemoryTrees {
    trees: Mutex<Vec<FamilyTree>>,
    audit: Mutex<Vec<AuditEntry>>,
    mails: Mutex<Vec<(Notification, Option<crate::notifications::MailQuota>)>>,
    /// Where a finished tree's request goes, as the adapter stores it in the save's transaction.
    requests: Arc<InMemoryRequests>,
}

impl FamilyTreeRepository for InMemoryTrees {
    fn find(&self, owner: UserId) -> Result<Option<FamilyTree>, RepositoryError> {
        Ok(self.trees.lock().unwrap().iter().find(|t| t.owner == owner).cloned())
    }

    fn save(
        &self,
        tree: &SavedTree,
        audit: Option<&AuditEntry>,
        request: Option<&PendingRequest>,
    ) -> Result<FamilyTree, RepositoryError> {
        if let Some(request) = request {
            self.requests.insert(&request.new, request.limits, &|stored| request.mails(stored))?;
        }
        let stored = FamilyTree {
            owner: tree.owner,
            status: tree.status,
            persons: tree.persons.clone(),
            updated_at: Some(Utc::now()),
            finished_at: (tree.status == TreeStatus::Finished).then(Utc::now),
        };
        let mut trees = self.trees.lock().unwrap();
        trees.retain(|t| t.owner != tree.owner);
        trees.push(stored.clone());
        self.audit.lock().unwrap().extend(audit.cloned());
        Ok(stored)
    }

    fn queue_mail(
        &self,
        mail: &Notification,
        quota: Option<crate::notifications::MailQuota>,
        audit: &AuditEntry,
    ) -> Result<(), RepositoryError> {
        self.mails.lock().unwrap().push((mail.clone(), quota));
        self.audit.lock().unwrap().push(audit.clone());
        Ok(())
    }
}

struct Setup {
    service: FamilyTreeService,
    trees: Arc<InMemoryTrees>,
    documents: Arc<InMemoryDocuments>,
    admin: User,
    ana: User,
    bia: User,
}

fn setup() -> Setup {
    let (users, [admin, ana, bia]) = InMemoryUsers::admin_ana_and_bia();
    let trees = Arc::new(InMemoryTrees::default());
    let clock = Arc::new(FixedClock::new(Utc.with_ymd_and_hms(2026, 11, 26, 12, 0, 0).unwrap()));
    let documents = Arc::new(InMemoryDocuments::default());
    let requests = RequestService::new(
        trees.requests.clone(),
        documents.clone(),
        users.clone(),
        clock.clone(),
        RequestRules {
            staff_email: Some("equipe@exemplo.com".into()),
            portal_url: "https://portal.exemplo.com/".into(),
            max_open_per_kind: 2,
            max_per_hour: 5,
        },
    );
    let service = FamilyTreeService::new(trees.clone(), users, clock, requests);
    Setup { service, trees, documents, admin, ana, bia }
}

fn person(key: &str, relationship: Relationship, name: &str) -> PersonForm {
    PersonForm { key: key.into(), name: name.into(), relationship, ..PersonForm::default() }
}

/// The client, their father and his father, linked.
fn three_generations() -> TreeForm {
    let mut me = person("self", Relationship::Own, "João Conceição");
    me.father_key = Some("father".into());
    me.birth_date = Some("1980-03-02".into());
    let mut father = person("father", Relationship::Father, "José Conceição");
    father.father_key = Some("grandfather".into());
    father.birth_date = Some("1950".into());
    father.birth_place = Some("São Paulo, SP".into());
    let mut grandfather =
        person("grandfather", Relationship::GrandfatherPaternal, "Niccolò Làzzaro");
    grandfather.birth_date = Some("03/1921".into());
    grandfather.death_date = Some("1999-12-31".into());
    grandfather.birth_place = Some("Forlì, Itália".into());
    grandfather.italian_ancestor = true;
    TreeForm { persons: vec![me, father, grandfather] }
}

#[test]
fn a_new_tree_starts_with_the_seven_linked_relatives() {
    let s = setup();
    let tree = s.service.read(&actor(&s.ana), None).unwrap();
    assert_eq!(tree.status, TreeStatus::New);
    let relationships: Vec<&str> = tree.persons.iter().map(|p| p.relationship.as_str()).collect();
    assert_eq!(
        relationships,
        [
            "self",
            "father",
            "mother",
            "grandfather-paternal",
            "grandmother-paternal",
            "grandfather-maternal",
            "grandmother-maternal"
        ]
    );
    assert_eq!(tree.persons[2].father_key.as_deref(), Some("grandfather-maternal"));
    // The preset, as it is, passes the rules.
    let form = TreeForm { persons: tree.persons.iter().map(PersonForm::from).collect() };
    s.service.save_draft(&actor(&s.ana), None, &form).unwrap();
}

#[test]
fn a_draft_is_stored_with_accents_and_partial_dates_as_typed() {
    let s = setup();
    let saved = s.service.save_draft(&actor(&s.ana), None, &three_generations()).unwrap();
    assert_eq!(saved.status, TreeStatus::Draft);
    let read = s.service.read(&actor(&s.ana), None).unwrap();
    assert_eq!(read.persons, saved.persons);
    let grandfather = &read.persons[2];
    assert_eq!(grandfather.name, "Niccolò Làzzaro");
    assert_eq!(grandfather.birth_place.as_deref(), Some("Forlì, Itália"));
    assert_eq!(grandfather.birth_date.unwrap().to_string(), "1921-03");
    assert_eq!(read.persons[1].birth_date.unwrap().to_string(), "1950");
    assert!(s.trees.requests.mails.lock().unwrap().is_empty(), "a draft tells no one");
}

#[test]
fn no_one_is_their_own_ancestor() {
    let s = setup();
    let mut form = three_generations();
    form.persons[2].mother_key = Some("self".into());
    form.persons[0].birth_date = None;
    form.persons[2].birth_date = None;
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    let message = errors.iter().map(|(_, m)| m).collect::<Vec<_>>().join(" ");
    assert!(message.contains("não pode ser ancestral de si mesmo(a)"), "{message}");
    assert!(s.trees.trees.lock().unwrap().is_empty());
}

#[test]
fn a_person_is_not_their_own_parent_and_parents_differ() {
    let s = setup();
    let mut form = three_generations();
    form.persons[1].father_key = Some("father".into());
    form.persons[0].mother_key = Some("father".into());
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert_eq!(errors.get("persons.1.fatherKey"), Some(rules_texts::OWN_PARENT));
    assert_eq!(errors.get("persons.0.motherKey"), Some(rules_texts::SAME_PARENTS));
}

use super::rules::texts as rules_texts;

#[test]
fn a_long_line_without_cycle_is_accepted_and_one_link_back_is_refused() {
    let s = setup();
    let mut persons = vec![person("p0", Relationship::Own, "Eu")];
    for i in 1..MAX_PERSONS {
        persons[i - 1].father_key = Some(format!("p{i}"));
        persons.push(person(&format!("p{i}"), Relationship::Other, &format!("Antepassado {i}")));
    }
    let mut form = TreeForm { persons };
    s.service.save_draft(&actor(&s.ana), None, &form).unwrap();
    form.persons[MAX_PERSONS - 1].mother_key = Some("p0".into());
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert!(errors.iter().any(|(_, m)| m.contains("ancestral de si")));
}

#[test]
fn dates_must_be_plausible() {
    let s = setup();
    let mut form = three_generations();
    form.persons[2].death_date = Some("1920".into());
    form.persons[1].birth_date = Some("1921-02".into());
    form.persons[0].death_date = Some("2030".into());
    form.persons[0].birth_date = Some("1980-02-30".into());
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert_eq!(errors.get("persons.2.deathDate"), Some(rules_texts::DEATH_BEFORE_BIRTH));
    assert_eq!(
        errors.get("persons.1.birthDate"),
        Some(rules_texts::born_before_parent("Niccolò Làzzaro").as_str())
    );
    assert_eq!(errors.get("persons.0.deathDate"), Some(rules_texts::FUTURE));
    assert_eq!(errors.get("persons.0.birthDate"), Some(super::dates::INVALID_DATE));
}

#[test]
fn dates_of_the_same_year_may_be_in_either_order() {
    let s = setup();
    let mut form = three_generations();
    form.persons[1].birth_date = Some("1921".into());
    form.persons[2].death_date = Some("1921".into());
    s.service.save_draft(&actor(&s.ana), None, &form).unwrap();
}

#[test]
fn keys_links_and_self_are_checked() {
    let s = setup();
    let mut form = three_generations();
    form.persons[2].key = "father".into();
    form.persons[1].mother_key = Some("ninguém".into());
    form.persons[1].relationship = Relationship::Own;
    form.persons[0].key = " ".into();
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert_eq!(errors.get("persons.2.key"), Some(rules_texts::KEY_REPEATED));
    assert_eq!(errors.get("persons.1.motherKey"), Some(rules_texts::PARENT_UNKNOWN));
    assert_eq!(errors.get("persons"), Some(rules_texts::ONE_SELF));
    assert_eq!(errors.get("persons.0.key"), Some(rules_texts::KEY_MISSING));
}

#[test]
fn texts_are_bounded() {
    let s = setup();
    let mut form = three_generations();
    form.persons[0].name = "á".repeat(201);
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert_eq!(errors.get("persons.0.name"), Some(rules_texts::too_long(200).as_str()));
    form.persons[0].name = "á".repeat(200);
    s.service.save_draft(&actor(&s.ana), None, &form).unwrap();
}

#[test]
fn too_many_persons_are_refused_as_a_whole() {
    let s = setup();
    let mut form = three_generations();
    form.persons
        .extend((0..MAX_PERSONS).map(|i| person(&format!("x{i}"), Relationship::Other, "Outro")));
    assert!(matches!(
        s.service.save_draft(&actor(&s.ana), None, &form),
        Err(DomainError::Invalid(m)) if m == rules_texts::TOO_MANY
    ));
}

fn finish_form(tree: TreeForm, include_documents: bool) -> FinishForm {
    FinishForm {
        persons: tree.persons,
        notes: "Falta a certidão do bisavô.".into(),
        include_documents,
    }
}

fn add_document(s: &Setup, owner: &User, name: &str) {
    stored_pdf(&s.documents, owner.id, name);
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

#[test]
fn the_export_is_the_stored_tree_in_gedcom_and_follows_the_same_access() {
    let s = setup();
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    let text = s.service.export(&actor(&s.bia), None).unwrap();
    assert!(
        text.contains("1 NAME Niccolò Làzzaro\n1 BIRT\n2 DATE MAR 1921\n2 PLAC Forlì, Itália\n")
    );
    assert_eq!(s.service.export(&actor(&s.admin), Some(s.bia.id.0)).unwrap(), text);
    assert!(matches!(
        s.service.export(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(_))
    ));
}

#[test]
fn the_report_gives_the_line_to_the_emigrant_first_then_everyone_with_their_data() {
    let s = setup();
    let mut form = three_generations();
    form.persons.push(person("mother", Relationship::Mother, "Ângela Müller"));
    form.persons[0].mother_key = Some("mother".into());
    form.persons[1].document_number = Some("RG 12.345".into());
    s.service.save_draft(&actor(&s.bia), None, &form).unwrap();
    add_document(&s, &s.bia, "certidão-nascimento-niccolò.pdf");
    let report = s.service.report(&actor(&s.bia), None).unwrap();
    let texts: Vec<String> = report
        .blocks
        .iter()
        .map(|block| match block {
            ReportBlock::Title(t) | ReportBlock::Heading(t) | ReportBlock::Text(t) => t.clone(),
            ReportBlock::Field { label, value } => format!("{label}: {value}"),
        })
        .collect();
    let at = |text: &str| texts.iter().position(|t| t == text).unwrap_or_else(|| panic!("{text}"));
    let line = at("Linha até o ascendente italiano");
    assert_eq!(at("1. João Conceição (Eu)"), line + 1);
    assert_eq!(at("2. José Conceição (Pai)"), line + 2);
    assert_eq!(at("3. Niccolò Làzzaro (Avô paterno) — ascendente italiano"), line + 3);
    let everyone = at("Pessoas da árvore");
    assert!(everyone > line + 3);
    let grandfather = at("Niccolò Làzzaro (Avô paterno) — ascendente italiano");
    assert_eq!(texts[grandfather + 1], "Nascimento: 03/1921, Forlì, Itália");
    assert_eq!(texts[grandfather + 2], "Falecimento: 31/12/1999");
    assert!(at("Número do documento: RG 12.345") > everyone);
    assert!(at("Ângela Müller (Mãe)") > everyone);
    assert!(at("Documentos no portal") > at("Ângela Müller (Mãe)"));
    assert_eq!(texts.last().map(String::as_str), Some("• certidão-nascimento-niccolò.pdf"));
    // The mother is no part of the line; the same access as reading.
    assert!(!texts.iter().any(|t| t.ends_with("Ângela Müller (Mãe)") && t.starts_with('4')));
    assert!(matches!(
        s.service.report(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(_))
    ));
    assert_eq!(s.service.report(&actor(&s.admin), Some(s.bia.id.0)).unwrap(), report);
}

#[test]
fn without_a_flagged_emigrant_the_report_says_so() {
    let persons = check_tree(&three_generations(), chrono::NaiveDate::MAX).unwrap();
    let unflagged: Vec<Person> =
        persons.into_iter().map(|p| Person { italian_ancestor: false, ..p }).collect();
    assert!(line_to_emigrant(&unflagged).is_empty());
    let report = tree_report("Bia", &unflagged, &[], chrono::NaiveDate::MIN);
    assert!(report.blocks.contains(&ReportBlock::Text(
        "Nenhum ascendente italiano marcado na linha direta do cliente.".into()
    )));
    assert_eq!(
        report.blocks.last(),
        Some(&ReportBlock::Text("Nenhum documento enviado ao portal.".into()))
    );
}

#[test]
fn the_report_is_mailed_to_the_owner_as_a_link_audited_and_never_before_a_save() {
    let s = setup();
    assert!(matches!(
        s.service.mail_report(&actor(&s.bia), None),
        Err(DomainError::Invalid(m)) if m == messages::SAVE_BEFORE_MAIL
    ));
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    assert_eq!(s.service.mail_report(&actor(&s.bia), None).unwrap(), "bia@exemplo.com");
    // Staff send it to the client, not to themselves, and are not held to the client's cap.
    assert_eq!(
        s.service.mail_report(&actor(&s.admin), Some(s.bia.id.0)).unwrap(),
        "bia@exemplo.com"
    );
    assert!(matches!(
        s.service.mail_report(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND
    ));
    let mails = s.trees.mails.lock().unwrap();
    assert_eq!(mails.len(), 2);
    let expected = Notification::FamilyTreeReport {
        to: "bia@exemplo.com".into(),
        name: "bia".into(),
        tree_url: "https://portal.exemplo.com/family-tree".into(),
    };
    assert_eq!(mails[0].0, expected);
    assert_eq!(mails[1].0, expected);
    assert_eq!(
        mails[0].1,
        Some(crate::notifications::MailQuota {
            account: s.bia.id,
            per_hour: REPORT_MAILS_PER_HOUR
        })
    );
    assert_eq!(mails[1].1, None);
    let audit = s.trees.audit.lock().unwrap();
    let actions: Vec<_> = audit.iter().map(|a| (a.action, a.actor)).collect();
    assert_eq!(
        actions,
        [("family_tree_report_mail", s.bia.id), ("family_tree_report_mail", s.admin.id)]
    );
}

mod import;
