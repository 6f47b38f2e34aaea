//! Sessions: actix-session with its state kept in PostgreSQL (docs/product-decisions.md,
//! decision 9), so that several instances share them and sign-out is final.
//! The cookie holds only an encrypted random key.

use std::collections::HashMap;
use std::future::{ready, Ready};
use std::sync::Arc;

use actix_session::config::{BrowserSession, CookieContentSecurity};
use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};
use actix_session::{Session, SessionExt, SessionMiddleware};
use actix_web::cookie::{time, Key, SameSite};
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use anyhow::anyhow;
use domain::clock::Clock;
use domain::users::{messages, Role, User, UserId};
use domain::{Actor, DomainError, RepositoryError};
use persistence::{PgSessions, SessionOrigin};
use serde_json::Value;

use crate::client_address::TrustedProxies;
use crate::error::ApiError;
use crate::system::random_token;

pub const COOKIE_NAME: &str = "portal_session";
const USER_ID: &str = "user_id";
const ROLE: &str = "role";
/// An admin who must turn on the second factor before acting as staff (`REQUIRE_ADMIN_2FA`).
const STAFF_LOCKED: &str = "staff_locked";
/// Whether the account had the second factor on when the session was signed in. Turning it on or
/// off ends the account's other sessions and signs this one in again, so it stays true.
const SECOND_FACTOR: &str = "second_factor";
/// A sign-in whose password was right, waiting for its second factor: the account and the
/// deadline (Unix seconds).
const PENDING_USER: &str = "pending_user";
const PENDING_UNTIL: &str = "pending_until";
/// The session's public id, shown to its owner (never the key).
const SESSION_ID: &str = "sid";
const DEVICE: &str = "device";
const ADDRESS: &str = "address";
/// Marks a session that could not be read because the database is unreachable: calls that
/// need the person answer 503, calls that need nobody go on. Never stored.
const UNREADABLE: &str = "unreadable";
/// The longest device description kept.
const DEVICE_MAX_CHARS: usize = 120;

#[derive(Clone)]
pub struct PgSessionStore {
    sessions: PgSessions,
    clock: Arc<dyn Clock>,
}

impl PgSessionStore {
    pub fn new(sessions: PgSessions, clock: Arc<dyn Clock>) -> Self {
        Self { sessions, clock }
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(PgSessions, chrono::DateTime<chrono::Utc>) -> Result<T, domain::RepositoryError>
            + Send
            + 'static,
    ) -> anyhow::Result<T> {
        let (sessions, now) = (self.sessions.clone(), self.clock.now());
        web::block(move || work(sessions, now))
            .await
            .map_err(|e| anyhow!("session task: {e}"))?
            .map_err(|e| anyhow!("session storage: {e}"))
    }
}

type State = HashMap<String, String>;

fn to_json(state: &State) -> Value {
    Value::Object(state.iter().map(|(k, v)| (k.clone(), Value::String(v.clone()))).collect())
}

fn from_json(value: Value) -> Option<State> {
    let Value::Object(map) = value else {
        return None;
    };
    map.into_iter()
        .map(|(k, v)| match v {
            Value::String(s) => Some((k, s)),
            _ => None,
        })
        .collect()
}

/// The account a session belongs to, so that it can be ended with the account's others.
fn owner(state: &State) -> Option<UserId> {
    state.get(USER_ID)?.parse().ok().map(UserId)
}

/// Where the session was started from, as recorded at sign-in.
fn origin(state: &State) -> SessionOrigin {
    // actix-session keeps each value as JSON text.
    let text =
        |name: &str| state.get(name).and_then(|json| serde_json::from_str::<String>(json).ok());
    SessionOrigin { public_id: text(SESSION_ID), device: text(DEVICE), address: text(ADDRESS) }
}

impl SessionStore for PgSessionStore {
    async fn load(&self, key: &SessionKey) -> Result<Option<State>, LoadError> {
        let loaded = match self.sessions.recall(key.as_ref(), self.clock.now()) {
            Some(remembered) => Some(remembered),
            None => {
                let key = key.as_ref().to_owned();
                let (sessions, now) = (self.sessions.clone(), self.clock.now());
                match web::block(move || sessions.load(&key, now)).await {
                    Ok(Ok(loaded)) => loaded,
                    Ok(Err(RepositoryError::Unavailable(_))) => {
                        return Ok(Some(State::from([(UNREADABLE.into(), "true".into())])))
                    }
                    Ok(Err(other)) => {
                        return Err(LoadError::Other(anyhow!("session storage: {other}")))
                    }
                    Err(e) => return Err(LoadError::Other(anyhow!("session task: {e}"))),
                }
            }
        };
        loaded
            .map(|value| {
                from_json(value).ok_or_else(|| {
                    LoadError::Deserialization(anyhow!("session state is not a map of strings"))
                })
            })
            .transpose()
    }

