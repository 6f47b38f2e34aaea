//! The checks a tree passes before it is stored.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::dates::PartialDate;
use super::model::{Person, PersonForm, Relationship, TreeForm};
use crate::{DomainError, FieldErrors};

/// The most persons one tree holds.
pub const MAX_PERSONS: usize = 2000;
const MAX_KEY: usize = 64;
const MAX_NAME: usize = 200;
const MAX_PLACE: usize = 200;
const MAX_DOCUMENT: usize = 100;
const MAX_NOTES: usize = 4000;

pub mod texts {
    pub const TOO_MANY: &str = "A árvore pode ter no máximo 2000 pessoas.";
    pub const KEY_MISSING: &str = "Cada pessoa precisa de um identificador.";
    pub const KEY_REPEATED: &str = "Este identificador já está em uso por outra pessoa da árvore.";
    pub const ONE_SELF: &str = "A árvore deve ter exatamente uma pessoa com o parentesco 'Eu'.";
    pub const PARENT_UNKNOWN: &str = "Este parente não está na árvore.";
    pub const OWN_PARENT: &str = "Uma pessoa não pode ser pai ou mãe de si mesma.";
    pub const SAME_PARENTS: &str = "Pai e mãe devem ser pessoas diferentes.";
    pub const DEATH_BEFORE_BIRTH: &str =
        "A data de falecimento deve ser posterior à de nascimento.";
    pub const FUTURE: &str = "A data não pode estar no futuro.";

    pub fn too_long(max: usize) -> String {
        format!("Use no máximo {max} caracteres.")
    }

    pub fn own_ancestor(name: &str) -> String {
        format!("{name} não pode ser ancestral de si mesmo(a): os vínculos de pai e mãe formam um ciclo.")
    }

    pub fn born_before_parent(parent: &str) -> String {
        format!("O nascimento deve ser posterior ao de {parent}, que é pai ou mãe desta pessoa.")
    }
}

fn field(index: usize, name: &str) -> String {
    format!("persons.{index}.{name}")
}

/// An optional text, trimmed; empty is none. Accents and case are kept as typed.
fn text(
    errors: &mut FieldErrors,
    index: usize,
    name: &str,
    value: Option<&str>,
    max: usize,
) -> Option<String> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    if value.chars().count() > max {
        errors.add(&field(index, name), texts::too_long(max));
    }
    Some(value.to_owned())
}

fn date(
    errors: &mut FieldErrors,
    index: usize,
    name: &str,
    value: Option<&str>,
    today: NaiveDate,
) -> Option<PartialDate> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    let parsed = errors.check(&field(index, name), PartialDate::parse(value))?;
    if !parsed.may_be_by(today) {
        errors.add(&field(index, name), texts::FUTURE);
    }
    Some(parsed)
}

fn person(errors: &mut FieldErrors, index: usize, form: &PersonForm, today: NaiveDate) -> Person {
    let key = form.key.trim().to_owned();
    if key.is_empty() {
        errors.add(&field(index, "key"), texts::KEY_MISSING);
    } else if key.chars().count() > MAX_KEY {
        errors.add(&field(index, "key"), texts::too_long(MAX_KEY));
    }
    let name = text(errors, index, "name", Some(&form.name), MAX_NAME).unwrap_or_default();
    let birth_date = date(errors, index, "birthDate", form.birth_date.as_deref(), today);
    let death_date = date(errors, index, "deathDate", form.death_date.as_deref(), today);
    if let (Some(birth), Some(death)) = (birth_date, death_date) {
        if death.surely_before(&birth) {
            errors.add(&field(index, "deathDate"), texts::DEATH_BEFORE_BIRTH);
        }
    }
    let link = |value: &Option<String>| {
        value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned)
    };
    Person {
        key,
        name,
        relationship: form.relationship,
        birth_date,
        birth_place: text(errors, index, "birthPlace", form.birth_place.as_deref(), MAX_PLACE),
        death_date,
        death_place: text(errors, index, "deathPlace", form.death_place.as_deref(), MAX_PLACE),
        document_number: text(
            errors,
            index,
            "documentNumber",
            form.document_number.as_deref(),
            MAX_DOCUMENT,
        ),
        notes: text(errors, index, "notes", form.notes.as_deref(), MAX_NOTES),
        italian_ancestor: form.italian_ancestor,
        father_key: link(&form.father_key),
        mother_key: link(&form.mother_key),
    }
}

