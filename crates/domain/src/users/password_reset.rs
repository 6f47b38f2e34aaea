//! "Esqueci minha senha": a single-use link by e-mail, valid for one hour.

use chrono::Duration;

use super::model::User;
use super::password_rules::{NewPassword, PasswordContext};
use super::ports::IssuedResetToken;
use super::service::{messages, UserService};
use super::values::EmailAddress;
use crate::notifications::Notification;
use crate::secrets::digest;
use crate::{DomainError, FieldErrors};

pub const RESET_LINK_VALID_MINUTES: u32 = 60;

impl UserService {
    /// Sends a reset link when the address belongs to an active account; the
    /// account's earlier links stop working.
    /// Answers the same whatever the address, so it tells nobody who has an account.
    pub fn request_password_reset(&self, email: &str) -> Result<(), DomainError> {
        let email = EmailAddress::parse(email)
            .map_err(|message| DomainError::Validation(FieldErrors::single("email", message)))?;
        let Some(user) = self.users.find_by_email(email.as_str())? else {
            return Ok(());
        };
        if !user.active {
            return Ok(());
        }
        let token = self.secrets.token();
        let issued = IssuedResetToken {
            user: user.id,
            token_digest: digest(&token),
            expires_at: self.clock.now() + Duration::minutes(i64::from(RESET_LINK_VALID_MINUTES)),
        };
        let link = format!("{}/auth/reset?token={token}", self.public_url.trim_end_matches('/'));
        // The link waits in the outbox sealed: the plain token is stored nowhere.
        let mail = Notification::PasswordReset {
            to: user.email.clone(),
            name: user.display_name().to_owned(),
            reset_url: self.sealer.seal(&link),
            valid_minutes: RESET_LINK_VALID_MINUTES,
        };
        self.reset_tokens.issue(&issued, &mail)?;
        Ok(())
    }

    /// What the page of a reset link needs before the new password is typed: an unknown, used or
    /// expired link is refused at once (as on [`Self::reset_password`]), and a live one tells the
    /// least strength the account's new password must reach. Nothing else about the account.
    pub fn reset_link(&self, token: &str) -> Result<ResetLink, DomainError> {
        let (_, user) = self.reset_link_holder(token)?;
        Ok(ResetLink { password_min_score: user.role.min_password_score() })
    }

    /// Sets a new password from a reset link, burns it and every other link of the account, and
    /// ends every session of the account; the owner is told by e-mail. The link is checked first:
    /// a wrong token costs no hashing, and the new password must meet the rules of the account's
    /// role.
    pub fn reset_password(&self, token: &str, new_password: &str) -> Result<(), DomainError> {
        let (token_digest, user) = self.reset_link_holder(token)?;
        let context = PasswordContext::new(user.role, &user.full_name, &user.username, &user.email);
        let password = NewPassword::parse(new_password, &context).map_err(|message| {
            DomainError::Validation(FieldErrors::single("newPassword", message))
        })?;
        let hash = self.hasher.hash(password.password())?;
        let mail = Notification::PasswordChanged {
            to: user.email.clone(),
            name: user.display_name().to_owned(),
            by_reset: true,
        };
        let user = self
            .reset_tokens
            .redeem(&token_digest, self.clock.now(), &hash, &mail)?
            .ok_or_else(invalid_link)?;
        self.sessions.end_sessions_of(user)?;
        Ok(())
    }

    /// The live link's digest and the account it was sent to.
    fn reset_link_holder(&self, token: &str) -> Result<(String, User), DomainError> {
        if token.trim().is_empty() {
            return Err(invalid_link());
        }
        let token_digest = digest(token.trim());
        let holder =
            self.reset_tokens.holder(&token_digest, self.clock.now())?.ok_or_else(invalid_link)?;
        let user = self.users.find_by_id(holder)?.ok_or_else(invalid_link)?;
        Ok((token_digest, user))
    }
}

/// A reset link that still works, as its page sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResetLink {
    /// The least zxcvbn score (0 to 4) the account's new password must reach.
    pub password_min_score: u8,
}