    async fn save(&self, mut state: State, _ttl: &time::Duration) -> Result<SessionKey, SaveError> {
        state.remove(UNREADABLE);
        let key = random_token();
        let session_key =
            SessionKey::try_from(key.clone()).map_err(|e| SaveError::Other(e.into()))?;
        self.run(move |sessions, now| {
            sessions.insert_from(&key, owner(&state), &origin(&state), &to_json(&state), now)
        })
        .await
        .map_err(SaveError::Other)?;
        Ok(session_key)
    }

    async fn update(
        &self,
        key: SessionKey,
        mut state: State,
        ttl: &time::Duration,
    ) -> Result<SessionKey, UpdateError> {
        state.remove(UNREADABLE);
        let raw = key.as_ref().to_owned();
        let (for_update, for_save) = (state.clone(), state);
        let updated = self
            .run(move |sessions, now| {
                sessions.update(&raw, owner(&for_update), &to_json(&for_update), now)
            })
            .await
            .map_err(UpdateError::Other)?;
        if updated {
            return Ok(key);
        }
        // The session ended meanwhile (expired, or signed out elsewhere): start a new one.
        self.save(for_save, ttl).await.map_err(|e| UpdateError::Other(anyhow!("{e}")))
    }

    async fn update_ttl(&self, _key: &SessionKey, _ttl: &time::Duration) -> anyhow::Result<()> {
        // Loading a session already slides its idle deadline.
        Ok(())
    }

    async fn delete(&self, key: &SessionKey) -> anyhow::Result<()> {
        let key = key.as_ref().to_owned();
        self.run(move |sessions, _| sessions.delete(&key)).await
    }
}

/// The cookie key: derived from SESSION_SECRET, or random (sessions then end
/// when the process does, and instances cannot share them).
pub fn cookie_key(secret: Option<&str>) -> Key {
    match secret {
        Some(secret) => Key::derive_from(secret.as_bytes()),
        None => {
            tracing::warn!("SESSION_SECRET is not set: sessions will not survive a restart");
            Key::generate()
        }
    }
}

pub fn middleware(
    store: PgSessionStore,
    key: Key,
    secure: bool,
    idle: chrono::Duration,
) -> SessionMiddleware<PgSessionStore> {
    SessionMiddleware::builder(store, key)
        .cookie_name(COOKIE_NAME.into())
        .cookie_http_only(true)
        .cookie_secure(secure)
        .cookie_same_site(SameSite::Lax)
        .cookie_path("/".into())
        .cookie_content_security(CookieContentSecurity::Private)
        .session_lifecycle(
            BrowserSession::default().state_ttl(time::Duration::seconds(idle.num_seconds())),
        )
        .build()
}

/// Starts a signed-in session under a new key, so a key known before sign-in is worthless; it
/// records the device and the client's address for the owner's list of sessions. A `staff_locked`
/// admin acts only on their own account until they turn on the second factor.
pub fn sign_in(
    req: &HttpRequest,
    session: &Session,
    user: &User,
    staff_locked: bool,
) -> Result<(), ApiError> {
    session.renew();
    session.remove(PENDING_USER);
    session.remove(PENDING_UNTIL);
    session
        .insert(STAFF_LOCKED, staff_locked)
        .and_then(|()| session.insert(SECOND_FACTOR, user.two_factor))
        .map_err(|e| ApiError::Internal(format!("session: {e}")))?;
    let device = req
        .headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .and_then(describe_device);
    let address = req
        .app_data::<web::Data<TrustedProxies>>()
        .and_then(|proxies| proxies.client_of_request(req))
        .or_else(|| req.peer_addr().map(|peer| peer.ip()));
    let mut entries = vec![
        (USER_ID, user.id.0.to_string()),
        (ROLE, user.role.as_str().to_owned()),
        (SESSION_ID, random_token()[..32].to_owned()),
    ];
    entries.extend(device.map(|device| (DEVICE, device)));
    entries.extend(address.map(|address| (ADDRESS, address.to_string())));
    entries
        .into_iter()
        .try_for_each(|(name, value)| match name {
            USER_ID => session.insert(name, user.id.0),
            _ => session.insert(name, value),
        })
        .map_err(|e| ApiError::Internal(format!("session: {e}")))
}

