//! What an imported file does to the stored tree: each person of the file either replaces the
//! tree's person it matches (same relationship to the client, or else the same name) or is added;
//! the tree's other persons stay. The result passes the same checks as a save, whole, before
//! anything is stored.

use std::collections::HashSet;

use serde::Serialize;

use super::gedcom_read::{GedcomFile, ImportLine};
use super::model::{Person, PersonForm, Relationship, TreeForm};

/// One person of the file and what importing does with them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ImportedPerson {
    /// The key the person has in the tree after the import.
    pub key: String,
    pub name: String,
    /// For a replaced person, the name they had in the tree (may be empty).
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub replaces: Option<String>,
}

/// What importing a file would do, shown before it is applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ImportPreview {
    /// The GEDCOM version the header gives (`5.5.1`, `7.0`).
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub version: Option<String>,
    /// `UTF-8`, `UTF-16`, `ANSEL` or `ANSI`.
    pub encoding: String,
    pub added: Vec<ImportedPerson>,
    pub replaced: Vec<ImportedPerson>,
    /// Persons of the tree the file does not touch.
    pub kept: usize,
    /// Lines skipped or changed, by line number.
    pub problems: Vec<ImportLine>,
    /// Why the import cannot be applied (the tree's rules, person by person); empty when it can.
    pub refusals: Vec<String>,
}

/// The tree after the import (as a save would send it), and who was added or replaced.
pub(super) struct Merged {
    pub form: TreeForm,
    pub added: Vec<ImportedPerson>,
    pub replaced: Vec<ImportedPerson>,
    pub kept: usize,
}

fn same_name(a: &str, b: &str) -> bool {
    let a = a.trim();
    !a.is_empty() && a.to_lowercase() == b.trim().to_lowercase()
}

/// Merges the file's persons into the tree's.
pub(super) fn merge(tree: &[Person], file: &GedcomFile) -> Merged {
    let mut result: Vec<PersonForm> = tree.iter().map(PersonForm::from).collect();
    let mut matched = vec![false; result.len()];
    let mut keys: HashSet<String> = result.iter().map(|p| p.key.clone()).collect();
    let mut seen = HashSet::new();
    // For each person of the file, their index in `result`.
    let mut places = Vec::with_capacity(file.persons.len());
    let (mut added, mut replaced) = (Vec::new(), Vec::new());
    for person in &file.persons {
        let mut relationship = person.relationship;
        if relationship != Relationship::Other && !seen.insert(relationship) {
            relationship = Relationship::Other;
        }
        let found = (0..tree.len()).find(|&i| {
            !matched[i]
                && if relationship == Relationship::Other {
                    same_name(&person.name, &tree[i].name)
                } else {
                    tree[i].relationship == relationship
                }
        });
        let mut incoming = PersonForm::from(person);
        incoming.father_key = None;
        incoming.mother_key = None;
        match found {
            Some(i) => {
                matched[i] = true;
                let previous = &result[i];
                incoming.key = previous.key.clone();
                incoming.father_key = previous.father_key.clone();
                incoming.mother_key = previous.mother_key.clone();
                if relationship == Relationship::Other {
                    incoming.relationship = previous.relationship;
                }
                replaced.push(ImportedPerson {
                    key: incoming.key.clone(),
                    name: incoming.name.clone(),
                    replaces: Some(previous.name.clone()),
                });
                result[i] = incoming;
                places.push(i);
            }
            None => {
                incoming.relationship = relationship;
                incoming.key = unique(&person.key, &mut keys);
                added.push(ImportedPerson {
                    key: incoming.key.clone(),
                    name: incoming.name.clone(),
                    replaces: None,
                });
                places.push(result.len());
                result.push(incoming);
            }
        }
    }
    // The file's parent links, by the keys its persons now have.
    let index_of = |key: &str| file.persons.iter().position(|p| p.key == key);
    for (person, &place) in file.persons.iter().zip(&places) {
        if let Some(father) = person.father_key.as_deref().and_then(index_of) {
            result[place].father_key = Some(result[places[father]].key.clone());
        }
        if let Some(mother) = person.mother_key.as_deref().and_then(index_of) {
            result[place].mother_key = Some(result[places[mother]].key.clone());
        }
    }
    let kept = matched.iter().filter(|m| !**m).count();
    Merged { form: TreeForm { persons: result }, added, replaced, kept }
}

/// `key`, or `key-2`, `key-3`… when the tree already has it.
fn unique(key: &str, keys: &mut HashSet<String>) -> String {
    let mut candidate = key.to_owned();
    let mut n = 2;
    while keys.contains(&candidate) {
        candidate = format!("{key}-{n}");
        n += 1;
    }
    keys.insert(candidate.clone());
    candidate
}
