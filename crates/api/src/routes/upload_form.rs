//! Reads the upload form (multipart/form-data) as it streams in: the file part `file`, and
//! the optional `userId` (staff), `caseId`, `checklistItemId` and `expiresOn` (yyyy-MM-dd). The file is read no further
//! than the size the vault accepts.

use actix_multipart::{Field, Multipart, MultipartError};
use actix_web::http::header::{self, HeaderMap};
use chrono::NaiveDate;
use domain::documents::{messages, DocumentService, Upload, MAX_FILE_BYTES};
use domain::{DomainError, FieldErrors};
use futures_util::TryStreamExt;

use crate::error::ApiError;

/// Room for the form's boundaries, headers and small fields around the file.
const FORM_OVERHEAD_BYTES: u64 = 64 * 1024;
/// The longest small field read (`userId`, `expiresOn`, anything unknown).
const SMALL_FIELD_BYTES: usize = 256;
pub const NOT_MULTIPART: &str = "Envie o arquivo como multipart/form-data, no campo 'file'.";
const ONE_FILE: &str = "Envie um arquivo por vez.";
const USER_INVALID: &str = "Cliente inválido";
const CASE_INVALID: &str = "Processo inválido";
const ITEM_INVALID: &str = "Item da lista inválido";
const DATE_INVALID: &str = "Data inválida (use aaaa-mm-dd)";

/// A declared length beyond any acceptable form is refused before reading anything.
pub fn check_declared_length(headers: &HeaderMap) -> Result<(), ApiError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok());
    match declared {
        Some(length) if length > MAX_FILE_BYTES as u64 + FORM_OVERHEAD_BYTES => {
            Err(DomainError::TooLarge(messages::TOO_LARGE.into()).into())
        }
        _ => Ok(()),
    }
}

pub async fn read(mut form: Multipart) -> Result<Upload, ApiError> {
    let mut upload = Upload::default();
    let mut has_file = false;
    let mut errors = FieldErrors::new();
    while let Some(mut field) = form.try_next().await.map_err(unreadable)? {
        match field.name().unwrap_or_default() {
            "file" => {
                if has_file {
                    return Err(DomainError::Invalid(ONE_FILE.into()).into());
                }
                has_file = true;
                upload.name = file_name(&field);
                while let Some(chunk) = field.try_next().await.map_err(unreadable)? {
                    DocumentService::check_size(upload.bytes.len() + chunk.len())?;
                    upload.bytes.extend_from_slice(&chunk);
                }
            }
            "userId" => {
                upload.user_id = id_field(&mut field, "userId", USER_INVALID, &mut errors).await?;
            }
            "caseId" => {
                upload.case_id = id_field(&mut field, "caseId", CASE_INVALID, &mut errors).await?;
            }
            "checklistItemId" => {
                upload.checklist_item_id =
                    id_field(&mut field, "checklistItemId", ITEM_INVALID, &mut errors).await?;
            }
            "expiresOn" => {
                let text = small_text(&mut field).await?;
                match NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d") {
                    Ok(date) => upload.expires_on = Some(date),
                    Err(_) if text.trim().is_empty() => {}
                    Err(_) => errors.add("expiresOn", DATE_INVALID),
                }
            }
            _ => {
                small_text(&mut field).await?;
            }
        }
    }
    errors.into_result()?;
    if !has_file {
        return Err(DomainError::Validation(FieldErrors::single("file", messages::NO_FILE)).into());
    }
    Ok(upload)
}

/// A whole number, or nothing when left empty; anything else is recorded under `name`.
async fn id_field(
    field: &mut Field,
    name: &str,
    message: &str,
    errors: &mut FieldErrors,
) -> Result<Option<i64>, ApiError> {
    let text = small_text(field).await?;
    match text.trim().parse::<i64>() {
        Ok(id) => Ok(Some(id)),
        Err(_) if text.trim().is_empty() => Ok(None),
        Err(_) => {
            errors.add(name, message);
            Ok(None)
        }
    }
}

/// The name the browser gave the file, from `filename*` or `filename`.
fn file_name(field: &Field) -> String {
    let Some(disposition) = field.content_disposition() else {
        return String::new();
    };
    if let Some(extended) = disposition.get_filename_ext() {
        return String::from_utf8_lossy(&extended.value).into_owned();
    }
    disposition.get_filename().unwrap_or_default().to_owned()
}

async fn small_text(field: &mut Field) -> Result<String, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.try_next().await.map_err(unreadable)? {
        bytes.extend_from_slice(&chunk);
        if bytes.len() > SMALL_FIELD_BYTES {
            return Err(ApiError::PayloadTooLarge(super::PAYLOAD_TOO_LARGE.into()));
        }
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn unreadable(error: MultipartError) -> ApiError {
    match error {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible
        | MultipartError::BoundaryMissing => ApiError::UnsupportedMediaType(NOT_MULTIPART.into()),
        other => ApiError::BadRequest(format!("Não foi possível ler o envio: {other}")),
    }
}
