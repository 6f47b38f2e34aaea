//! Attempts allowed on the doors people guess at (sign-in, registration, password reset and
//! change): per client address, and per account so that an account under attack from many
//! addresses slows down for everyone trying it. Budgets refill with time: nobody is locked out
//! for good, the owner included.

use std::net::IpAddr;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;
use domain::clock::Clock;
use domain::secrets::digest;
use domain::DomainError;
use persistence::PgAttemptCounters;

use crate::client_address::{throttle_key, TrustedProxies};
use crate::error::ApiError;

pub const TOO_MANY_ATTEMPTS: &str = "Muitas tentativas. Tente novamente em instantes.";
pub const TOO_MANY_FOR_ACCOUNT: &str =
    "Muitas tentativas nesta conta. Aguarde um minuto e tente novamente.";

/// How many attempts a minute each budget allows.
#[derive(Debug, Clone, Copy)]
pub struct AttemptBudgets {
    pub per_address: u32,
    pub per_account: u32,
}

/// One budget per (door, address) and per (door, account): failing at sign-in blocks no reset.
/// The counts live in PostgreSQL, shared by every instance: a client whose attempts the proxy
/// spreads over several instances meets one budget, not one per instance. A window opens with
/// the first attempt and lasts a minute.
#[derive(Clone)]
pub struct AuthAttempts {
    counters: PgAttemptCounters,
    budgets: AttemptBudgets,
    clock: Arc<dyn Clock>,
    proxies: TrustedProxies,
}

/// Accounts as typed may be long: past this, the bucket keeps the account's digest.
const LONGEST_KEPT_ACCOUNT: usize = 64;

impl AuthAttempts {
    pub fn new(
        counters: PgAttemptCounters,
        budgets: AttemptBudgets,
        clock: Arc<dyn Clock>,
        proxies: TrustedProxies,
    ) -> Self {
        Self { counters, budgets, clock, proxies }
    }

    /// Counts an attempt in `bucket`; whether it is within `budget`.
    async fn within(&self, bucket: String, budget: u32) -> Result<bool, ApiError> {
        let (counters, now) = (self.counters.clone(), self.clock.now());
        let attempts = web::block(move || counters.count(&bucket, now))
            .await
            .map_err(|e| ApiError::Internal(format!("blocking task failed: {e}")))?
            .map_err(|e| ApiError::from(DomainError::from(e)))?;
        Ok(u32::try_from(attempts).unwrap_or(0) <= budget.max(1))
    }

    async fn allow_address(&self, door: &str, client: IpAddr) -> Result<bool, ApiError> {
        let bucket = format!("address|{door}|{}", throttle_key(client));
        self.within(bucket, self.budgets.per_address).await
    }

    /// Counts an attempt on an account (a username as typed, any case, or a user id).
    pub async fn check_account(&self, door: &'static str, account: &str) -> Result<(), ApiError> {
        let account = account.trim().to_lowercase();
        let account = if account.len() > LONGEST_KEPT_ACCOUNT { digest(&account) } else { account };
        if self.within(format!("account|{door}|{account}"), self.budgets.per_account).await? {
            Ok(())
        } else {
            Err(ApiError::TooManyRequests(TOO_MANY_FOR_ACCOUNT.into()))
        }
    }

    /// Forgets the windows that are over, so the table stays small.
    pub fn forget_idle(&self) -> Result<usize, domain::RepositoryError> {
        self.counters.forget_idle(self.clock.now())
    }
}

/// The client's address decides, as [`TrustedProxies`] reads it: a forwarded header counts only
/// when one of our proxies wrote it.
pub async fn limit_attempts(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if let Some(attempts) = req.app_data::<web::Data<AuthAttempts>>().cloned() {
        if let Some(client) = attempts.proxies.client_of(&req) {
            if !attempts.allow_address(req.path(), client).await? {
                return Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()).into());
            }
        }
    }
    next.call(req).await
}
