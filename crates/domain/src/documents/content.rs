//! What a file is, from its bytes, and the name it is shown by.

use super::model::DocumentKind;

/// Longest name kept, in characters; longer ones keep their start and their extension.
pub const MAX_NAME_CHARS: usize = 120;

/// A type the vault accepts, as its first bytes show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Detected {
    pub kind: DocumentKind,
    pub content_type: &'static str,
    pub extension: &'static str,
}

/// PDF, JPEG or PNG by their signatures; anything else (whatever its name or the browser's
/// type says) is `None`.
pub fn detect(bytes: &[u8]) -> Option<Detected> {
    let (kind, content_type, extension) = if infer::archive::is_pdf(bytes) {
        (DocumentKind::Pdf, "application/pdf", "pdf")
    } else if infer::image::is_jpeg(bytes) {
        (DocumentKind::Image, "image/jpeg", "jpg")
    } else if infer::image::is_png(bytes) {
        (DocumentKind::Image, "image/png", "png")
    } else {
        return None;
    };
    Some(Detected { kind, content_type, extension })
}

/// The name to show: its last path part (either slash), without control characters or
/// bidirectional overrides, trimmed, at most [`MAX_NAME_CHARS`]. An empty result becomes
/// 'documento.<extension>'.
pub fn clean_name(sent: &str, detected: &Detected) -> String {
    let last = sent.rsplit(['/', '\\']).next().unwrap_or_default();
    let kept: String = last
        .chars()
        .filter(|c| !crate::text::has_invalid_characters(&c.to_string(), false))
        .collect();
    let kept = kept.trim().trim_start_matches('.').trim();
    if kept.is_empty() {
        return format!("documento.{}", detected.extension);
    }
    if kept.chars().count() <= MAX_NAME_CHARS {
        return kept.to_owned();
    }
    // Keep the extension of a long name, so the download still opens with the right program.
    let extension: String = match kept.rsplit_once('.') {
        Some((_, ext)) if !ext.is_empty() && ext.chars().count() <= 8 => format!(".{ext}"),
        _ => String::new(),
    };
    let room = MAX_NAME_CHARS - extension.chars().count();
    let start: String = kept.chars().take(room).collect();
    format!("{}{extension}", start.trim_end())
}
