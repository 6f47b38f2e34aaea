//! The JSON each save keeps of the tree (migration `family_tree_json`): what [`FamilyTree`]
//! serializes to, gzip-compressed, marked with the shape of that JSON.

use std::sync::OnceLock;

use chrono::DateTime;
use diesel::result::Error;
use domain::family_tree::{FamilyTree, PartialDate, Person, Relationship, TreeStatus};
use domain::users::UserId;
use flate2::write::GzEncoder;
use flate2::{Compression, Crc};
use strum::VariantArray;

/// The bytes kept for `tree`.
pub(super) fn compress(tree: &FamilyTree) -> Result<Vec<u8>, Error> {
    let failed = |error: std::io::Error| Error::SerializationError(Box::new(error));
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    serde_json::to_writer(&mut encoder, tree).map_err(std::io::Error::from).map_err(failed)?;
    encoder.finish().map_err(failed)
}

/// The shape of the JSON this build writes: the CRC-32 of sample trees in every status, with every
/// relationship, each field both filled and empty. A field renamed, added, left out when empty or
/// written differently changes it, and the JSON kept before the change is no longer sent. (A change
/// of the values read from the rows, not of their JSON, needs a migration that clears the JSON.)
pub(super) fn shape() -> i32 {
    static SHAPE: OnceLock<i32> = OnceLock::new();
    *SHAPE.get_or_init(|| {
        let mut crc = Crc::new();
        // Serializing these types cannot fail; if it did, every build would agree on the
        // empty input, and the reads would still match the writes of the same build.
        crc.update(&serde_json::to_vec(&samples()).unwrap_or_default());
        i32::from_be_bytes(crc.sum().to_be_bytes())
    })
}

fn samples() -> Vec<FamilyTree> {
    let filled = Relationship::VARIANTS.iter().map(|&relationship| Person {
        key: "k".into(),
        name: "n".into(),
        relationship,
        birth_date: PartialDate::parse("1921-03-02").ok(),
        birth_place: Some("p".into()),
        death_date: PartialDate::parse("1999-12").ok(),
        death_place: Some("p".into()),
        document_number: Some("d".into()),
        notes: Some("n".into()),
        italian_ancestor: true,
        father_key: Some("f".into()),
        mother_key: Some("m".into()),
    });
    let empty = Relationship::VARIANTS.iter().map(|&relationship| Person::blank("k", relationship));
    let born_in_a_year = Person {
        birth_date: PartialDate::parse("1921").ok(),
        ..Person::blank("y", Relationship::Own)
    };
    let persons: Vec<Person> = filled.chain(empty).chain([born_in_a_year]).collect();
    let at = DateTime::from_timestamp(1_700_000_000, 123_456_000);
    TreeStatus::VARIANTS
        .iter()
        .flat_map(|&status| {
            [
                FamilyTree {
                    owner: UserId(1),
                    status,
                    updated_at: at,
                    finished_at: at,
                    persons: persons.clone(),
                },
                FamilyTree {
                    owner: UserId(2),
                    status,
                    updated_at: None,
                    finished_at: None,
                    persons: Vec::new(),
                },
            ]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use flate2::read::GzDecoder;

    use super::*;

    #[test]
    fn the_kept_bytes_are_the_trees_json() {
        let tree = samples().remove(0);
        let mut json = String::new();
        GzDecoder::new(&compress(&tree).unwrap()[..]).read_to_string(&mut json).unwrap();
        assert_eq!(json, serde_json::to_string(&tree).unwrap());
    }

    #[test]
    fn the_samples_of_the_shape_show_every_value_filled_and_empty() {
        let json = serde_json::to_string(&samples()).unwrap();
        for value in [
            "null",
            "false",
            "true",
            "[]",
            r#""1921""#,
            r#""1999-12""#,
            r#""1921-03-02""#,
            r#""2023-11-14T22:13:20.123456Z""#,
        ] {
            assert!(json.contains(value), "{value}");
        }
        let statuses = TreeStatus::VARIANTS.iter().map(|s| s.as_str());
        for name in statuses.chain(Relationship::VARIANTS.iter().map(|r| r.as_str())) {
            assert!(json.contains(&format!(r#""{name}""#)), "{name}");
        }
    }
}