/// The tree as it will be stored, or every field that is wrong.
pub fn check_tree(form: &TreeForm, today: NaiveDate) -> Result<Vec<Person>, DomainError> {
    if form.persons.len() > MAX_PERSONS {
        return Err(DomainError::Invalid(texts::TOO_MANY.into()));
    }
    let mut errors = FieldErrors::new();
    let persons: Vec<Person> =
        form.persons.iter().enumerate().map(|(i, p)| person(&mut errors, i, p, today)).collect();
    let mut index: HashMap<&str, usize> = HashMap::with_capacity(persons.len());
    for (i, p) in persons.iter().enumerate() {
        if !p.key.is_empty() && index.insert(p.key.as_str(), i).is_some() {
            errors.add(&field(i, "key"), texts::KEY_REPEATED);
        }
    }
    if persons.iter().filter(|p| p.relationship == Relationship::Own).count() != 1 {
        errors.add("persons", texts::ONE_SELF);
    }
    check_links(&persons, &index, &mut errors);
    check_ancestry(&persons, &index, &mut errors);
    errors.into_result().map(|()| persons)
}

/// Parents exist, differ from the person and from each other, and were born first.
fn check_links(persons: &[Person], index: &HashMap<&str, usize>, errors: &mut FieldErrors) {
    for (i, p) in persons.iter().enumerate() {
        for (name, link) in [("fatherKey", &p.father_key), ("motherKey", &p.mother_key)] {
            let Some(link) = link else { continue };
            match index.get(link.as_str()) {
                None => errors.add(&field(i, name), texts::PARENT_UNKNOWN),
                Some(&parent) if parent == i => errors.add(&field(i, name), texts::OWN_PARENT),
                Some(&parent) => {
                    let parent = &persons[parent];
                    if let (Some(theirs), Some(mine)) = (parent.birth_date, p.birth_date) {
                        if !theirs.may_be_before(&mine) {
                            errors.add(
                                &field(i, "birthDate"),
                                texts::born_before_parent(&shown(parent)),
                            );
                        }
                    }
                }
            }
        }
        if p.father_key.is_some() && p.father_key == p.mother_key {
            errors.add(&field(i, "motherKey"), texts::SAME_PARENTS);
        }
    }
}

fn shown(person: &Person) -> String {
    if person.name.is_empty() {
        format!("'{}'", person.key)
    } else {
        person.name.clone()
    }
}

/// No one is their own ancestor: a depth-first walk up the parent links finds any cycle.
fn check_ancestry(persons: &[Person], index: &HashMap<&str, usize>, errors: &mut FieldErrors) {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Unseen,
        Walking,
        Done,
    }
    let parents = |i: usize| {
        let p = &persons[i];
        [&p.father_key, &p.mother_key]
            .into_iter()
            .flatten()
            .filter_map(|key| index.get(key.as_str()).copied())
            .collect::<Vec<_>>()
    };
    let mut marks = vec![Mark::Unseen; persons.len()];
    for start in 0..persons.len() {
        if marks[start] != Mark::Unseen {
            continue;
        }
        // An explicit stack: a 2000-generation line must not overflow the thread's stack.
        let mut stack = vec![(start, parents(start), 0usize)];
        marks[start] = Mark::Walking;
        while let Some((node, ups, next)) = stack.last_mut() {
            let node = *node;
            if let Some(&up) = ups.get(*next) {
                *next += 1;
                match marks[up] {
                    Mark::Walking => {
                        let name = if persons[node].father_key.as_deref()
                            == Some(persons[up].key.as_str())
                        {
                            "fatherKey"
                        } else {
                            "motherKey"
                        };
                        errors.add(&field(node, name), texts::own_ancestor(&shown(&persons[up])));
                        return;
                    }
                    Mark::Unseen => {
                        marks[up] = Mark::Walking;
                        stack.push((up, parents(up), 0));
                    }
                    Mark::Done => {}
                }
            } else {
                marks[node] = Mark::Done;
                stack.pop();
            }
        }
    }
}
