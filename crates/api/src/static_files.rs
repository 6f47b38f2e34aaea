//! Serves the built frontend: hashed assets cached for a year, the service
//! worker and the web app manifest revalidated on every load (a new version
//! must be found at once), any other existing file briefly, and `index.html`
//! for every other path so that client-side routes survive a reload (or the page drawn at build
//! time for that path and that visitor, if any).
//!
//! The frontend build writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file,
//! compressed at the highest levels once; they are sent to browsers that accept them, a quarter
//! smaller than what the `Compress` middleware makes on the fly at its fast levels.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, Encoding, HeaderValue};
use actix_web::http::Method;
use actix_web::HttpMessage;
use actix_web::{web, HttpRequest, HttpResponse};
use domain::users::Role;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const SHORT: &str = "public, max-age=3600";
const REVALIDATE: &str = "no-cache";
const PRIVATE_REVALIDATE: &str = "private, no-cache";

#[derive(Clone)]
pub struct StaticDir(pub PathBuf);

pub async fn serve(request: HttpRequest, dir: web::Data<StaticDir>) -> HttpResponse {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET, HEAD"))
            .finish();
    }
    let root = &dir.0;
    let relative = match safe_relative_path(request.path()) {
        Some(path) => path,
        None => return HttpResponse::NotFound().finish(),
    };
    if relative.starts_with(PRERENDERED) {
        // A drawn page is a variant of index.html for its own address, never a page of its own.
        return HttpResponse::NotFound().finish();
    }
    let candidate = root.join(&relative);
    if !relative.as_os_str().is_empty() && candidate.is_file() {
        return file_response(&request, &candidate, cache_of(&relative)).await;
    }
    if relative.starts_with("assets") {
        // A missing hashed asset must not turn into index.html with a JS MIME type.
        return HttpResponse::NotFound().finish();
    }
    let index = root.join("index.html");
    if index.is_file() {
        let page_file = prerendered_page(&request, root, &relative).unwrap_or(index);
        // Which page a browser gets depends on its session: no shared cache may keep it.
        let cache = if request.cookie(crate::sessions::COOKIE_NAME).is_some() {
            PRIVATE_REVALIDATE
        } else {
            REVALIDATE
        };
        let mut page = file_response(&request, &page_file, cache).await;
        preload_the_session_check(&request, &mut page);
        page
    } else {
        HttpResponse::ServiceUnavailable()
            .content_type("text/plain; charset=utf-8")
            .body("A interface ainda não foi compilada. Rode `make run` (ou `npm run build` em frontend/).")
    }
}

/// The cookie in which the browser tells its colour scheme: 'light', 'dark' or 'system'
/// (frontend/src/lib/theme-storage.ts).
const THEME_COOKIE: &str = "portal-theme";

/// The folder of the pages drawn at build time, by whom each is drawn for and then by address
/// (`prerendered/anonymous/auth.html`, `prerendered/client/home.html`).
const PRERENDERED: &str = "prerendered";

/// The page drawn at build time for this address (written by the frontend's build), when there is
/// one and the browser is in the state it was drawn for: the light colour scheme or no choice
/// ('system' may be dark), and a visitor the drawn pages tell apart. Any other browser gets
/// index.html, which draws the page once its scripts run (docs/decisions/prerendered-pages.md).
fn prerendered_page(request: &HttpRequest, root: &Path, relative: &Path) -> Option<PathBuf> {
    if relative.as_os_str().is_empty() {
        return None;
    }
    if request.cookie(THEME_COOKIE).is_some_and(|cookie| cookie.value() != "light") {
        return None;
    }
    let mut file = root.join(PRERENDERED).join(drawn_for(request)?).join(relative).into_os_string();
    file.push(".html");
    let file = PathBuf::from(file);
    file.is_file().then_some(file)
}

/// Whom the pages drawn for this browser were drawn for: nobody signed in; a client; staff with the
/// second factor on, or staff without it, whose pages carry a notice asking for it. None for a
/// session that has ended or could not be read, an admin who must turn the second factor on before
/// anything else, and a staff session older than the record of the second factor; none either for
/// a signed-in page opened with a query string (a tab, a filter, a case), which the drawn page,
/// in its first state, would not show.
fn drawn_for(request: &HttpRequest) -> Option<&'static str> {
    if request.cookie(crate::sessions::COOKIE_NAME).is_none() {
        return Some("anonymous");
    }
    if !request.query_string().is_empty() {
        return None;
    }
    let (actor, second_factor) = crate::sessions::signed_in_account(request)?;
    match (actor.role, actor.staff_locked, second_factor) {
        (Role::User, _, _) => Some("client"),
        (Role::Admin, false, Some(true)) => Some("staff"),
        (Role::Admin, false, Some(false)) => Some("staff-without-2fa"),
        (Role::Admin, _, _) => None,
    }
}

