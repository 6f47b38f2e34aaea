use super::*;
use std::collections::HashMap;

fn settings(pairs: &[(&str, &str)]) -> Result<Settings, ConfigError> {
    let map: HashMap<String, String> =
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Settings::from_lookup(|name| map.get(name).cloned())
}

#[test]
fn defaults_follow_the_design() {
    let s = settings(&[("DATABASE_URL", "postgres://x/y")]).unwrap();
    assert_eq!(s.bind.to_string(), "127.0.0.1:8080");
    assert_eq!(s.public_url, "http://127.0.0.1:8080");
    assert_eq!(s.static_dir, PathBuf::from("frontend/dist"));
    assert_eq!(s.bcrypt_cost, 12);
    assert_eq!(s.max_active_bookings_per_client, 10);
    assert_eq!(s.mail_cap_per_hour, 20);
    assert!(s.smtp_url.is_none());
    assert!(!s.secure_cookies());
    assert_eq!(s.storage, Storage::Local(".data/files".into()));
    assert_eq!(s.document_quota_mb, 200);
    assert!(!s.require_admin_two_factor);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    assert_eq!(s.password_threads as usize, cores.saturating_sub(1).max(1), "a core is left");
    assert_eq!(s.database_pool_size as usize, (cores * 4).max(4), "four connections a core");
    let two = settings(&[("DATABASE_URL", "x"), ("PASSWORD_THREADS", "2")]).unwrap();
    assert_eq!(two.password_threads, 2);
    assert!(settings(&[("DATABASE_URL", "x"), ("PASSWORD_THREADS", "0")]).is_err());
}

#[test]
fn storage_is_a_local_folder_or_a_bucket() {
    let at = |url: &str| settings(&[("DATABASE_URL", "x"), ("STORAGE_URL", url)]);
    assert_eq!(
        at("file:///srv/portal/files").unwrap().storage,
        Storage::Local("/srv/portal/files".into())
    );
    assert_eq!(
        at("s3://portal-docs/prod/files/").unwrap().storage,
        Storage::S3 { bucket: "portal-docs".into(), prefix: "prod/files".into() }
    );
    for bad in ["file://relative", "ftp://x", "s3://", "/srv/files"] {
        assert!(matches!(at(bad), Err(ConfigError::Invalid { name: "STORAGE_URL", .. })), "{bad}");
    }
}

#[test]
fn admin_two_factor_is_required_only_when_asked() {
    let on = settings(&[("DATABASE_URL", "x"), ("REQUIRE_ADMIN_2FA", "true")]).unwrap();
    assert!(on.require_admin_two_factor);
    let bad = settings(&[("DATABASE_URL", "x"), ("REQUIRE_ADMIN_2FA", "talvez")]);
    assert!(matches!(bad, Err(ConfigError::Invalid { name: "REQUIRE_ADMIN_2FA", .. })));
}

#[test]
fn database_url_is_required() {
    assert!(matches!(settings(&[]), Err(ConfigError::Missing("DATABASE_URL"))));
}

#[test]
fn invalid_values_are_refused_with_their_name() {
    let bad_bind = settings(&[("DATABASE_URL", "x"), ("PORTAL_BIND", "nowhere")]);
    assert!(matches!(bad_bind, Err(ConfigError::Invalid { name: "PORTAL_BIND", .. })));
    let bad_cost = settings(&[("DATABASE_URL", "x"), ("BCRYPT_COST", "40")]);
    assert!(matches!(bad_cost, Err(ConfigError::Invalid { name: "BCRYPT_COST", .. })));
    let bad_url = settings(&[("DATABASE_URL", "x"), ("PUBLIC_URL", "ftp://a")]);
    assert!(matches!(bad_url, Err(ConfigError::Invalid { name: "PUBLIC_URL", .. })));
}

#[test]
fn reminder_offsets_default_to_a_day_and_two_hours_and_bad_ones_are_refused() {
    let defaults = settings(&[("DATABASE_URL", "x")]).unwrap();
    assert_eq!(defaults.reminder_offsets, ReminderOffsets::default());
    let set = settings(&[("DATABASE_URL", "x"), ("REMINDER_OFFSETS", "48h, 30m")]).unwrap();
    assert_eq!(
        set.reminder_offsets.iter().collect::<Vec<_>>(),
        [chrono::Duration::hours(48), chrono::Duration::minutes(30)]
    );
    let none = settings(&[("DATABASE_URL", "x"), ("REMINDER_OFFSETS", "none")]).unwrap();
    assert_eq!(none.reminder_offsets, ReminderOffsets::none());
    for bad in ["24", "2 horas", "0h", "24h,24h", "60d"] {
        let error = settings(&[("DATABASE_URL", "x"), ("REMINDER_OFFSETS", bad)]).unwrap_err();
        assert!(matches!(error, ConfigError::Invalid { name: "REMINDER_OFFSETS", .. }), "{bad}");
        assert!(error.to_string().contains("REMINDER_OFFSETS"), "{error}");
    }
}

#[test]
fn a_short_session_secret_is_refused_without_being_shown() {
    let error = settings(&[("DATABASE_URL", "x"), ("SESSION_SECRET", "curto")]).unwrap_err();
    assert!(matches!(error, ConfigError::Invalid { name: "SESSION_SECRET", .. }));
    assert!(!error.to_string().contains("curto"));
}

#[test]
fn https_public_address_means_secure_cookies() {
    let s = settings(&[("DATABASE_URL", "x"), ("PUBLIC_URL", "https://portal.example/")]).unwrap();
    assert_eq!(s.public_url, "https://portal.example");
    assert!(s.secure_cookies());
}
