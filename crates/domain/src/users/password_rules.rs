//! The rules a password meets when it is set: on registration, password
//! change, reset and when the operator creates an admin. Signing in checks
//! nothing but the hash, so people with older, weaker passwords still get in.
//!
//! A new password has 8 to 72 bytes, is not in the bundled list of common
//! passwords (global and Brazilian, compared ignoring case) and scores at
//! least 2 with zxcvbn, 3 for an admin account, with the person's name,
//! username and e-mail as words an attacker would try first.

use std::collections::HashSet;
use std::sync::OnceLock;

use zxcvbn::feedback::Warning;

use super::model::Role;
use super::values::Password;

const PASSWORD_MIN: usize = 8;
/// bcrypt reads at most 72 bytes; longer passwords would be silently truncated.
pub(super) const PASSWORD_MAX_BYTES: usize = 72;

impl Role {
    /// The least zxcvbn score (0 to 4) a new password of an account with this role must reach:
    /// staff accounts open everyone's data, so theirs must be harder to guess.
    pub fn min_password_score(self) -> u8 {
        match self {
            Role::Admin => 3,
            Role::User => 2,
        }
    }
}

const COMMON_PASSWORDS: &str = include_str!("common-passwords.txt");
/// Words that people follow with a year: senha2024, brasil@2030...
const YEAR_BASES: &[&str] =
    &["senha", "brasil", "mudar", "admin", "portal", "teste", "acesso", "amor", "jesus", "deus"];
const YEARS: std::ops::RangeInclusive<u32> = 2000..=2035;

pub mod messages {
    pub const TOO_SHORT: &str = "A senha deve ter pelo menos 8 caracteres";
    pub const TOO_LONG: &str = "A senha deve ter no máximo 72 caracteres";
    pub const TOO_COMMON: &str = "Senha muito comum: escolha outra.";
    pub const GENERAL_HINT: &str =
        "Use uma frase com três ou quatro palavras, ou misture palavras, \
         números e símbolos, e evite seu nome, usuário e e-mail.";
}

/// Who is setting the password: their role and what an attacker knows of them.
#[derive(Debug, Clone)]
pub struct PasswordContext {
    pub role: Role,
    hints: Vec<String>,
}

impl PasswordContext {
    /// The person's full name (and each of its words), username and the
    /// local part of their e-mail are tried as guesses.
    pub fn new(role: Role, full_name: &str, username: &str, email: &str) -> Self {
        let mut hints = vec![full_name.to_lowercase(), username.to_lowercase()];
        hints.extend(full_name.split_whitespace().map(str::to_lowercase));
        if let Some(local) = email.split('@').next() {
            hints.push(local.to_lowercase());
            hints.extend(
                local
                    .split(['.', '_', '-', '+'])
                    .map(str::to_lowercase)
                    .filter(|part| part.chars().count() >= 3),
            );
        }
        hints.retain(|hint| !hint.trim().is_empty());
        Self { role, hints }
    }
}

/// A password that met the rules for a new password.
#[derive(Debug, Clone)]
pub struct NewPassword(Password);

impl NewPassword {
    pub fn parse(raw: &str, context: &PasswordContext) -> Result<Self, String> {
        if raw.chars().count() < PASSWORD_MIN {
            return Err(messages::TOO_SHORT.into());
        }
        if raw.len() > PASSWORD_MAX_BYTES {
            return Err(messages::TOO_LONG.into());
        }
        if is_common(raw) {
            return Err(messages::TOO_COMMON.into());
        }
        let hints: Vec<&str> = context.hints.iter().map(String::as_str).collect();
        let estimate = zxcvbn::zxcvbn(raw, &hints);
        if u8::from(estimate.score()) < context.role.min_password_score() {
            let warning = estimate
                .feedback()
                .and_then(|feedback| feedback.warning())
                .map(warning_in_portuguese);
            let lead = match context.role {
                Role::Admin => "Senha fraca demais para uma conta de administrador",
                Role::User => "Senha fácil de adivinhar",
            };
            return Err(match warning {
                Some(warning) => format!("{lead}: {warning} {}", messages::GENERAL_HINT),
                None => format!("{lead}. {}", messages::GENERAL_HINT),
            });
        }
        Ok(Self(Password::parse(raw)?))
    }

    pub fn password(&self) -> &Password {
        &self.0
    }
}

fn common_passwords() -> &'static HashSet<String> {
    static LIST: OnceLock<HashSet<String>> = OnceLock::new();
    LIST.get_or_init(|| {
        let listed = COMMON_PASSWORDS
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .map(str::to_lowercase);
        let with_years = YEAR_BASES.iter().flat_map(|base| {
            YEARS.flat_map(move |year| {
                ["", "@", "#", "!", "_", "."].map(|sep| format!("{base}{sep}{year}"))
            })
        });
        listed.chain(with_years).collect()
    })
}

