use tracing_subscriber::EnvFilter;

/// Logs go to stdout; JSON lines when `LOG_FORMAT=json`, readable text otherwise.
pub fn init() {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,actix_server=warn"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_target(false);
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let result =
        if json { builder.json().flatten_event(true).try_init() } else { builder.try_init() };
    // A second initialisation (tests) keeps the first subscriber.
    drop(result);
}
