use std::sync::{Arc, OnceLock};

use super::ports::{
    PasswordHasher, ResetTokens, SecondFactorStore, SessionRevoker, UserRepository,
};
use super::values::{Password, PasswordHash};
use crate::clock::Clock;
use crate::secrets::{Sealer, SecretGenerator};
use crate::{Conflict, DomainError, Refusal, RepositoryError};

/// The texts people see when a users rule says no.
pub mod messages {
    pub const USERNAME_TAKEN: &str = "Este nome de usuário já está em uso";
    pub const EMAIL_TAKEN: &str = "Este e-mail já está em uso";
    pub const USERNAME_REQUIRED: &str = "Nome de usuário é obrigatório";
    pub const PASSWORD_REQUIRED: &str = "Senha é obrigatória";
    pub const BAD_CREDENTIALS: &str = "Nome de usuário ou senha inválidos.";
    pub const ACCOUNT_INACTIVE: &str = "Sua conta está desativada. Fale com a equipe.";
    pub const NOT_SIGNED_IN: &str = "Não autenticado.";
    pub const USER_NOT_FOUND: &str = "Usuário não encontrado.";
    pub const CANNOT_DELETE_SELF: &str = "Você não pode deletar sua própria conta.";
    pub const CANNOT_CHANGE_OWN_ACCESS: &str = "Você não pode alterar o seu próprio acesso.";
    pub const LAST_ACTIVE_ADMIN: &str = "Não é possível remover o último administrador ativo.";
    pub const CURRENT_PASSWORD_REQUIRED: &str = "Senha atual é obrigatória";
    pub const CURRENT_PASSWORD_WRONG: &str = "Senha atual incorreta";
    pub const ADMIN_USERNAME_EXISTS: &str = "Já existe uma conta com este nome de usuário. \
        Para promovê-la a administrador (com o e-mail e a senha dados), use --promote-existing.";
    pub const CURRENT_PASSWORD_FOR_EMAIL: &str = "Informe sua senha atual para alterar o e-mail";
    pub const RESET_LINK_INVALID: &str =
        "Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.";
    pub const TWO_FACTOR_CODE_WRONG: &str = "Código inválido. Confira o aplicativo autenticador.";
    pub const TWO_FACTOR_CODE_REQUIRED: &str = "Informe o código de verificação";
    pub const TWO_FACTOR_APP_CODE_REQUIRED: &str =
        "Informe o código de 6 dígitos do aplicativo autenticador";
    pub const TWO_FACTOR_NOT_STARTED: &str =
        "Comece a ativação de novo: nenhuma ativação em andamento.";
    pub const TWO_FACTOR_ALREADY_ON: &str = "A verificação em duas etapas já está ativada.";
    pub const TWO_FACTOR_ALREADY_OFF: &str = "A verificação em duas etapas não está ativada.";
    pub const SIGN_IN_AGAIN: &str = "Sua entrada expirou. Digite a senha de novo.";
}

/// The adapters the users feature works through.
pub struct UserPorts {
    pub users: Arc<dyn UserRepository>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub sessions: Arc<dyn SessionRevoker>,
    pub reset_tokens: Arc<dyn ResetTokens>,
    pub clock: Arc<dyn Clock>,
    pub secrets: Arc<dyn SecretGenerator>,
    /// Seals reset links for the outbox and second-factor secrets.
    pub sealer: Arc<dyn Sealer>,
    pub second_factor: Arc<dyn SecondFactorStore>,
}

/// The users use cases. Each takes the acting user where it matters and
/// decides itself what that user may do.
#[derive(Clone)]
pub struct UserService {
    pub(super) users: Arc<dyn UserRepository>,
    pub(super) hasher: Arc<dyn PasswordHasher>,
    pub(super) sessions: Arc<dyn SessionRevoker>,
    pub(super) reset_tokens: Arc<dyn ResetTokens>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) secrets: Arc<dyn SecretGenerator>,
    pub(super) sealer: Arc<dyn Sealer>,
    pub(super) second_factor: Arc<dyn SecondFactorStore>,
    /// Admins act as staff only with a second factor (`REQUIRE_ADMIN_2FA`).
    pub(super) require_admin_two_factor: bool,
    /// Where links in mails point, e.g. `https://portal.example`.
    pub(super) public_url: String,
    /// A hash to check against when the username does not exist, so that a
    /// wrong username costs as much time as a wrong password.
    decoy_hash: Arc<OnceLock<PasswordHash>>,
}

impl UserService {
    pub fn new(ports: UserPorts, public_url: impl Into<String>) -> Self {
        Self {
            users: ports.users,
            hasher: ports.hasher,
            sessions: ports.sessions,
            reset_tokens: ports.reset_tokens,
            clock: ports.clock,
            secrets: ports.secrets,
            sealer: ports.sealer,
            second_factor: ports.second_factor,
            require_admin_two_factor: false,
            public_url: public_url.into(),
            decoy_hash: Arc::new(OnceLock::new()),
        }
    }

    /// Admins must turn on the second factor before acting as staff.
    pub fn requiring_admin_two_factor(mut self, required: bool) -> Self {
        self.require_admin_two_factor = required;
        self
    }

    pub(super) fn waste_a_verification(&self, password: &str) {
        let decoy = self.decoy_hash.get_or_init(|| {
            let filler = Password::parse("decoy-password").expect("a valid password");
            self.hasher.hash(&filler).unwrap_or_else(|_| PasswordHash::new(String::new()))
        });
        let _ = self.hasher.verify(password, decoy);
    }
}

/// Turns a broken storage rule into the message for the field concerned.
pub(super) fn storage_rule_as_conflict(error: RepositoryError) -> DomainError {
    match error {
        RepositoryError::Duplicate(Conflict::UsernameTaken) => {
            DomainError::conflict_on("username", messages::USERNAME_TAKEN)
        }
        RepositoryError::Duplicate(Conflict::EmailTaken) => {
            DomainError::conflict_on("email", messages::EMAIL_TAKEN)
        }
        RepositoryError::Refused(Refusal::LastActiveAdmin) => DomainError::Conflict {
            message: messages::LAST_ACTIVE_ADMIN.into(),
            field_errors: Default::default(),
        },
        RepositoryError::NotFound => DomainError::NotFound(messages::USER_NOT_FOUND.into()),
        other => DomainError::Repository(other),
    }
}
