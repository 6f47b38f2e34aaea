//! Serves the built frontend: hashed assets cached for a year, the service
//! worker and the web app manifest revalidated on every load (a new version
//! must be found at once), any other existing file briefly, and `index.html`
//! for every other path so that client-side routes survive a reload.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::Method;
use actix_web::{web, HttpRequest, HttpResponse};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const SHORT: &str = "public, max-age=3600";
const REVALIDATE: &str = "no-cache";

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
        file_response(&request, &index, REVALIDATE).await
    } else {
        HttpResponse::ServiceUnavailable()
            .content_type("text/plain; charset=utf-8")
            .body("A interface ainda não foi compilada. Rode `make run` (ou `npm run build` em frontend/).")
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
    match NamedFile::open_async(path).await {
        Ok(file) => {
            let mut response = file.use_last_modified(true).into_response(request);
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            response
        }
        Err(error) => {
            tracing::error!(%error, path = %path.display(), "cannot open static file");
            HttpResponse::InternalServerError().finish()
        }
    }
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
