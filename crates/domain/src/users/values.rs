//! Value types that can only be built valid. Each `parse` answers the
//! Portuguese message shown to the person who typed the value.

use std::fmt;

use validator::ValidateEmail;

use super::password_rules::{messages as password_messages, PASSWORD_MAX_BYTES};

const USERNAME_MIN: usize = 3;
const USERNAME_MAX: usize = 50;
const FULL_NAME_MAX: usize = 120;
const EMAIL_MAX: usize = 254;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let value = raw.trim();
        let length = value.chars().count();
        if length < USERNAME_MIN {
            return Err("Nome de usuário deve ter pelo menos 3 caracteres".into());
        }
        if length > USERNAME_MAX {
            return Err("Nome de usuário deve ter no máximo 50 caracteres".into());
        }
        let allowed = |c: char| c.is_alphanumeric() || matches!(c, '.' | '_' | '-' | '@');
        if !value.chars().all(allowed) {
            return Err(
                "Nome de usuário pode conter apenas letras, números, ponto, hífen, arroba e sublinhado"
                    .into(),
            );
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAddress(String);

impl EmailAddress {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let value = raw.trim();
        if value.len() > EMAIL_MAX || !value.validate_email() {
            return Err("Endereço de e-mail inválido".into());
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FullName(String);

impl FullName {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let value = raw.trim();
        if value.is_empty() {
            return Err("Nome completo é obrigatório".into());
        }
        if value.chars().count() > FULL_NAME_MAX {
            return Err("Nome completo deve ter no máximo 120 caracteres".into());
        }
        if crate::text::has_invalid_characters(value, false) {
            return Err(crate::text::INVALID_CHARACTERS.into());
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    /// An empty phone is no phone: `Ok(None)`.
    pub fn parse_optional(raw: Option<&str>) -> Result<Option<Self>, String> {
        let value = raw.map(str::trim).unwrap_or_default();
        if value.is_empty() {
            return Ok(None);
        }
        let digits = value.chars().filter(char::is_ascii_digit).count();
        let allowed = |c: char| c.is_ascii_digit() || matches!(c, ' ' | '+' | '-' | '(' | ')');
        if !(8..=15).contains(&digits) || !value.chars().all(allowed) || value.len() > 25 {
            return Err("Telefone inválido".into());
        }
        Ok(Some(Self(value.to_owned())))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password in clear, as typed, that bcrypt can hash (1 to 72 bytes). Never
/// printed. A password being set must pass [`super::NewPassword`] instead.
#[derive(Clone)]
pub struct Password(String);

impl Password {
    pub fn parse(raw: &str) -> Result<Self, String> {
        if raw.is_empty() {
            return Err(password_messages::TOO_SHORT.into());
        }
        if raw.len() > PASSWORD_MAX_BYTES {
            return Err(password_messages::TOO_LONG.into());
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// The stored, one-way form of a password.
#[derive(Clone, PartialEq, Eq)]
pub struct PasswordHash(String);

impl PasswordHash {
    pub fn new(hash: String) -> Self {
        Self(hash)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for PasswordHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PasswordHash(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn username_needs_three_characters_after_trimming() {
        assert_eq!(
            Username::parse("  ab ").unwrap_err(),
            "Nome de usuário deve ter pelo menos 3 caracteres"
        );
        assert_eq!(Username::parse(" ana ").unwrap().as_str(), "ana");
        assert_eq!(Username::parse("joão.silva").unwrap().as_str(), "joão.silva");
    }

    #[test]
    fn username_refuses_spaces_and_overlong_values() {
        assert!(Username::parse("ana maria").is_err());
        assert!(Username::parse(&"a".repeat(51)).is_err());
        assert!(Username::parse(&"a".repeat(50)).is_ok());
    }

    #[test]
    fn email_is_validated_and_trimmed() {
        assert_eq!(
            EmailAddress::parse("cliente@exemplo.com.br ").unwrap().as_str(),
            "cliente@exemplo.com.br"
        );
        for bad in ["", "sem-arroba", "a@", "@b.com", "a b@c.com"] {
            assert_eq!(
                EmailAddress::parse(bad).unwrap_err(),
                "Endereço de e-mail inválido",
                "{bad}"
            );
        }
    }

    #[test]
    fn full_name_is_required_and_plain_text() {
        assert_eq!(FullName::parse("Ana\u{202E}issoR").unwrap_err(), "Caracteres inválidos");
        assert!(FullName::parse("Ana\u{7}Rossi").is_err());
        assert!(Username::parse("ana\u{2066}").is_err());
        assert_eq!(FullName::parse("   ").unwrap_err(), "Nome completo é obrigatório");
        assert_eq!(FullName::parse(" Maria Rossi ").unwrap().as_str(), "Maria Rossi");
    }

    #[test]
    fn phone_is_optional_but_checked_when_given() {
        assert_eq!(Phone::parse_optional(None).unwrap(), None);
        assert_eq!(Phone::parse_optional(Some("  ")).unwrap(), None);
        assert_eq!(
            Phone::parse_optional(Some("+55 (11) 98765-4321")).unwrap().unwrap().as_str(),
            "+55 (11) 98765-4321"
        );
        assert_eq!(Phone::parse_optional(Some("abc")).unwrap_err(), "Telefone inválido");
        assert!(Phone::parse_optional(Some("123")).is_err());
    }

    #[test]
    fn a_password_to_hash_fits_bcrypt() {
        assert!(Password::parse("").is_err());
        assert!(Password::parse("123456").is_ok());
        assert!(Password::parse(&"x".repeat(72)).is_ok());
        assert!(Password::parse(&"x".repeat(73)).is_err());
    }

    #[test]
    fn secrets_are_not_printed() {
        let password = Password::parse("segredo123").unwrap();
        assert!(!format!("{password:?}").contains("segredo"));
        let hash = PasswordHash::new("$2b$12$abc".into());
        assert!(!format!("{hash:?}").contains("abc"));
    }

    proptest! {
        #[test]
        fn any_accepted_username_is_trimmed_and_long_enough(raw in "\\PC{0,60}") {
            if let Ok(username) = Username::parse(&raw) {
                prop_assert_eq!(username.as_str(), raw.trim());
                prop_assert!(username.as_str().chars().count() >= 3);
            }
        }
    }
}
