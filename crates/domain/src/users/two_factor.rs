//! The second factor: TOTP codes (RFC 6238) from an authenticator app, and single-use recovery
//! codes for when the app is lost (docs/decisions/two-factor.md).

use serde_json::json;
use sha2::{Digest, Sha256};
use totp_rs::{Builder, Totp};

use super::model::{Role, User, UserId};
use super::service::{messages, UserService};
use crate::audit::AuditEntry;
use crate::notifications::Notification;
use crate::secrets::digest;
use crate::{Actor, DomainError, FieldErrors};

/// The name authenticator apps show next to the account.
pub const TOTP_ISSUER: &str = "Facilitando Burocracias";
pub const RECOVERY_CODE_COUNT: usize = 10;
/// How long the password step of a sign-in waits for its code.
pub const PENDING_SIGN_IN_MINUTES: i64 = 5;
/// 160 bits, as RFC 4226 recommends.
const SECRET_BYTES: usize = 20;
/// Letters and digits no one confuses when reading a code aloud (no 0/o, 1/l/i).
const RECOVERY_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_CHARS: usize = 10;

/// What the person types into their authenticator app, or scans as a QR code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolment {
    /// Base32, for typing by hand.
    pub secret: String,
    /// `otpauth://totp/...`, for the QR code.
    pub otpauth_uri: String,
}

/// The codes are shown once: only their digests are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecoveryCodes(pub Vec<String>);

/// A code as typed: six digits from the app, or a recovery code.
enum Code {
    Totp(String),
    Recovery(String),
}

impl Code {
    /// Spaces and dashes are ignored, and case in recovery codes.
    fn parse(typed: &str) -> Option<Self> {
        let plain: String = typed
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect::<String>()
            .to_lowercase();
        if plain.is_empty() {
            None
        } else if plain.len() == 6 && plain.chars().all(|c| c.is_ascii_digit()) {
            Some(Code::Totp(plain))
        } else {
            Some(Code::Recovery(plain))
        }
    }
}

fn totp(secret: Vec<u8>, account: &str) -> Result<Totp, DomainError> {
    Builder::new()
        .with_secret(secret)
        .with_issuer(Some(TOTP_ISSUER))
        .with_account_name(account.replace(':', "_"))
        .build()
        .map_err(|e| DomainError::Internal(format!("totp: {e}")))
}

fn code_error(message: &str) -> DomainError {
    DomainError::Validation(FieldErrors::single("code", message))
}

impl UserService {
    /// Whether `user`, signed in with the password only, may act as staff: not when admins must
    /// have a second factor (`REQUIRE_ADMIN_2FA`) and they have none.
    pub fn staff_locked(&self, user: &User) -> bool {
        self.require_admin_two_factor && user.role == Role::Admin && !user.two_factor
    }

    /// The actor of `user` once signed in.
    pub fn actor_of(&self, user: &User) -> Actor {
        Actor { staff_locked: self.staff_locked(user), ..Actor::new(user.id, user.role) }
    }

    /// A new pending secret for the person's authenticator app; the password proves it is them.
    pub fn start_two_factor(
        &self,
        actor: &Actor,
        current_password: &str,
    ) -> Result<Enrolment, DomainError> {
        let user = self.own_account(actor)?;
        if current_password.is_empty() {
            return Err(DomainError::Validation(FieldErrors::single(
                "currentPassword",
                messages::CURRENT_PASSWORD_REQUIRED,
            )));
        }
        self.check_current_password(user.id, current_password)?;
        if user.two_factor {
            return Err(already_on());
        }
        let secret: Vec<u8> =
            Sha256::digest(self.secrets.token().as_bytes())[..SECRET_BYTES].into();
        let totp = totp(secret, &user.username)?;
        let enrolment = Enrolment {
            secret: totp.secret().to_base32(),
            otpauth_uri: totp.to_url().map_err(|e| DomainError::Internal(format!("totp: {e}")))?,
        };
        if !self.second_factor.start(user.id, &self.sealer.seal(&enrolment.secret))? {
            return Err(already_on());
        }
        Ok(enrolment)
    }

