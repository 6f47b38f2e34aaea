//! Attempts allowed on the doors people guess at (sign-in, registration, password reset and
//! change): per client address, and per account so that an account under attack from many
//! addresses slows down for everyone trying it. Budgets refill with time: nobody is locked out
//! for good, the owner included.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

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
#[derive(Clone)]
pub struct AuthAttempts {
    by_address: Arc<DefaultKeyedRateLimiter<(String, IpAddr)>>,
    by_account: Arc<DefaultKeyedRateLimiter<(&'static str, String)>>,
    proxies: TrustedProxies,
}

fn per_minute(attempts: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(attempts.max(1)).unwrap_or(NonZeroU32::MIN))
}

impl AuthAttempts {
    pub fn new(budgets: AttemptBudgets, proxies: TrustedProxies) -> Self {
        Self {
            by_address: Arc::new(RateLimiter::keyed(per_minute(budgets.per_address))),
            by_account: Arc::new(RateLimiter::keyed(per_minute(budgets.per_account))),
            proxies,
        }
    }

    fn allow_address(&self, door: &str, client: IpAddr) -> bool {
        self.by_address.check_key(&(door.to_owned(), throttle_key(client))).is_ok()
    }

    /// Counts an attempt on an account (a username as typed, any case, or a user id).
    pub fn check_account(&self, door: &'static str, account: &str) -> Result<(), ApiError> {
        self.by_account
            .check_key(&(door, account.trim().to_lowercase()))
            .map_err(|_| ApiError::TooManyRequests(TOO_MANY_FOR_ACCOUNT.into()))
    }

    /// Forgets the budgets that are full again, so memory stays bounded.
    pub fn forget_idle(&self) {
        self.by_address.retain_recent();
        self.by_account.retain_recent();
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
            if !attempts.allow_address(req.path(), client) {
                return Err(ApiError::TooManyRequests(TOO_MANY_ATTEMPTS.into()).into());
            }
        }
    }
    next.call(req).await
}
