//! GEDCOM import: the public torture-test files, encodings, unreadable lines, dates, the merge
//! into the stored tree, and export then import giving the same tree.

use chrono::NaiveDate;
use proptest::prelude::*;

use super::{actor, setup, three_generations};
use crate::family_tree::*;
use crate::DomainError;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
}

fn sample(name: &str) -> Vec<u8> {
    let path = format!("{}/../../testdata/gedcom/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn named<'a>(file: &'a GedcomFile, name: &str) -> &'a Person {
    file.persons.iter().find(|p| p.name == name).unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn the_torture_test_files_read_in_ansel_with_their_people_links_and_accents() {
    for name in ["TGC551.ged", "TGC551LF.ged", "TGC55C.ged", "TGC55CLF.ged"] {
        let file = read_gedcom(&sample(name), today()).unwrap();
        assert_eq!(file.encoding, "ANSEL", "{name}");
        assert_eq!(file.version.as_deref(), Some("5.5"), "{name}");
        assert!(file.persons.len() >= 15, "{name}: {}", file.persons.len());
        let charlie = named(&file, "Charlie Accented ANSEL");
        assert_eq!(charlie.birth_date, PartialDate::parse("1900-06-15").ok());
        let notes = charlie.notes.as_deref().unwrap_or_default();
        assert!(notes.contains("áb") || notes.contains('á'), "{name}: {notes}");
        let chris = named(&file, "Chris Locked Torture");
        let father = chris.father_key.as_deref().expect("Chris has a father");
        let father = file.persons.iter().find(|p| p.key == father).unwrap();
        assert_eq!(father.name, "Joseph Tag Torture", "{name}");
        assert_eq!(chris.birth_place.as_deref(), Some("Las Vegas, Nevada USA"));
        if name == "TGC55C.ged" {
            // 'Bora-Bora, , , ,' loses its empty jurisdictions.
            let patricia = named(&file, "Patricia PARKIN");
            assert_eq!(patricia.birth_place.as_deref(), Some("Bora-Bora"));
        }
        // 'BET MAY 1979 AND AUG 1979' keeps its first month and the text in the notes.
        let elizabeth = named(&file, "Elizabeth Second Smith");
        assert_eq!(elizabeth.birth_date, PartialDate::parse("1979-05").ok());
        assert!(elizabeth.notes.as_deref().unwrap().contains("BET MAY 1979 AND AUG 1979"));
        assert!(file.problems.iter().any(|p| p.message == import_texts::APPROXIMATE_DATE));
    }
}

#[test]
fn line_endings_do_not_change_what_is_read() {
    let cr = read_gedcom(&sample("TGC551.ged"), today()).unwrap();
    let lf = read_gedcom(&sample("TGC551LF.ged"), today()).unwrap();
    assert_eq!(cr.persons, lf.persons);
}

fn small_tree() -> Vec<Person> {
    let mut father = Person::blank("father", Relationship::Father);
    father.name = "Niccolò Làzzaro".into();
    father.birth_place = Some("Gênova, Itália".into());
    father.italian_ancestor = true;
    let mut me = Person::blank("self", Relationship::Own);
    me.name = "João da Conceição".into();
    me.father_key = Some("father".into());
    vec![me, father]
}

#[test]
fn utf8_utf16_and_ansi_files_keep_accents() {
    let text = to_gedcom(&small_tree());
    let mut le = vec![0xFF, 0xFE];
    let mut be = vec![0xFE, 0xFF];
    for unit in text.encode_utf16() {
        le.extend(unit.to_le_bytes());
        be.extend(unit.to_be_bytes());
    }
    let mut bom8 = vec![0xEF, 0xBB, 0xBF];
    bom8.extend(text.as_bytes());
    let declared = text.replace("7.0", "5.5.1\n1 CHAR ANSI");
    let (ansi, _, _) = encoding_rs::WINDOWS_1252.encode(&declared);
    for (bytes, encoding) in [
        (text.as_bytes().to_vec(), "UTF-8"),
        (bom8, "UTF-8"),
        (le, "UTF-16"),
        (be, "UTF-16"),
        (ansi.into_owned(), "ANSI"),
    ] {
        let file = read_gedcom(&bytes, today()).unwrap();
        assert_eq!(file.encoding, encoding);
        assert_eq!(file.persons[0].name, "João da Conceição");
        assert_eq!(file.persons[1].name, "Niccolò Làzzaro");
        assert_eq!(file.persons[1].birth_place.as_deref(), Some("Gênova, Itália"));
        assert!(file.persons[1].italian_ancestor);
        assert_eq!(file.persons[0].father_key.as_deref(), Some(file.persons[1].key.as_str()));
    }
}

#[test]
fn files_that_are_not_gedcom_empty_or_too_large_are_refused() {
    let refused = |bytes: &[u8]| read_gedcom(bytes, today()).unwrap_err();
    assert!(
        matches!(refused(b"%PDF-1.7 ..."), DomainError::UnsupportedType(m) if m == import_texts::NOT_GEDCOM)
    );
    assert!(matches!(refused(b"  \n"), DomainError::Invalid(m) if m == import_texts::EMPTY));
    assert!(
        matches!(refused(b"0 HEAD\n0 TRLR\n"), DomainError::Invalid(m) if m == import_texts::NO_PERSONS)
    );
    let mut big = b"0 HEAD\n".to_vec();
    big.resize(MAX_IMPORT_BYTES + 1, b' ');
    assert!(matches!(refused(&big), DomainError::TooLarge(m) if m == "O arquivo passa de 5 MB."));
    assert!(check_import_size(MAX_IMPORT_BYTES).is_ok());
}

#[test]
fn unreadable_lines_are_reported_by_number_and_skipped() {
    let text = "0 HEAD\n1 GEDC\n2 VERS 5.5.1\nthis is not gedcom\n0 @I1@ INDI\n1 NAME Ana /Souza/\n3 DATE 1900\n1 BIRT\n2 DATE ABT 1901\n2 PLAC Porto Alegre, , RS\n1 DEAT\n2 DATE (desconhecida)\n0 @I2@ INDI\n1 NAME Bia\n1 BIRT\n2 DATE 3 JAN 2099\n1 NOTE @N9@\n0 TRLR\n";
    let file = read_gedcom(text.as_bytes(), today()).unwrap();
    let lines: Vec<(usize, &str)> =
        file.problems.iter().map(|p| (p.line, p.message.as_str())).collect();
    assert_eq!(
        lines,
        vec![
            (4, import_texts::UNREADABLE_LINE),
            (7, import_texts::LEVEL_JUMP),
            (9, import_texts::APPROXIMATE_DATE),
            (12, import_texts::UNREADABLE_DATE),
            (16, import_texts::FUTURE_DATE),
            (17, import_texts::UNKNOWN_REFERENCE),
        ]
    );
    assert_eq!(file.problems[0].text, "this is not gedcom");
    let ana = &file.persons[0];
    assert_eq!(ana.name, "Ana Souza");
    assert_eq!(ana.birth_date, PartialDate::parse("1901").ok());
    assert_eq!(ana.birth_place.as_deref(), Some("Porto Alegre, RS"));
    assert_eq!(ana.death_date, None);
    assert!(ana.notes.as_deref().unwrap().contains("(desconhecida)"));
    assert_eq!(file.persons[1].birth_date, None);
}

#[test]
fn gedcom_7_notes_records_and_escapes() {
    let text = "0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Lúcia\n1 SNOTE @N1@\n1 NOTE @@casa\n2 CONT segunda linha\n2 CONC  junta\n0 @N1@ SNOTE Nota compartilhada\n0 TRLR\n";
    let file = read_gedcom(text.as_bytes(), today()).unwrap();
    assert_eq!(file.version.as_deref(), Some("7.0"));
    assert_eq!(
        file.persons[0].notes.as_deref(),
        Some("Nota compartilhada\n\n@casa\nsegunda linha junta")
    );
}

#[test]
fn importing_replaces_matching_people_adds_the_others_and_keeps_the_rest() {
    let s = setup();
    let ana = actor(&s.ana);
    s.service.save_draft(&ana, None, &three_generations()).unwrap();
    let mut sister = Person::blank("x", Relationship::Other);
    sister.name = "Clara Conceição".into();
    sister.father_key = Some("f".into());
    let mut father = Person::blank("f", Relationship::Father);
    father.name = "José Conceição Filho".into();
    father.birth_date = PartialDate::parse("1951").ok();
    let file = to_gedcom(&[father, sister]);
    let preview = s.service.preview_import(&ana, None, file.as_bytes()).unwrap();
    assert_eq!(preview.refusals, Vec::<String>::new());
    assert_eq!(preview.replaced.len(), 1);
    assert_eq!(preview.replaced[0].key, "father");
    assert_eq!(preview.replaced[0].replaces.as_deref(), Some("José Conceição"));
    assert_eq!(preview.added.len(), 1);
    assert_eq!(preview.added[0].name, "Clara Conceição");
    assert_eq!(preview.kept, 2);
    assert_eq!(s.trees.find(s.ana.id).unwrap().unwrap().persons.len(), 3, "preview stores nothing");

    let tree = s.service.apply_import(&ana, None, file.as_bytes()).unwrap();
    assert_eq!(tree.status, TreeStatus::Draft);
    assert_eq!(tree.persons.len(), 4);
    let father = tree.persons.iter().find(|p| p.key == "father").unwrap();
    assert_eq!(father.name, "José Conceição Filho");
    assert_eq!(father.father_key.as_deref(), Some("grandfather"), "links kept");
    let clara = tree.persons.iter().find(|p| p.name == "Clara Conceição").unwrap();
    assert_eq!(clara.father_key.as_deref(), Some("father"));

    // The same file again: Clara now matches by name, nothing is added.
    let again = s.service.preview_import(&ana, None, file.as_bytes()).unwrap();
    assert_eq!((again.added.len(), again.replaced.len()), (0, 2));
}

#[test]
fn an_import_that_breaks_the_rules_is_shown_and_never_applied() {
    let s = setup();
    let ana = actor(&s.ana);
    s.service.save_draft(&ana, None, &three_generations()).unwrap();
    // The father born after the client (1980): the whole import is refused.
    let mut father = Person::blank("f", Relationship::Father);
    father.name = "José".into();
    father.birth_date = PartialDate::parse("1990").ok();
    let file = to_gedcom(&[father]);
    let preview = s.service.preview_import(&ana, None, file.as_bytes()).unwrap();
    assert_eq!(preview.refusals.len(), 1, "{:?}", preview.refusals);
    assert!(preview.refusals[0].starts_with("João Conceição: "), "{:?}", preview.refusals);
    let error = s.service.apply_import(&ana, None, file.as_bytes()).unwrap_err();
    assert!(matches!(error, DomainError::Invalid(m) if m.starts_with(messages::IMPORT_REFUSED)));
    let stored = s.trees.find(s.ana.id).unwrap().unwrap();
    assert_eq!(stored.persons.iter().find(|p| p.key == "father").unwrap().name, "José Conceição");
}

#[test]
fn import_follows_the_trees_access() {
    let s = setup();
    let file = to_gedcom(&small_tree());
    let error = s.service.preview_import(&actor(&s.ana), Some(s.bia.id.0), file.as_bytes());
    assert!(matches!(error, Err(DomainError::NotFound(_))));
    let error = s.service.apply_import(&actor(&s.ana), Some(s.bia.id.0), file.as_bytes());
    assert!(matches!(error, Err(DomainError::NotFound(_))));
    let tree = s.service.apply_import(&actor(&s.admin), Some(s.bia.id.0), file.as_bytes()).unwrap();
    assert_eq!(tree.owner, s.bia.id);
    assert!(tree.persons.iter().any(|p| p.name == "Niccolò Làzzaro" && p.italian_ancestor));
}

/// Words with Portuguese and Italian accents, one space apart (names and places as people type
/// them; places read back with one space after each comma).
fn text_strategy() -> impl Strategy<Value = String> {
    "[A-Za-zÀ-ÿ'.-]{1,8}(,? [A-Za-zÀ-ÿ'.-]{1,8}){0,3}"
}

fn tree_strategy() -> impl Strategy<Value = Vec<Person>> {
    let person = (
        text_strategy(),
        proptest::option::of(text_strategy()),
        proptest::option::of((
            1500i32..2020,
            proptest::option::of((1u32..=12, proptest::option::of(1u32..=28))),
        )),
        proptest::option::of("[@A-Za-zÀ-ÿ0-9 ]{0,10}(\n[@A-Za-zÀ-ÿ0-9 ]{0,10}){0,3}[a-z]"),
        proptest::option::of("[A-Z0-9]{1,10}"),
        any::<bool>(),
        proptest::option::of(0usize..40),
        proptest::option::of(0usize..40),
    );
    proptest::collection::vec(person, 1..25).prop_map(|people| {
        let count = people.len();
        people
            .into_iter()
            .enumerate()
            .map(|(i, (name, place, date, notes, document, flag, father, mother))| {
                let relationship = if i == 0 { Relationship::Own } else { Relationship::Other };
                let mut p = Person::blank(&format!("k{i}"), relationship);
                p.name = name;
                p.birth_place = place;
                p.birth_date = date.map(|(year, rest)| PartialDate {
                    year,
                    month: rest.map(|(m, _)| m),
                    day: rest.and_then(|(_, d)| d),
                });
                p.notes = notes.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
                p.document_number = document;
                p.italian_ancestor = flag;
                // Parents come later in the list, so the links never form a cycle.
                let later =
                    |n: usize| (i + 1 < count).then(|| format!("k{}", i + 1 + n % (count - i - 1)));
                p.father_key = father.and_then(later);
                p.mother_key = mother.and_then(later).filter(|m| Some(m) != p.father_key.as_ref());
                p
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn export_then_import_gives_the_same_tree(tree in tree_strategy()) {
        let file = read_gedcom(to_gedcom(&tree).as_bytes(), today()).unwrap();
        prop_assert_eq!(file.problems.clone(), vec![]);
        let keys: Vec<&str> = file.persons.iter().map(|p| p.key.as_str()).collect();
        let renamed: Vec<Person> = file
            .persons
            .iter()
            .map(|p| {
                let back = |key: &Option<String>| {
                    key.as_deref().and_then(|k| keys.iter().position(|x| *x == k)).map(|i| format!("k{i}"))
                };
                let position = keys.iter().position(|x| *x == p.key).unwrap();
                Person {
                    key: format!("k{position}"),
                    father_key: back(&p.father_key),
                    mother_key: back(&p.mother_key),
                    ..p.clone()
                }
            })
            .collect();
        prop_assert_eq!(renamed, tree);
    }
}
