//! `/api/documents`: the document vault. Uploads arrive as multipart/form-data and are
//! checked by their bytes in the core; downloads are always attachments.

use actix_multipart::Multipart;
use actix_web::body::MessageBody;
use actix_web::http::header::{
    Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue,
};
use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use domain::cases::Validity;
use domain::documents::{Document, DocumentId, DocumentKind, DocumentQuery};
use domain::paging::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::upload_form;
use crate::caller::Caller;
use crate::error::{ApiError, ChangeErrors, ReadErrors, UploadErrors};

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list).service(upload).service(download).service(delete);
}

/// What the list's icon shows.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum KindView {
    Pdf,
    Image,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocumentView {
    id: i64,
    owner_id: i64,
    /// The file's name as sent, cleaned: shown and offered on download only.
    name: String,
    kind: KindView,
    #[schema(example = "application/pdf")]
    content_type: String,
    /// In bytes.
    size: i64,
    /// SHA-256 of the bytes, in hex.
    sha256: String,
    /// Null once the uploader's account is deleted.
    #[schema(required = true)]
    uploaded_by: Option<i64>,
    #[serde(serialize_with = "domain::json_text::instant")]
    uploaded_at: DateTime<Utc>,
    #[schema(required = true, value_type = Option<String>, format = Date)]
    expires_on: Option<NaiveDate>,
    /// What the expiry says today (São Paulo): expired the day after it, expiring within 30 days;
    /// null without an expiry.
    #[schema(required = true)]
    validity: Option<Validity>,
    /// The case it was handed in for.
    #[schema(required = true)]
    case_id: Option<i64>,
    /// The case's checklist item it was handed in for.
    #[schema(required = true)]
    checklist_item_id: Option<i64>,
}

impl DocumentView {
    /// The document as shown on `today`.
    fn of(d: Document, today: NaiveDate) -> Self {
        Self {
            validity: d.validity(today),
            id: d.id.0,
            owner_id: d.owner.0,
            name: d.original_name,
            kind: match d.kind {
                DocumentKind::Pdf => KindView::Pdf,
                DocumentKind::Image => KindView::Image,
            },
            content_type: d.content_type,
            size: d.size,
            sha256: d.sha256,
            uploaded_by: d.uploaded_by.map(|u| u.0),
            uploaded_at: d.uploaded_at,
            expires_on: d.expires_on,
            case_id: d.case_id.map(|c| c.0),
            checklist_item_id: d.checklist_item_id,
        }
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListQuery {
    /// Staff: whose documents (without it, everyone's). A client may name only themselves.
    user_id: Option<i64>,
    /// `pdf` or `image`.
    kind: Option<String>,
    /// Only those handed in for this case.
    case_id: Option<i64>,
    page: Option<u32>,
    page_size: Option<u32>,
}

#[utoipa::path(
    tag = "documents",
    params(ListQuery),
    responses(
        (status = 200, description = "A page of documents, newest first", body = DocumentPage),
        ReadErrors
    )
)]
#[get("/documents")]
async fn list(caller: Caller, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let query = DocumentQuery {
        user_id: query.user_id,
        kind: query.kind,
        case_id: query.case_id,
        page: PageRequest::new(query.page, query.page_size),
    };
    let (found, today) = caller
        .run(move |app, actor| Ok((app.documents.list(actor, &query)?, app.clock.today())))
        .await?;
    Ok(HttpResponse::Ok().json(found.map(|d| DocumentView::of(d, today))))
}

/// The upload form, for the OpenAPI document (the handler reads the multipart stream).
#[derive(ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub(crate) struct UploadForm {
    /// PDF, JPEG or PNG, at most 10 MB.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// Staff: for whom.
    user_id: Option<i64>,
    #[schema(value_type = Option<String>, format = Date)]
    expires_on: Option<NaiveDate>,
    /// The case it is handed in for (its client then owns it; staff hear of a client's upload).
    case_id: Option<i64>,
    /// The case's checklist item it is handed in for (with `caseId`).
    checklist_item_id: Option<i64>,
}

#[utoipa::path(
    tag = "documents",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored", body = DocumentView),
        UploadErrors
    )
)]
#[post("/documents")]
async fn upload(
    caller: Caller,
    request: HttpRequest,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    upload_form::check_declared_length(request.headers())?;
    let upload = upload_form::read(form).await?;
    let (stored, today) = caller
        .run(move |app, actor| Ok((app.documents.upload(actor, upload)?, app.clock.today())))
        .await?;
    Ok(HttpResponse::Created().json(DocumentView::of(stored, today)))
}

#[utoipa::path(
    tag = "documents",
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "The file, as an attachment under its name",
            content(
                (Vec<u8> = "application/pdf"),
                (Vec<u8> = "image/jpeg"),
                (Vec<u8> = "image/png")
            )
        ),
        ReadErrors
    )
)]
#[get("/documents/{id}/download")]
async fn download(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = DocumentId(id.into_inner());
    let (document, bytes) = caller.run(move |app, actor| app.documents.download(actor, id)).await?;
    Ok(download_of(&document.content_type, &document.original_name, bytes))
}

/// A file to save under `name`, never to be read as another type than `content_type`.
pub(crate) fn download_of(
    content_type: &str,
    name: &str,
    body: impl MessageBody + 'static,
) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(attachment(name))
        .insert_header(("X-Content-Type-Options", "nosniff"))
        .body(body)
}

/// `attachment; filename="ascii"; filename*=UTF-8''encoded` (RFC 6266): never shown inline
/// from the portal's origin, and saved under its name in any browser.
fn attachment(name: &str) -> ContentDisposition {
    let ascii: String = name
        .chars()
        .map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' { c } else { '_' })
        .collect();
    ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![
            DispositionParam::Filename(ascii),
            DispositionParam::FilenameExt(ExtendedValue {
                charset: Charset::Ext("UTF-8".into()),
                language_tag: None,
                value: name.as_bytes().to_vec(),
            }),
        ],
    }
}

#[utoipa::path(operation_id = "delete_document", tag = "documents", params(("id" = i64, Path)),
    responses((status = 204, description = "The document and its file are gone"), ChangeErrors))]
#[delete("/documents/{id}")]
async fn delete(caller: Caller, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = DocumentId(id.into_inner());
    caller.run(move |app, actor| app.documents.delete(actor, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A page of the list, for the OpenAPI document (the handler serialises `domain::paging::Page`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DocumentPage {
    items: Vec<DocumentView>,
    total: i64,
    page: u32,
    page_size: u32,
}

#[cfg(test)]
mod tests {
    use super::attachment;

    #[test]
    fn the_name_travels_in_utf8_with_an_ascii_fallback() {
        let header = attachment("Certidão \"nova\".pdf").to_string();
        assert!(header.starts_with("attachment; "), "{header}");
        assert!(header.contains("filename=\"Certid_o _nova_.pdf\""), "{header}");
        assert!(header.contains("filename*=UTF-8''Certid%C3%A3o%20%22nova%22.pdf"), "{header}");
    }
}
