use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::dates::PartialDate;
use crate::users::UserId;

/// How a person relates to the client, the
/// great-grandparents included; anyone else is `other`, placed by their parent links.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum Relationship {
    #[serde(rename = "self")]
    #[strum(serialize = "self")]
    Own,
    Father,
    Mother,
    GrandfatherPaternal,
    GrandmotherPaternal,
    GrandfatherMaternal,
    GrandmotherMaternal,
    GreatGrandfatherPaternal,
    GreatGrandmotherPaternal,
    GreatGrandfatherMaternal,
    GreatGrandmotherMaternal,
    #[default]
    Other,
}

impl Relationship {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(text: &str) -> Option<Self> {
        text.parse().ok()
    }
}

/// Where the tree stands: never saved, saved as a draft, or finished and sent to staff.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[derive(strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "camelCase")]
pub enum TreeStatus {
    New,
    Draft,
    Finished,
}

impl TreeStatus {
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    pub fn parse(text: &str) -> Option<Self> {
        text.parse().ok()
    }
}

/// One person as the editor sends it. `key` names the person within the tree (the editor
/// chooses it) so that parent links can point at people not yet stored.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct PersonForm {
    #[cfg_attr(feature = "openapi", schema(example = "p1"))]
    pub key: String,
    pub name: String,
    pub relationship: Relationship,
    /// `AAAA`, `AAAA-MM`, `AAAA-MM-DD`, `MM/AAAA` or `DD/MM/AAAA`.
    pub birth_date: Option<String>,
    pub birth_place: Option<String>,
    pub death_date: Option<String>,
    pub death_place: Option<String>,
    pub document_number: Option<String>,
    pub notes: Option<String>,
    /// The Italian emigrant ('ascendente italiano').
    pub italian_ancestor: bool,
    /// The key of the person's father in this tree.
    pub father_key: Option<String>,
    pub mother_key: Option<String>,
}

/// The whole tree as the editor sends it: `PUT /api/family-tree`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct TreeForm {
    pub persons: Vec<PersonForm>,
}

/// A tree sent to the staff: `POST /api/family-tree/finish`. It is saved as finished and
/// becomes a service request of kind `family-tree` in the staff inbox.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FinishForm {
    #[serde(default)]
    pub persons: Vec<PersonForm>,
    /// What the client wants the staff to know.
    #[serde(default)]
    pub notes: String,
    /// 'Incluir documentos existentes': every document of the client's vault is attached to the
    /// request. On unless sent as `false`.
    #[serde(default = "included")]
    #[cfg_attr(feature = "openapi", schema(default = true))]
    pub include_documents: bool,
}

fn included() -> bool {
    true
}

/// One person, checked. Texts are trimmed and otherwise kept exactly as typed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Person {
    pub key: String,
    pub name: String,
    pub relationship: Relationship,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, required = true))]
    pub birth_date: Option<PartialDate>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub birth_place: Option<String>,
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, required = true))]
    pub death_date: Option<PartialDate>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub death_place: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub document_number: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub notes: Option<String>,
    pub italian_ancestor: bool,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub father_key: Option<String>,
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub mother_key: Option<String>,
}

impl Person {
    /// Someone with only a relationship and links, as the preset relatives start.
    pub fn blank(key: &str, relationship: Relationship) -> Self {
        Self {
            key: key.to_owned(),
            name: String::new(),
            relationship,
            birth_date: None,
            birth_place: None,
            death_date: None,
            death_place: None,
            document_number: None,
            notes: None,
            italian_ancestor: false,
            father_key: None,
            mother_key: None,
        }
    }

    fn with_parents(mut self, father: &str, mother: &str) -> Self {
        self.father_key = Some(father.to_owned());
        self.mother_key = Some(mother.to_owned());
        self
    }

    /// The spec's seven preset relatives, linked: the client, their parents and the four
    /// grandparents.
    pub fn preset() -> Vec<Person> {
        use Relationship::*;
        vec![
            Person::blank("self", Own).with_parents("father", "mother"),
            Person::blank("father", Father)
                .with_parents("grandfather-paternal", "grandmother-paternal"),
            Person::blank("mother", Mother)
                .with_parents("grandfather-maternal", "grandmother-maternal"),
            Person::blank("grandfather-paternal", GrandfatherPaternal),
            Person::blank("grandmother-paternal", GrandmotherPaternal),
            Person::blank("grandfather-maternal", GrandfatherMaternal),
            Person::blank("grandmother-maternal", GrandmotherMaternal),
        ]
    }
}

impl From<&Person> for PersonForm {
    /// The person as the editor would send it again.
    fn from(p: &Person) -> Self {
        Self {
            key: p.key.clone(),
            name: p.name.clone(),
            relationship: p.relationship,
            birth_date: p.birth_date.map(|d| d.to_string()),
            birth_place: p.birth_place.clone(),
            death_date: p.death_date.map(|d| d.to_string()),
            death_place: p.death_place.clone(),
            document_number: p.document_number.clone(),
            notes: p.notes.clone(),
            italian_ancestor: p.italian_ancestor,
            father_key: p.father_key.clone(),
            mother_key: p.mother_key.clone(),
        }
    }
}

// Its JSON is the API's answer, and what each save keeps ready for the next read (`TreeJson`).
/// A client's tree as stored (or, before the first save, the preset relatives).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = FamilyTreeView))]
#[serde(rename_all = "camelCase")]
pub struct FamilyTree {
    #[serde(rename = "ownerId")]
    #[cfg_attr(feature = "openapi", schema(value_type = i64))]
    pub owner: UserId,
    /// `new` until the first save.
    pub status: TreeStatus,
    #[cfg_attr(feature = "openapi", schema(required = true, value_type = Option<String>, format = DateTime))]
    #[serde(serialize_with = "crate::json_text::optional_instant")]
    pub updated_at: Option<DateTime<Utc>>,
    #[cfg_attr(feature = "openapi", schema(required = true, value_type = Option<String>, format = DateTime))]
    #[serde(serialize_with = "crate::json_text::optional_instant")]
    pub finished_at: Option<DateTime<Utc>>,
    /// In the order the editor saved them.
    pub persons: Vec<Person>,
}

/// A stored tree's JSON (as [`FamilyTree`] serializes), gzip-compressed when its last save wrote
/// it: a read hands it on as it is, with no person read one by one nor encoded again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeJson {
    pub gzip: Vec<u8>,
}

/// What a read of a tree answers: the JSON its last save kept, or the tree itself (the preset
/// relatives before the first save, or a tree whose kept JSON is missing or no longer holds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeRead {
    Stored(TreeJson),
    Built(FamilyTree),
}

/// What a save writes: the whole tree, replacing the stored one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedTree {
    pub owner: UserId,
    pub status: TreeStatus,
    pub persons: Vec<Person>,
    pub saved_by: UserId,
}