fn is_common(raw: &str) -> bool {
    common_passwords().contains(&raw.trim().to_lowercase())
}

fn warning_in_portuguese(warning: Warning) -> &'static str {
    match warning {
        Warning::StraightRowsOfKeysAreEasyToGuess => {
            "sequências de teclas vizinhas são fáceis de adivinhar."
        }
        Warning::ShortKeyboardPatternsAreEasyToGuess => {
            "padrões curtos de teclado são fáceis de adivinhar."
        }
        Warning::RepeatsLikeAaaAreEasyToGuess => "repetições como \"aaa\" são fáceis de adivinhar.",
        Warning::RepeatsLikeAbcAbcAreOnlySlightlyHarderToGuess => {
            "repetições como \"abcabcabc\" são quase tão fáceis de adivinhar quanto \"abc\"."
        }
        Warning::ThisIsATop10Password
        | Warning::ThisIsATop100Password
        | Warning::ThisIsACommonPassword => "esta é uma das senhas mais usadas.",
        Warning::ThisIsSimilarToACommonlyUsedPassword => {
            "esta senha é parecida com uma senha muito usada."
        }
        Warning::SequencesLikeAbcAreEasyToGuess => {
            "sequências como abc ou 6543 são fáceis de adivinhar."
        }
        Warning::RecentYearsAreEasyToGuess => "anos recentes são fáceis de adivinhar.",
        Warning::AWordByItselfIsEasyToGuess => "uma palavra sozinha é fácil de adivinhar.",
        Warning::DatesAreOftenEasyToGuess => "datas são fáceis de adivinhar.",
        Warning::NamesAndSurnamesByThemselvesAreEasyToGuess
        | Warning::CommonNamesAndSurnamesAreEasyToGuess => {
            "nomes e sobrenomes são fáceis de adivinhar."
        }
        #[allow(unreachable_patterns)]
        _ => "ela segue um padrão conhecido.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client() -> PasswordContext {
        PasswordContext::new(Role::User, "Maria Rossi", "mariarossi", "maria.rossi@exemplo.com")
    }

    fn admin() -> PasswordContext {
        PasswordContext::new(Role::Admin, "Carlos Chefe", "chefe", "chefe@exemplo.com")
    }

    #[test]
    fn the_most_common_passwords_are_refused_saying_why() {
        for common in ["12345678", "senha123", "password", "Senha123", "MUDAR@123", "brasil2024"] {
            assert_eq!(
                NewPassword::parse(common, &client()).unwrap_err(),
                messages::TOO_COMMON,
                "{common}"
            );
        }
        assert_eq!(NewPassword::parse("123456", &client()).unwrap_err(), messages::TOO_SHORT);
    }

    #[test]
    fn brazilian_favourites_and_base_words_with_years_are_listed() {
        for common in [
            "flamengo",
            "corinthians",
            "palmeiras",
            "saopaulo",
            "senha@123",
            "abc12345",
            "qwerty123",
            "brasil123",
            "senha2035",
            "portal@2000",
            "admin.2024",
        ] {
            assert!(is_common(common), "{common}");
        }
        assert!(!is_common("senha2036"));
    }

    #[test]
    fn length_is_checked_first() {
        assert_eq!(NewPassword::parse("a1!b2@c", &client()).unwrap_err(), messages::TOO_SHORT);
        assert_eq!(NewPassword::parse(&"x".repeat(73), &client()).unwrap_err(), messages::TOO_LONG);
    }

    #[test]
    fn guessable_passwords_get_a_portuguese_reason() {
        let error = NewPassword::parse("aaaaaaaaaa", &client()).unwrap_err();
        assert!(error.starts_with("Senha fácil de adivinhar"), "{error}");
        assert!(error.contains("repetições"), "{error}");
    }

    #[test]
    fn the_persons_own_name_username_and_email_count_as_guesses() {
        let error = NewPassword::parse("mariarossi1", &client()).unwrap_err();
        assert!(error.starts_with("Senha fácil de adivinhar"), "{error}");
        let other = PasswordContext::new(Role::User, "Ana Lima", "ana", "ana@exemplo.com");
        assert!(NewPassword::parse("mariarossi1", &other).is_ok());
    }

    #[test]
    fn admins_need_a_stronger_password_than_clients() {
        let fair = "janela99";
        assert!(NewPassword::parse(fair, &client()).is_ok());
        let error = NewPassword::parse(fair, &admin()).unwrap_err();
        assert!(error.starts_with("Senha fraca demais para uma conta de administrador"));
        assert!(NewPassword::parse("Cavalo-Girassol-Trem-47", &admin()).is_ok());
    }

    #[test]
    fn the_password_is_kept_as_typed() {
        let new = NewPassword::parse("Cavalo-Girassol-Trem-47", &client()).unwrap();
        assert_eq!(new.password().expose(), "Cavalo-Girassol-Trem-47");
    }
}
