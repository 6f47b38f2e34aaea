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
    /// The JSON kept of a tree, as a test sets it (the adapter writes it at each save).
    kept_json: Mutex<Vec<(UserId, TreeJson)>>,
}

impl FamilyTreeRepository for InMemoryTrees {
    fn find(&self, owner: UserId) -> Result<Option<FamilyTree>, RepositoryError> {
        Ok(self.trees.lock().unwrap().iter().find(|t| t.owner == owner).cloned())
    }

    fn find_json(&self, owner: UserId) -> Result<Option<TreeJson>, RepositoryError> {
        let kept = self.kept_json.lock().unwrap();
        Ok(kept.iter().find(|(kept_for, _)| *kept_for == owner).map(|(_, json)| json.clone()))
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
    clock: Arc<FixedClock>,
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
        Arc::new(crate::catalog::testing::InMemoryCatalog::default()),
        clock.clone(),
        RequestRules {
            staff_email: Some("equipe@exemplo.com".into()),
            portal_url: "https://portal.exemplo.com/".into(),
            max_open_per_kind: 2,
            max_per_hour: 5,
        },
    );
    let service = FamilyTreeService::new(trees.clone(), users, clock.clone(), requests);
    Setup { service, trees, documents, admin, ana, bia, clock }
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
fn a_read_for_sending_hands_on_the_kept_json_and_builds_the_tree_without_it() {
    let s = setup();
    let built = s.service.read_for_sending(&actor(&s.ana), None).unwrap();
    assert_eq!(built, TreeRead::Built(s.service.read(&actor(&s.ana), None).unwrap()));

    let kept = TreeJson { gzip: vec![31, 139, 8] };
    s.trees.kept_json.lock().unwrap().push((s.ana.id, kept.clone()));
    let own = s.service.read_for_sending(&actor(&s.ana), None).unwrap();
    assert_eq!(own, TreeRead::Stored(kept.clone()));
    let by_staff = s.service.read_for_sending(&actor(&s.admin), Some(s.ana.id.0)).unwrap();
    assert_eq!(by_staff, TreeRead::Stored(kept));
}

#[test]
fn a_read_for_sending_keeps_the_access_rules() {
    let s = setup();
    s.trees.kept_json.lock().unwrap().push((s.ana.id, TreeJson { gzip: vec![1] }));
    assert!(matches!(
        s.service.read_for_sending(&actor(&s.bia), Some(s.ana.id.0)),
        Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND
    ));
    assert!(matches!(
        s.service.read_for_sending(&actor(&s.admin), Some(999)),
        Err(DomainError::NotFound(m)) if m == messages::CLIENT_NOT_FOUND
    ));
    let gone = User { id: UserId(999), ..s.bia.clone() };
    assert!(matches!(
        s.service.read_for_sending(&actor(&gone), None),
        Err(DomainError::NotFound(m)) if m == messages::CLIENT_NOT_FOUND
    ));
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
    assert_eq!(errors.get("persons.0.birthDate"), Some(super::dates::NO_SUCH_DATE));
}

#[test]
fn today_is_brasilia_s_day_not_utc_s() {
    let s = setup();
    // 2026-11-26 22:00 in Brasília is already the 27th in UTC.
    s.clock.advance(chrono::Duration::hours(13));
    let mut form = three_generations();
    form.persons[0].birth_date = Some("27/11/2026".into());
    let errors = validation_errors(s.service.save_draft(&actor(&s.ana), None, &form));
    assert_eq!(errors.get("persons.0.birthDate"), Some(rules_texts::FUTURE));
    form.persons[0].birth_date = Some("26/11/2026".into());
    assert!(s.service.save_draft(&actor(&s.ana), None, &form).is_ok());
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

fn add_document(s: &Setup, owner: &User, name: &str) {
    stored_pdf(&s.documents, owner.id, name);
}

mod finish;
mod import;
mod report;
