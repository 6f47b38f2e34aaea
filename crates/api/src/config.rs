use std::net::SocketAddr;
use std::path::PathBuf;

use domain::appointments::ReminderOffsets;

use crate::client_address::TrustedProxies;
use crate::company_links::CompanyLinks;

/// Everything the server reads from its environment (and an optional `.env`).
#[derive(Debug, Clone)]
pub struct Settings {
    pub database_url: String,
    pub bind: SocketAddr,
    pub public_url: String,
    pub smtp_url: Option<String>,
    pub mail_from: String,
    pub staff_email: Option<String>,
    pub static_dir: PathBuf,
    pub mail_dir: PathBuf,
    pub database_pool_size: u32,
    pub bcrypt_cost: u32,
    /// Encrypts the session cookie; every instance serving one site needs the same.
    pub session_secret: Option<String>,
    /// Sign-in, registration and reset attempts allowed per client address and minute.
    pub auth_attempts_per_minute: u32,
    /// Sign-in and password-change attempts allowed per account and minute, from anywhere.
    pub account_attempts_per_minute: u32,
    /// Proxies whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`).
    pub trusted_proxies: TrustedProxies,
    /// Password work (sign-ins, sign-ups, changes) waiting or running at most; beyond, 503.
    pub password_queue_max: u32,
    /// Threads that run the password work (`PASSWORD_THREADS`); by default one fewer than the
    /// cores, at least one, so that sign-ins never hold every core.
    pub password_threads: u32,
    /// How often the mail worker looks for due mails.
    pub outbox_poll_ms: u32,
    /// Active (pending or confirmed) appointments from today on a client's account may hold;
    /// staff book beyond it.
    pub max_active_bookings_per_client: u32,
    /// Mails a client's own bookings and changes may queue in an hour; beyond it they still
    /// succeed, without mails. Password resets are never counted.
    pub mail_cap_per_hour: u32,
    /// Open service requests of one kind a client may hold (`MAX_OPEN_REQUESTS_PER_KIND`).
    pub max_open_requests_per_kind: u32,
    /// Service requests a client may send in an hour (`MAX_REQUESTS_PER_HOUR`).
    pub max_requests_per_hour: u32,
    /// When before an appointment its client is reminded (`REMINDER_OFFSETS`, e.g. `24h,2h`).
    pub reminder_offsets: ReminderOffsets,
    /// Where documents' bytes are kept (`STORAGE_URL`).
    pub storage: Storage,
    /// What one account's documents may take together, in MB (`DOCUMENT_QUOTA_MB`).
    pub document_quota_mb: u32,
    /// Admins must turn on the second factor before using the staff area (`REQUIRE_ADMIN_2FA`).
    pub require_admin_two_factor: bool,
    /// The company's website and social profiles on the sign-in page (`COMPANY_LINKS`).
    pub company_links: CompanyLinks,
}

/// The document store: a local folder (`file:///abs/path`, by default `.data/files`) or an
/// S3-compatible bucket (`s3://bucket/prefix`, credentials from the `AWS_*` variables).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Storage {
    Local(PathBuf),
    S3 { bucket: String, prefix: String },
}

impl Storage {
    fn parse(url: &str) -> Result<Self, String> {
        if let Some(path) = url.strip_prefix("file://") {
            if !path.starts_with('/') {
                return Err("use file:///an/absolute/path".into());
            }
            return Ok(Storage::Local(PathBuf::from(path)));
        }
        if let Some(rest) = url.strip_prefix("s3://") {
            let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
            if bucket.is_empty() {
                return Err("s3:// needs a bucket: s3://bucket/prefix".into());
            }
            return Ok(Storage::S3 {
                bucket: bucket.to_owned(),
                prefix: prefix.trim_matches('/').to_owned(),
            });
        }
        Err("expected file:///path or s3://bucket/prefix".into())
    }
}