    /// The first code from the app turns the second factor on; answers the recovery codes. The
    /// account's other sessions end (the caller renews its own).
    pub fn enable_two_factor(
        &self,
        actor: &Actor,
        code: &str,
    ) -> Result<RecoveryCodes, DomainError> {
        let user = self.own_account(actor)?;
        let stored = self.second_factor.find(user.id)?;
        let Some(stored) = stored.filter(|stored| !stored.confirmed) else {
            return Err(if user.two_factor {
                already_on()
            } else {
                code_error(messages::TWO_FACTOR_NOT_STARTED)
            });
        };
        let Some(Code::Totp(typed)) = Code::parse(code) else {
            return Err(code_error(messages::TWO_FACTOR_CODE_WRONG));
        };
        let step = self
            .matching_step(&stored.sealed_secret, &user.username, &typed)?
            .ok_or_else(|| code_error(messages::TWO_FACTOR_CODE_WRONG))?;
        let codes = self.fresh_recovery_codes();
        let audit = two_factor_audit(actor, &user, true);
        let mail = two_factor_mail(&user, true);
        if !self.second_factor.confirm(user.id, step, &digests(&codes), &audit, &mail)? {
            return Err(code_error(messages::TWO_FACTOR_NOT_STARTED));
        }
        self.sessions.end_sessions_of(user.id)?;
        Ok(codes)
    }

    /// Turning the second factor off needs the password and a code (from the app or a recovery
    /// code). The account's other sessions end.
    pub fn disable_two_factor(
        &self,
        actor: &Actor,
        current_password: &str,
        code: &str,
    ) -> Result<(), DomainError> {
        let user = self.own_account(actor)?;
        let mut errors = FieldErrors::new();
        if current_password.is_empty() {
            errors.add("currentPassword", messages::CURRENT_PASSWORD_REQUIRED);
        }
        if Code::parse(code).is_none() {
            errors.add("code", messages::TWO_FACTOR_CODE_REQUIRED);
        }
        errors.into_result()?;
        if !user.two_factor {
            return Err(DomainError::Conflict {
                message: messages::TWO_FACTOR_ALREADY_OFF.into(),
                field_errors: FieldErrors::new(),
            });
        }
        self.check_current_password(user.id, current_password)?;
        if !self.accept_code(&user, code)? {
            return Err(code_error(messages::TWO_FACTOR_CODE_WRONG));
        }
        let audit = two_factor_audit(actor, &user, false);
        self.second_factor.remove(user.id, &audit, &two_factor_mail(&user, false))?;
        self.sessions.end_sessions_of(user.id)?;
        Ok(())
    }

    /// Ten new recovery codes, the old ones void; a code from the app proves it is the person.
    pub fn new_recovery_codes(
        &self,
        actor: &Actor,
        code: &str,
    ) -> Result<RecoveryCodes, DomainError> {
        let user = self.own_account(actor)?;
        if !user.two_factor {
            return Err(DomainError::Conflict {
                message: messages::TWO_FACTOR_ALREADY_OFF.into(),
                field_errors: FieldErrors::new(),
            });
        }
        let Some(Code::Totp(_)) = Code::parse(code) else {
            return Err(code_error(messages::TWO_FACTOR_APP_CODE_REQUIRED));
        };
        if !self.accept_code(&user, code)? {
            return Err(code_error(messages::TWO_FACTOR_CODE_WRONG));
        }
        let codes = self.fresh_recovery_codes();
        self.second_factor.replace_recovery_codes(user.id, &digests(&codes))?;
        Ok(codes)
    }

    /// How many unused recovery codes the person has.
    pub fn recovery_codes_left(&self, actor: &Actor) -> Result<i64, DomainError> {
        Ok(self.second_factor.recovery_codes_left(actor.user_id)?)
    }

