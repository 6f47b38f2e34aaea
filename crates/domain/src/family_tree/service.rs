use std::sync::Arc;

use serde_json::json;

use super::gedcom::to_gedcom;
use super::gedcom_read::read_gedcom;
use super::import::{merge, ImportPreview, Merged};
use super::model::{
    FamilyTree, FinishForm, Person, Relationship, SavedTree, TreeForm, TreeRead, TreeStatus,
};
use super::ports::FamilyTreeRepository;
use super::report::{tree_report, TreeReport};
use super::rules::check_tree;
use crate::audit::AuditEntry;
use crate::clock::Clock;
use crate::notifications::{MailQuota, Notification};
use crate::requests::{FamilyTreeForm, PendingRequest, RequestForm, RequestService};
use crate::users::{User, UserId, UserRepository};
use crate::{Actor, DomainError, FieldErrors};

pub mod messages {
    pub const NOT_FOUND: &str = "Árvore genealógica não encontrada.";
    pub const CLIENT_NOT_FOUND: &str = "Cliente não encontrado.";
    pub const IMPORT_REFUSED: &str =
        "A importação não foi aplicada, pois a árvore resultante não passa nas regras:";
    pub const SAVE_BEFORE_MAIL: &str = "Salve a árvore antes de pedir o relatório por e-mail.";
    pub const SELF_NAME_NEEDED: &str =
        "Informe o seu nome (parentesco 'Eu') antes de finalizar a árvore.";
}

/// How many mails an account may have queued in the last hour for its own report mail to go.
pub const REPORT_MAILS_PER_HOUR: i64 = 10;

#[derive(Clone, derive_new::new)]
pub struct FamilyTreeService {
    trees: Arc<dyn FamilyTreeRepository>,
    users: Arc<dyn UserRepository>,
    clock: Arc<dyn Clock>,
    /// A finished tree is sent to the staff as a request.
    requests: RequestService,
}

impl FamilyTreeService {
    /// The client's tree (staff: `user_id`'s), or the seven preset relatives before the first
    /// save.
    pub fn read(&self, actor: &Actor, user_id: Option<i64>) -> Result<FamilyTree, DomainError> {
        let owner = self.owner_for(actor, user_id)?;
        self.tree_of(owner.id)
    }

    /// What `read` answers, as the JSON the last save kept when there is one: the API's read.
    pub fn read_for_sending(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
    ) -> Result<TreeRead, DomainError> {
        // The caller's own kept tree needs no look at the account: deleting one deletes its tree.
        // Without it, `read` answers, the account checked as always.
        let named = user_id.map(|_| self.owner_for(actor, user_id)).transpose()?;
        let owner = named.as_ref().map_or(actor.user_id, |user| user.id);
        Ok(match self.trees.find_json(owner)? {
            Some(json) => TreeRead::Stored(json),
            None if named.is_some() => TreeRead::Built(self.tree_of(owner)?),
            None => TreeRead::Built(self.read(actor, None)?),
        })
    }

    fn tree_of(&self, owner: UserId) -> Result<FamilyTree, DomainError> {
        Ok(self.trees.find(owner)?.unwrap_or_else(|| FamilyTree {
            owner,
            status: TreeStatus::New,
            persons: Person::preset(),
            updated_at: None,
            finished_at: None,
        }))
    }

    /// The tree (as `read` answers it) as a GEDCOM 7.0 file.
    pub fn export(&self, actor: &Actor, user_id: Option<i64>) -> Result<String, DomainError> {
        Ok(to_gedcom(&self.read(actor, user_id)?.persons))
    }

    /// The tree (as `read` answers it) as the report's blocks, the line to the emigrant first,
    /// with the names of the owner's vault documents at the end.
    pub fn report(&self, actor: &Actor, user_id: Option<i64>) -> Result<TreeReport, DomainError> {
        let owner = self.owner_for(actor, user_id)?;
        let tree = self.read(actor, user_id)?;
        let documents: Vec<String> =
            self.requests.vault_documents(owner.id)?.into_iter().map(|(_, name)| name).collect();
        let today = self.clock.today();
        Ok(tree_report(owner.display_name(), &tree.persons, &documents, today))
    }

    /// Mails the tree's owner a link to the tree page, where the PDF report downloads; audited.
    /// A client's own asks count against [`REPORT_MAILS_PER_HOUR`] (beyond it the mail is left
    /// out, as every mail cap does). Answers the address written to.
    pub fn mail_report(&self, actor: &Actor, user_id: Option<i64>) -> Result<String, DomainError> {
        let owner = self.owner_for(actor, user_id)?;
        if self.trees.find(owner.id)?.is_none() {
            return Err(DomainError::Invalid(messages::SAVE_BEFORE_MAIL.into()));
        }
        let mail = Notification::FamilyTreeReport {
            to: owner.email.clone(),
            name: owner.display_name().to_owned(),
            tree_url: self.requests.url("/family-tree"),
        };
        let audit = AuditEntry {
            actor: actor.user_id,
            action: "family_tree_report_mail",
            entity: "family_tree",
            entity_id: owner.id.0.to_string(),
            before: None,
            after: Some(json!({"to": owner.email})),
        };
        let quota = (owner.id == actor.user_id)
            .then_some(MailQuota { account: owner.id, per_hour: REPORT_MAILS_PER_HOUR });
        self.trees.queue_mail(&mail, quota, &audit)?;
        Ok(owner.email)
    }

    /// Checks and stores the whole tree as a draft, replacing what was stored.
    pub fn save_draft(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        form: &TreeForm,
    ) -> Result<FamilyTree, DomainError> {
        let (owner, persons) = self.checked(actor, user_id, form)?;
        self.store(actor, &owner, TreeStatus::Draft, persons, None)
    }