/// Shortest SESSION_SECRET accepted: the cookie key is derived from it.
pub const MIN_SESSION_SECRET_BYTES: usize = 32;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{0} is not set")]
    Missing(&'static str),
    #[error("{name} has an invalid value {value:?}: {reason}")]
    Invalid { name: &'static str, value: String, reason: String },
}

impl Settings {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads settings through `lookup`, so tests need not touch the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let database_url = lookup("DATABASE_URL").ok_or(ConfigError::Missing("DATABASE_URL"))?;
        let bind_text = lookup("PORTAL_BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        let bind =
            bind_text.parse().map_err(|e: std::net::AddrParseError| ConfigError::Invalid {
                name: "PORTAL_BIND",
                value: bind_text.clone(),
                reason: e.to_string(),
            })?;
        let public_url = lookup("PUBLIC_URL")
            .unwrap_or_else(|| format!("http://{bind}"))
            .trim_end_matches('/')
            .to_owned();
        if !(public_url.starts_with("http://") || public_url.starts_with("https://")) {
            return Err(ConfigError::Invalid {
                name: "PUBLIC_URL",
                value: public_url,
                reason: "must start with http:// or https://".into(),
            });
        }
        Ok(Self {
            database_url,
            bind,
            public_url,
            smtp_url: lookup("SMTP_URL"),
            mail_from: lookup("MAIL_FROM")
                .unwrap_or_else(|| "Facilitando Burocracias <nao-responda@localhost>".into()),
            staff_email: lookup("STAFF_EMAIL"),
            static_dir: lookup("STATIC_DIR").map_or_else(|| "frontend/dist".into(), PathBuf::from),
            mail_dir: lookup("MAIL_DIR").map_or_else(|| ".data/mail".into(), PathBuf::from),
            database_pool_size: parse_number(
                &lookup,
                "DATABASE_POOL_SIZE",
                default_pool_size(),
                1..=200,
            )?,
            bcrypt_cost: parse_number(&lookup, "BCRYPT_COST", 12, 4..=16)?,
            session_secret: session_secret(&lookup)?,
            auth_attempts_per_minute: parse_number(
                &lookup,
                "AUTH_RATE_LIMIT_PER_MINUTE",
                20,
                1..=1_000_000,
            )?,
            account_attempts_per_minute: parse_number(
                &lookup,
                "AUTH_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE",
                10,
                1..=1_000_000,
            )?,
            trusted_proxies: trusted_proxies(&lookup)?,
            password_queue_max: parse_number(&lookup, "PASSWORD_QUEUE_MAX", 64, 1..=100_000)?,
            password_threads: parse_number(
                &lookup,
                "PASSWORD_THREADS",
                all_cores_but_one(),
                1..=1_024,
            )?,
            outbox_poll_ms: parse_number(&lookup, "OUTBOX_POLL_MS", 2000, 50..=60_000)?,
            max_active_bookings_per_client: parse_number(
                &lookup,
                "MAX_ACTIVE_BOOKINGS_PER_CLIENT",
                10,
                1..=10_000,
            )?,
            mail_cap_per_hour: parse_number(&lookup, "MAIL_CAP_PER_HOUR", 20, 1..=100_000)?,
            max_open_requests_per_kind: parse_number(
                &lookup,
                "MAX_OPEN_REQUESTS_PER_KIND",
                3,
                1..=1_000,
            )?,
            max_requests_per_hour: parse_number(&lookup, "MAX_REQUESTS_PER_HOUR", 10, 1..=10_000)?,
            reminder_offsets: reminder_offsets(&lookup)?,
            storage: storage(&lookup)?,
            document_quota_mb: parse_number(&lookup, "DOCUMENT_QUOTA_MB", 200, 1..=1_000_000)?,
            require_admin_two_factor: parse_flag(&lookup, "REQUIRE_ADMIN_2FA")?,
            company_links: company_links(&lookup)?,
        })
    }

    /// Cookies get the Secure flag only when the public address is https.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

fn trusted_proxies(
    lookup: &impl Fn(&str) -> Option<String>,
) -> Result<TrustedProxies, ConfigError> {
    let text = lookup("TRUSTED_PROXIES").unwrap_or_default();
    TrustedProxies::parse(&text).map_err(|reason| ConfigError::Invalid {
        name: "TRUSTED_PROXIES",
        value: text.clone(),
        reason,
    })
}

fn reminder_offsets(
    lookup: &impl Fn(&str) -> Option<String>,
) -> Result<ReminderOffsets, ConfigError> {
    let Some(text) = lookup("REMINDER_OFFSETS") else {
        return Ok(ReminderOffsets::default());
    };
    ReminderOffsets::parse(&text).map_err(|reason| ConfigError::Invalid {
        name: "REMINDER_OFFSETS",
        value: text.clone(),
        reason,
    })
}

fn company_links(lookup: &impl Fn(&str) -> Option<String>) -> Result<CompanyLinks, ConfigError> {
    let text = lookup("COMPANY_LINKS").unwrap_or_default();
    CompanyLinks::parse(&text).map_err(|reason| ConfigError::Invalid {
        name: "COMPANY_LINKS",
        value: text.clone(),
        reason,
    })
}

fn storage(lookup: &impl Fn(&str) -> Option<String>) -> Result<Storage, ConfigError> {
    match lookup("STORAGE_URL") {
        None => Ok(Storage::Local(PathBuf::from(".data/files"))),
        Some(url) => Storage::parse(url.trim()).map_err(|reason| ConfigError::Invalid {
            name: "STORAGE_URL",
            value: url.clone(),
            reason,
        }),
    }
}

fn session_secret(lookup: &impl Fn(&str) -> Option<String>) -> Result<Option<String>, ConfigError> {
    match lookup("SESSION_SECRET") {
        Some(secret) if secret.len() < MIN_SESSION_SECRET_BYTES => Err(ConfigError::Invalid {
            name: "SESSION_SECRET",
            value: "(hidden)".into(),
            reason: format!("must be at least {MIN_SESSION_SECRET_BYTES} bytes long"),
        }),
        other => Ok(other),
    }
}

/// Four connections per core, at least four: PostgreSQL's advice (two per core, plus what waits
/// on the disk) for a server on the same machine whose commits wait for the disk. With two per core,
/// the bench's mixed day queued reads behind bookings and uploads waiting for their commits (p99
/// 73-103 ms; with four per core 22-72 ms). Far more only queue inside PostgreSQL: on 2 cores, 16
/// connections left every `make bench` row with a longer tail (p99 of `/api/ready` up to 228 ms).
fn default_pool_size() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    u32::try_from(cores * 4).unwrap_or(u32::MAX).max(4)
}

fn parse_flag(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
) -> Result<bool, ConfigError> {
    match lookup(name).map(|text| text.trim().to_lowercase()).as_deref() {
        None | Some("false" | "0" | "no") => Ok(false),
        Some("true" | "1" | "yes") => Ok(true),
        Some(other) => Err(ConfigError::Invalid {
            name,
            value: other.to_owned(),
            reason: "expected true or false".into(),
        }),
    }
}

/// The machine's cores but one, at least one.
fn all_cores_but_one() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    u32::try_from(cores.saturating_sub(1).max(1)).unwrap_or(1)
}

fn parse_number(
    lookup: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: u32,
    range: std::ops::RangeInclusive<u32>,
) -> Result<u32, ConfigError> {
    let Some(text) = lookup(name) else {
        return Ok(default);
    };
    match text.trim().parse::<u32>() {
        Ok(value) if range.contains(&value) => Ok(value),
        _ => Err(ConfigError::Invalid {
            name,
            value: text,
            reason: format!("expected a number from {} to {}", range.start(), range.end()),
        }),
    }
}

#[cfg(test)]
mod tests;