fn invalid_link() -> DomainError {
    DomainError::Validation(FieldErrors::single("token", messages::RESET_LINK_INVALID))
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;
    use crate::clock::Clock;
    use crate::testing::validation_errors;
    use crate::users::testing::Harness;
    use crate::users::{ProfileForm, Role};

    fn token_from(notification: &Notification) -> String {
        let json = serde_json::to_value(notification).unwrap();
        let url = json["resetUrl"].as_str().expect("a reset link").to_owned();
        url.split("token=").nth(1).expect("a token in the link").to_owned()
    }

    /// Asks for a link for `address`, the first one asked in the test, and answers its token.
    fn link_sent_to(h: &Harness, address: &str) -> String {
        h.service.request_password_reset(address).unwrap();
        token_from(&h.reset_tokens.issued()[0].1)
    }

    #[test]
    fn an_active_account_gets_a_link_and_only_its_digest_is_stored() {
        let h = Harness::new();
        let ana = h.client("ana");
        h.service.request_password_reset(" ANA@exemplo.com ").unwrap();
        let issued = h.reset_tokens.issued();
        assert_eq!(issued.len(), 1);
        let (token, mail) = &issued[0];
        assert_eq!(token.user, ana.id);
        assert_eq!(token.expires_at, h.clock.now() + Duration::hours(1));
        let json = serde_json::to_value(mail).unwrap();
        assert_eq!(json["to"], "ana@exemplo.com");
        assert_eq!(json["validMinutes"], 60);
        assert!(json["resetUrl"]
            .as_str()
            .unwrap()
            .starts_with("sealed:http://portal.test/auth/reset?token="));
        let plain = token_from(mail);
        assert_ne!(token.token_digest, plain);
        assert_eq!(token.token_digest, digest(&plain));
    }

    #[test]
    fn a_malformed_address_is_refused_with_the_form_message() {
        let h = Harness::new();
        let errors = validation_errors(h.service.request_password_reset("sem-arroba"));
        assert_eq!(errors.get("email"), Some("Endereço de e-mail inválido"));
    }

    #[test]
    fn unknown_and_inactive_addresses_get_the_same_silent_answer() {
        let h = Harness::new();
        h.users.add_user("bia", "bia@exemplo.com", Role::User, false);
        h.service.request_password_reset("ninguem@exemplo.com").unwrap();
        h.service.request_password_reset("bia@exemplo.com").unwrap();
        assert!(h.reset_tokens.issued().is_empty());
    }

    #[test]
    fn a_link_sets_the_password_once_and_ends_sessions() {
        let h = Harness::new();
        let ana = h.client("ana");
        let token = link_sent_to(&h, "ana@exemplo.com");

        h.service.reset_password(&token, "girassol-trem-azul").unwrap();
        h.assert_password(ana.id, "girassol-trem-azul");
        assert_eq!(h.sessions.ended(), vec![ana.id]);

        let errors = validation_errors(h.service.reset_password(&token, "outra-senha-de-trem"));
        assert_eq!(errors.get("token"), Some(messages::RESET_LINK_INVALID));
        h.assert_password(ana.id, "girassol-trem-azul");
    }

    #[test]
    fn an_expired_link_is_refused() {
        let h = Harness::new();
        h.client("ana");
        let token = link_sent_to(&h, "ana@exemplo.com");
        h.clock.advance(Duration::minutes(61));
        let error = h.service.reset_password(&token, "girassol-trem-azul").unwrap_err();
        assert!(matches!(error, DomainError::Validation(ref e) if e.get("token").is_some()));
    }

    #[test]
    fn a_weak_new_password_is_refused_and_the_link_still_works() {
        let h = Harness::new();
        let ana = h.client("ana");
        let token = link_sent_to(&h, "ana@exemplo.com");
        let errors = validation_errors(h.service.reset_password(&token, "123"));
        assert_eq!(errors.get("newPassword"), Some("A senha deve ter pelo menos 8 caracteres"));
        let errors = validation_errors(h.service.reset_password(&token, "senha123"));
        assert_eq!(errors.get("newPassword"), Some("Senha muito comum: escolha outra."));
        assert!(h.users.mails().is_empty());
        assert!(h.service.reset_password(&token, "girassol-trem-azul").is_ok());
        assert!(matches!(&h.users.mails()[..],
            [Notification::PasswordChanged { to, by_reset: true, .. }] if to == "ana@exemplo.com"));
        let _ = ana;
    }

    #[test]
    fn an_admin_account_needs_an_admin_strength_password_by_reset_too() {
        let h = Harness::new();
        h.admin("chefe");
        let token = link_sent_to(&h, "chefe@exemplo.com");
        let errors = validation_errors(h.service.reset_password(&token, "janela99"));
        assert!(errors.get("newPassword").unwrap().starts_with("Senha fraca demais"));
        assert!(h.service.reset_password(&token, "Cavalo-Girassol-Trem-47").is_ok());
    }

    #[test]
    fn a_link_tells_its_page_the_strength_its_account_needs_until_it_is_used_or_expires() {
        let h = Harness::new();
        h.client("ana");
        h.admin("chefe");
        let client_link = link_sent_to(&h, "ana@exemplo.com");
        assert_eq!(
            h.service.reset_link(&client_link).unwrap(),
            ResetLink { password_min_score: 2 }
        );
        h.service.request_password_reset("chefe@exemplo.com").unwrap();
        let staff_link = token_from(&h.reset_tokens.issued()[1].1);
        assert_eq!(h.service.reset_link(&staff_link).unwrap(), ResetLink { password_min_score: 3 });

        h.service.reset_password(&client_link, "girassol-trem-azul").unwrap();
        let used = validation_errors(h.service.reset_link(&client_link));
        assert_eq!(used.get("token"), Some(messages::RESET_LINK_INVALID));
        h.clock.advance(Duration::minutes(61));
        let expired = validation_errors(h.service.reset_link(&staff_link));
        assert_eq!(expired.get("token"), Some(messages::RESET_LINK_INVALID));
        for wrong in ["", "  ", "not-a-token"] {
            let errors = validation_errors(h.service.reset_link(wrong));
            assert_eq!(errors.get("token"), Some(messages::RESET_LINK_INVALID), "{wrong:?}");
        }
    }

    #[test]
    fn a_wrong_token_is_refused_before_any_hashing() {
        let h = Harness::new();
        h.client("ana");
        h.service.request_password_reset("ana@exemplo.com").unwrap();
        let before = h.hasher.hashes();
        let errors = validation_errors(h.service.reset_password("not-a-token", "nova12345"));
        assert_eq!(errors.get("token"), Some(messages::RESET_LINK_INVALID));
        assert_eq!(h.hasher.hashes(), before, "no hashing for a wrong token");
    }

    #[test]
    fn a_new_link_revokes_the_earlier_ones() {
        let h = Harness::new();
        let ana = h.client("ana");
        h.service.request_password_reset("ana@exemplo.com").unwrap();
        h.service.request_password_reset("ana@exemplo.com").unwrap();
        let issued = h.reset_tokens.issued();
        let (first, second) = (token_from(&issued[0].1), token_from(&issued[1].1));
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 1);
        let errors = validation_errors(h.service.reset_password(&first, "Cavalo-Girassol-Trem-47"));
        assert_eq!(errors.get("token"), Some(messages::RESET_LINK_INVALID));
        h.service.reset_password(&second, "Cavalo-Girassol-Trem-47").unwrap();
    }

    #[test]
    fn using_a_link_revokes_the_others() {
        let h = Harness::new();
        let ana = h.client("ana");
        let bia = h.client("bia");
        h.service.request_password_reset("ana@exemplo.com").unwrap();
        h.service.request_password_reset("bia@exemplo.com").unwrap();
        // Two live links of one account can only come from before this rule; the fake allows it.
        let extra = IssuedResetToken {
            user: ana.id,
            token_digest: digest("old-token"),
            expires_at: h.clock.now() + Duration::minutes(30),
        };
        h.reset_tokens.issued_without_revoking(&extra, &h.reset_tokens.issued()[0].1);
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 2);
        let token = token_from(&h.reset_tokens.issued()[0].1);
        h.service.reset_password(&token, "Cavalo-Girassol-Trem-47").unwrap();
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 0);
        assert_eq!(h.reset_tokens.live_links_of(bia.id), 1, "only ana's links");
    }

    fn ana_paula(email: &str, current_password: Option<&str>) -> ProfileForm {
        ProfileForm {
            full_name: "Ana Paula".into(),
            email: email.into(),
            username: "ana".into(),
            phone: None,
            current_password: current_password.map(Into::into),
        }
    }

    #[test]
    fn a_password_change_or_a_new_address_revokes_the_links() {
        let h = Harness::new();
        let (ana, actor) = h.signed_in("ana", Role::User, "antiga123");
        h.service.request_password_reset("ana@exemplo.com").unwrap();
        h.service.change_password(&actor, ana.id, "antiga123", "Cavalo-Girassol-Trem-47").unwrap();
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 0);

        h.service.request_password_reset("ana@exemplo.com").unwrap();
        let same_address = ana_paula("ANA@exemplo.com", None);
        h.service.update_profile(&actor, ana.id, same_address).unwrap();
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 1, "same address");
        let new_address = ana_paula("ana.paula@exemplo.com", Some("Cavalo-Girassol-Trem-47"));
        h.service.update_profile(&actor, ana.id, new_address).unwrap();
        assert_eq!(h.reset_tokens.live_links_of(ana.id), 0);
    }
}