/// The password was right; the session, under a new key and signed in as nobody, waits until
/// `until` for the second factor of `user`.
pub fn await_second_factor(
    session: &Session,
    user: UserId,
    until: chrono::DateTime<chrono::Utc>,
) -> Result<(), ApiError> {
    session.renew();
    session.clear();
    session
        .insert(PENDING_USER, user.0)
        .and_then(|()| session.insert(PENDING_UNTIL, until.timestamp()))
        .map_err(|e| ApiError::Internal(format!("session: {e}")))
}

/// The account whose sign-in waits for its second factor, unless the wait is over.
pub fn pending_sign_in(session: &Session, now: chrono::DateTime<chrono::Utc>) -> Option<UserId> {
    let user = session.get::<i64>(PENDING_USER).ok()??;
    let until = session.get::<i64>(PENDING_UNTIL).ok()??;
    (now.timestamp() < until).then_some(UserId(user))
}

/// The public id of the request's session, when it has one (sessions signed in before ids were
/// recorded have none).
pub fn current_session_id(session: &Session) -> Option<String> {
    session.get::<String>(SESSION_ID).ok().flatten()
}

/// A short description of a browser from its User-Agent: "Chrome no Linux", "Safari no iPhone";
/// the header itself, trimmed, when it is not recognised; none when it is empty.
pub fn describe_device(user_agent: &str) -> Option<String> {
    let printable: String =
        user_agent.chars().filter(|c| !c.is_control()).collect::<String>().trim().to_owned();
    if printable.is_empty() {
        return None;
    }
    let known = |name: &str| {
        (!name.is_empty() && name != woothee::woothee::VALUE_UNKNOWN).then_some(name.to_owned())
    };
    let parsed = woothee::parser::Parser::new().parse(&printable);
    let (browser, system) = parsed
        .map(|found| (known(found.name), known(found.os).map(|os| readable_system(&os))))
        .unwrap_or((None, None));
    let described = match (browser, system) {
        (Some(browser), Some(system)) => format!("{browser} no {system}"),
        (Some(browser), None) => browser,
        (None, Some(system)) => format!("Navegador no {system}"),
        (None, None) => printable,
    };
    Some(described.chars().take(DEVICE_MAX_CHARS).collect())
}

fn readable_system(os: &str) -> String {
    match os {
        "Mac OSX" => "macOS".into(),
        other => other.into(),
    }
}

/// Whoever the request's session is signed in as, and whether their account has the second factor
/// on (unknown for a session signed in before that was recorded); none when nobody is, or when the
/// session could not be read.
pub fn signed_in_account(req: &HttpRequest) -> Option<(Actor, Option<bool>)> {
    let session = req.get_session();
    if let Ok(Some(true)) = session.get::<bool>(UNREADABLE) {
        return None;
    }
    let actor = SignedIn::from_session(&session)?;
    Some((actor, session.get::<bool>(SECOND_FACTOR).ok().flatten()))
}

/// The person behind a request, from their session; 401 when there is none.
pub struct SignedIn(pub Actor);

impl SignedIn {
    fn from_session(session: &Session) -> Option<Actor> {
        let user_id = session.get::<i64>(USER_ID).ok()??;
        let role = Role::parse(&session.get::<String>(ROLE).ok()??)?;
        let staff_locked = session.get::<bool>(STAFF_LOCKED).ok().flatten().unwrap_or(false);
        Some(Actor { staff_locked, ..Actor::new(UserId(user_id), role) })
    }
}

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        if let Ok(Some(true)) = session.get::<bool>(UNREADABLE) {
            let unavailable = RepositoryError::Unavailable("the session could not be read".into());
            return ready(Err(DomainError::Repository(unavailable).into()));
        }
        ready(
            Self::from_session(&session)
                .map(SignedIn)
                .ok_or_else(|| DomainError::Unauthenticated(messages::NOT_SIGNED_IN.into()).into()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::describe_device;

    #[test]
    fn devices_are_described_briefly() {
        let chrome_linux = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
        assert_eq!(describe_device(chrome_linux).as_deref(), Some("Chrome no Linux"));
        let firefox_windows =
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";
        assert_eq!(describe_device(firefox_windows).as_deref(), Some("Firefox no Windows 10"));
        assert_eq!(describe_device("  ").as_deref(), None);
        assert_eq!(describe_device("meu-agente/1.0").as_deref(), Some("meu-agente/1.0"));
        let long = "x".repeat(500);
        assert_eq!(describe_device(&long).map(|d| d.chars().count()), Some(120));
    }
}