    /// The second step of a sign-in whose password was right: a code from the app, or a
    /// recovery code, which is then used up.
    pub fn complete_sign_in(&self, user: UserId, code: &str) -> Result<User, DomainError> {
        let found = self.users.find_by_id(user)?;
        let Some(user) = found.filter(|user| user.active && user.two_factor) else {
            return Err(DomainError::Unauthenticated(messages::SIGN_IN_AGAIN.into()));
        };
        if Code::parse(code).is_none() {
            return Err(code_error(messages::TWO_FACTOR_CODE_REQUIRED));
        }
        if !self.accept_code(&user, code)? {
            return Err(DomainError::Unauthenticated(messages::TWO_FACTOR_CODE_WRONG.into()));
        }
        Ok(user)
    }

    /// Checks a code against the account's confirmed second factor and uses it up: an app code's
    /// time step (and every earlier one), or the recovery code.
    fn accept_code(&self, user: &User, code: &str) -> Result<bool, DomainError> {
        let Some(stored) = self.second_factor.find(user.id)?.filter(|stored| stored.confirmed)
        else {
            return Ok(false);
        };
        match Code::parse(code) {
            None => Ok(false),
            Some(Code::Totp(typed)) => {
                match self.matching_step(&stored.sealed_secret, &user.username, &typed)? {
                    Some(step) => Ok(self.second_factor.use_step(user.id, step)?),
                    None => Ok(false),
                }
            }
            Some(Code::Recovery(typed)) => Ok(self.second_factor.use_recovery_code(
                user.id,
                &digest(&typed),
                self.clock.now(),
            )?),
        }
    }

    /// The time step, one step of clock drift either way, whose code `typed` is.
    fn matching_step(
        &self,
        sealed_secret: &str,
        account: &str,
        typed: &str,
    ) -> Result<Option<i64>, DomainError> {
        let secret = self
            .sealer
            .open(sealed_secret)
            .and_then(|base32| totp_rs::Secret::try_from_base32(base32).ok())
            .ok_or_else(|| {
                DomainError::Internal("the second factor's secret does not open".into())
            })?;
        let totp = totp(secret.as_ref().to_vec(), account)?;
        let now = u64::try_from(self.clock.now().timestamp()).unwrap_or(0);
        Ok(totp.check(typed, now).and_then(|step| i64::try_from(step).ok()))
    }

    fn fresh_recovery_codes(&self) -> RecoveryCodes {
        RecoveryCodes(
            (0..RECOVERY_CODE_COUNT)
                .map(|_| {
                    let random = Sha256::digest(self.secrets.token().as_bytes());
                    let chars: String = random
                        .iter()
                        .take(RECOVERY_CODE_CHARS)
                        .map(|byte| {
                            char::from(
                                RECOVERY_ALPHABET[usize::from(*byte) % RECOVERY_ALPHABET.len()],
                            )
                        })
                        .collect();
                    format!("{}-{}", &chars[..5], &chars[5..])
                })
                .collect(),
        )
    }

    fn own_account(&self, actor: &Actor) -> Result<User, DomainError> {
        match self.users.find_by_id(actor.user_id)? {
            Some(user) if user.active => Ok(user),
            _ => Err(DomainError::Unauthenticated(messages::NOT_SIGNED_IN.into())),
        }
    }
}

fn already_on() -> DomainError {
    DomainError::Conflict {
        message: messages::TWO_FACTOR_ALREADY_ON.into(),
        field_errors: FieldErrors::new(),
    }
}

/// What is stored of recovery codes: the digest of each as it is typed back, without the dash.
fn digests(codes: &RecoveryCodes) -> Vec<String> {
    codes.0.iter().map(|code| digest(&code.replace('-', ""))).collect()
}

fn two_factor_audit(actor: &Actor, user: &User, enabled: bool) -> AuditEntry {
    AuditEntry::change(
        actor,
        if enabled { "user.two_factor.enable" } else { "user.two_factor.disable" },
        "user",
        user.id.to_string(),
        json!({ "twoFactor": !enabled }),
        |after| after["twoFactor"] = json!(enabled),
    )
}

fn two_factor_mail(user: &User, enabled: bool) -> Notification {
    Notification::TwoFactorChanged {
        to: user.email.clone(),
        name: user.display_name().to_owned(),
        enabled,
    }
}

#[cfg(test)]
mod tests;
