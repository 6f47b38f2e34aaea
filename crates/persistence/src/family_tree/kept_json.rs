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

/// The shape of the JSON this build writes: the CRC-32 of trees that fill every field, in every
/// status and with every relationship. A field renamed, added or written differently changes it,
/// and the JSON kept before the change is no longer sent.
pub(super) fn shape() -> i32 {
    static SHAPE: OnceLock<i32> = OnceLock::new();
    *SHAPE.get_or_init(|| {
        let mut crc = Crc::new();
        // Serializing these types cannot fail; if it did, every build would agree on the
        // empty input, and the reads would still match the writes of the same build.
        crc.update(&serde_json::to_vec(&every_field()).unwrap_or_default());
        i32::from_be_bytes(crc.sum().to_be_bytes())
    })
}

fn every_field() -> Vec<FamilyTree> {
    let day = PartialDate::parse("1921-03-02").ok();
    let persons: Vec<Person> = Relationship::VARIANTS
        .iter()
        .map(|&relationship| Person {
            key: "k".into(),
            name: "n".into(),
            relationship,
            birth_date: day,
            birth_place: Some("p".into()),
            death_date: PartialDate::parse("1999-12").ok(),
            death_place: Some("p".into()),
            document_number: Some("d".into()),
            notes: Some("n".into()),
            italian_ancestor: true,
            father_key: Some("f".into()),
            mother_key: Some("m".into()),
        })
        .collect();
    TreeStatus::VARIANTS
        .iter()
        .map(|&status| FamilyTree {
            owner: UserId(1),
            status,
            updated_at: Some(DateTime::UNIX_EPOCH),
            finished_at: Some(DateTime::UNIX_EPOCH),
            persons: persons.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use flate2::read::GzDecoder;

    use super::*;

    #[test]
    fn the_kept_bytes_are_the_trees_json_and_the_shape_is_stable() {
        let tree = every_field().remove(2);
        let mut json = String::new();
        GzDecoder::new(&compress(&tree).unwrap()[..]).read_to_string(&mut json).unwrap();
        assert_eq!(json, serde_json::to_string(&tree).unwrap());
        assert_eq!(shape(), shape());
        assert_ne!(shape(), 0);
    }
}