/// The app's first question is who is signed in (`GET /api/user`). A browser that holds a session
/// cookie is told to ask it as soon as it reads the page's headers, while the scripts download,
/// instead of after they run: on a slow phone, one round trip less before the first screen. The
/// app's own request takes that answer. Without the cookie nobody is signed in, and the answer
/// would only be a 401 in the console.
/// The page varies with the cookie, revalidations (304) included, so a cache never hands one
/// browser's answer to another.
fn preload_the_session_check(request: &HttpRequest, page: &mut HttpResponse) {
    let succeeded = page.status().is_success();
    let headers = page.headers_mut();
    headers.append(header::VARY, HeaderValue::from_static("cookie"));
    if succeeded && request.cookie(crate::sessions::COOKIE_NAME).is_some() {
        headers.insert(
            header::LINK,
            HeaderValue::from_static(
                "</api/user>; rel=preload; as=fetch; crossorigin=use-credentials",
            ),
        );
    }
}

/// Files at a fixed address that announce a new version: the service worker
/// (which precaches the rest) and the manifest.
const REVALIDATED_FILES: [&str; 2] = ["sw.js", "manifest.webmanifest"];

fn cache_of(relative: &Path) -> &'static str {
    if relative.starts_with("assets") {
        IMMUTABLE
    } else if REVALIDATED_FILES.iter().any(|name| relative == Path::new(name)) {
        REVALIDATE
    } else {
        SHORT
    }
}

async fn file_response(request: &HttpRequest, path: &Path, cache: &'static str) -> HttpResponse {
    let opened = match precompressed_copy(request, path) {
        Some((copy, encoding)) => NamedFile::open_async(&copy).await.map(|file| {
            file.set_content_type(actix_files::file_extension_to_mime(extension_of(path)))
                .set_content_encoding(encoding)
                .disable_content_disposition()
        }),
        None => NamedFile::open_async(path).await,
    };
    match opened {
        Ok(file) => {
            let mut response = file.use_last_modified(true).into_response(request);
            let headers = response.headers_mut();
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            if has_precompressed_copies(path) {
                headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            }
            response
        }
        Err(error) => {
            tracing::error!(%error, path = %path.display(), "cannot open static file");
            HttpResponse::InternalServerError().finish()
        }
    }
}

/// The build's compressed copies, best first, with the suffix each one's file name takes.
const COPIES: [(ContentEncoding, &str); 2] =
    [(ContentEncoding::Brotli, "br"), (ContentEncoding::Gzip, "gz")];

/// The compressed copy of `path` the browser accepts, if the build wrote one; the browser's own
/// order of preference decides between them.
fn precompressed_copy(request: &HttpRequest, path: &Path) -> Option<(PathBuf, ContentEncoding)> {
    let accepted = request.get_header::<AcceptEncoding>()?;
    let written: Vec<(ContentEncoding, PathBuf)> = COPIES
        .iter()
        .map(|(encoding, suffix)| (*encoding, with_suffix(path, suffix)))
        .filter(|(_, copy)| copy.is_file())
        .collect();
    let offered: Vec<Encoding> =
        written.iter().map(|(encoding, _)| Encoding::Known(*encoding)).collect();
    let chosen = accepted.negotiate(offered.iter())?;
    written
        .into_iter()
        .find(|(encoding, _)| Encoding::Known(*encoding) == chosen)
        .map(|(encoding, copy)| (copy, encoding))
}

fn has_precompressed_copies(path: &Path) -> bool {
    COPIES.iter().any(|(_, suffix)| with_suffix(path, suffix).is_file())
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

fn extension_of(path: &Path) -> &str {
    path.extension().and_then(|extension| extension.to_str()).unwrap_or_default()
}

/// The request path as a path under the static folder; `None` for anything
/// that tries to leave it or reach hidden files.
fn safe_relative_path(request_path: &str) -> Option<PathBuf> {
    let mut relative = PathBuf::new();
    for segment in request_path.split('/').filter(|s| !s.is_empty()) {
        if segment.starts_with('.') || segment.contains('\\') || segment.contains('\0') {
            return None;
        }
        relative.push(segment);
    }
    Some(relative)
}

#[cfg(test)]
mod tests {
    use super::{cache_of, safe_relative_path, IMMUTABLE, REVALIDATE, SHORT};
    use std::path::{Path, PathBuf};

    #[test]
    fn the_worker_and_the_manifest_are_revalidated_hashed_assets_kept() {
        assert_eq!(cache_of(Path::new("sw.js")), REVALIDATE);
        assert_eq!(cache_of(Path::new("manifest.webmanifest")), REVALIDATE);
        assert_eq!(cache_of(Path::new("assets/main.abc.js")), IMMUTABLE);
        assert_eq!(cache_of(Path::new("icons/icon-192.png")), SHORT);
        assert_eq!(cache_of(Path::new("assets/sw.js")), IMMUTABLE);
    }

    #[test]
    fn keeps_paths_inside_the_static_folder() {
        assert_eq!(safe_relative_path("/"), Some(PathBuf::new()));
        assert_eq!(
            safe_relative_path("/assets/main.abc.js"),
            Some(PathBuf::from("assets/main.abc.js"))
        );
        assert_eq!(safe_relative_path("/../etc/passwd"), None);
        assert_eq!(safe_relative_path("/assets/../../x"), None);
        assert_eq!(safe_relative_path("/.env"), None);
        assert_eq!(safe_relative_path("/a\\..\\b"), None);
    }
}