    /// Checks and stores the tree as finished and, in the same transaction, sends it to the
    /// staff as a request of kind `family-tree` (with every document of the client's vault when
    /// `include_documents`), whose mails tell staff and confirm to the client.
    pub fn finish(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        form: &FinishForm,
    ) -> Result<FamilyTree, DomainError> {
        let tree = TreeForm { persons: form.persons.clone() };
        let (owner, persons) = self.checked(actor, user_id, &tree)?;
        let own = persons.iter().position(|p| p.relationship == Relationship::Own);
        if let Some(i) = own.filter(|&i| persons[i].name.is_empty()) {
            return Err(DomainError::Validation(FieldErrors::single(
                &format!("persons.{i}.name"),
                messages::SELF_NAME_NEEDED,
            )));
        }
        let request = RequestForm::FamilyTree(FamilyTreeForm {
            people: u32::try_from(persons.len()).unwrap_or(u32::MAX),
            notes: form.notes.clone(),
        });
        let documents = if form.include_documents {
            self.requests.vault_documents(owner.id)?
        } else {
            Vec::new()
        };
        let pending = self.requests.pending(actor, &owner, &request, documents, None)?;
        self.store(actor, &owner, TreeStatus::Finished, persons, Some(&pending)).map_err(|error| {
            match error {
                DomainError::Repository(error) => self.requests.refusal(error),
                other => other,
            }
        })
    }

    /// What importing `bytes` (a GEDCOM file) would do to the tree; nothing is stored.
    pub fn preview_import(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        bytes: &[u8],
    ) -> Result<ImportPreview, DomainError> {
        let (_, file, merged, refusals) = self.imported(actor, user_id, bytes)?;
        Ok(ImportPreview {
            version: file.version,
            encoding: file.encoding.to_owned(),
            added: merged.added,
            replaced: merged.replaced,
            kept: merged.kept,
            problems: file.problems,
            refusals,
        })
    }

    /// Imports `bytes` as the preview showed it, stored as a draft in one transaction; refused
    /// whole when the resulting tree breaks a rule.
    pub fn apply_import(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        bytes: &[u8],
    ) -> Result<FamilyTree, DomainError> {
        let (owner, _, merged, refusals) = self.imported(actor, user_id, bytes)?;
        if !refusals.is_empty() {
            let reasons = refusals.join(" ");
            return Err(DomainError::Invalid(format!("{} {reasons}", messages::IMPORT_REFUSED)));
        }
        let persons = check_tree(&merged.form, self.clock.today())?;
        self.store(actor, &owner, TreeStatus::Draft, persons, None)
    }

    /// The owner, the file as read, the merged tree and the rules it breaks, in words.
    fn imported(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        bytes: &[u8],
    ) -> Result<(User, super::gedcom_read::GedcomFile, Merged, Vec<String>), DomainError> {
        let tree = self.read(actor, user_id)?;
        let owner = self.owner_for(actor, user_id)?;
        let today = self.clock.today();
        let file = read_gedcom(bytes, today)?;
        let merged = merge(&tree.persons, &file);
        let refusals = match check_tree(&merged.form, today) {
            Ok(_) => Vec::new(),
            Err(DomainError::Validation(errors)) => errors
                .iter()
                .map(|(field, message)| {
                    let who =
                        field
                            .strip_prefix("persons.")
                            .and_then(|rest| rest.split('.').next())
                            .and_then(|i| i.parse::<usize>().ok())
                            .and_then(|i| merged.form.persons.get(i))
                            .map(|p| {
                                if p.name.trim().is_empty() {
                                    p.key.clone()
                                } else {
                                    p.name.clone()
                                }
                            });
                    match who {
                        Some(who) => format!("{who}: {message}"),
                        None => message.to_owned(),
                    }
                })
                .collect(),
            Err(other) => return Err(other),
        };
        Ok((owner, file, merged, refusals))
    }

    /// Whose tree, and the tree as it will be stored.
    fn checked(
        &self,
        actor: &Actor,
        user_id: Option<i64>,
        form: &TreeForm,
    ) -> Result<(User, Vec<Person>), DomainError> {
        let owner = self.owner_for(actor, user_id)?;
        let persons = check_tree(form, self.clock.today())?;
        Ok((owner, persons))
    }

    fn store(
        &self,
        actor: &Actor,
        owner: &User,
        status: TreeStatus,
        persons: Vec<Person>,
        request: Option<&PendingRequest>,
    ) -> Result<FamilyTree, DomainError> {
        let audit = (actor.is_admin() && owner.id != actor.user_id).then(|| AuditEntry {
            actor: actor.user_id,
            action: "family_tree_save",
            entity: "family_tree",
            entity_id: owner.id.0.to_string(),
            before: None,
            after: Some(json!({"status": status.as_str(), "persons": persons.len()})),
        });
        let tree = SavedTree { owner: owner.id, status, persons, saved_by: actor.user_id };
        Ok(self.trees.save(&tree, audit.as_ref(), request)?)
    }

    /// Whose tree a call is about: the caller's own; staff may name any client. A client naming
    /// someone else is told there is no such tree.
    fn owner_for(&self, actor: &Actor, requested: Option<i64>) -> Result<User, DomainError> {
        let id = match requested {
            Some(id) if id != actor.user_id.0 && !actor.is_admin() => {
                return Err(DomainError::NotFound(messages::NOT_FOUND.into()))
            }
            Some(id) => UserId(id),
            None => actor.user_id,
        };
        self.users
            .find_by_id(id)?
            .ok_or_else(|| DomainError::NotFound(messages::CLIENT_NOT_FOUND.into()))
    }
}
