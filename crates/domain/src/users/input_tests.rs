//! Whatever a profile or a registration carries, the answer is the account or field messages.

use proptest::prelude::*;

use super::testing::Harness;
use super::{ProfileForm, RegistrationForm, Role};
use crate::text::has_invalid_characters;
use crate::DomainError;

/// Any text, control characters and bidirectional overrides included, or a near-valid value.
fn anything() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[\\x00-\\x20\u{202A}-\u{202E}\u{2066}-\u{2069}a-z0-9@.]{0,16}",
        proptest::sample::select(&["Ana Rossi", "ana", "ana@exemplo.com", "Ana\u{202E}"][..])
            .prop_map(str::to_owned),
    ]
}

fn only_fields(error: DomainError, fields: &[&str]) -> Result<(), TestCaseError> {
    match error {
        DomainError::Validation(errors) => {
            prop_assert!(!errors.is_empty());
            for (field, message) in errors.iter() {
                prop_assert!(fields.contains(&field), "unknown field {}", field);
                prop_assert!(!message.is_empty());
            }
            Ok(())
        }
        other => Err(TestCaseError::fail(format!("not field messages: {other:?}"))),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_profile_is_saved_plain_or_answered_field_by_field(
        full_name in anything(),
        email in anything(),
        username in anything(),
        phone in proptest::option::of(anything()),
    ) {
        let h = Harness::new();
        let ana = h.users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let form = ProfileForm { full_name, email, username, phone, current_password: None };
        match h.service.update_profile(&Harness::actor(&ana), ana.id, form) {
            Ok(user) => {
                prop_assert!(!has_invalid_characters(&user.full_name, false));
                prop_assert!(!has_invalid_characters(&user.username, false));
            }
            Err(error) => only_fields(error, &["fullName", "email", "username", "phone", "currentPassword"])?,
        }
    }

    #[test]
    fn a_registration_is_saved_plain_or_answered_field_by_field(
        full_name in anything(),
        email in anything(),
        username in anything(),
        phone in proptest::option::of(anything()),
    ) {
        let h = Harness::new();
        let form = RegistrationForm {
            full_name,
            email,
            phone,
            username,
            password: "segredo123".into(),
        };
        match h.service.register(form) {
            Ok(user) => {
                prop_assert!(!has_invalid_characters(&user.full_name, false));
                prop_assert!(!has_invalid_characters(&user.username, false));
            }
            Err(error) => only_fields(error, &["fullName", "email", "phone", "username"])?,
        }
    }
}
