//! `/api/family-tree`: the client's family tree, read and saved whole (staff name a client with
//! `userId`). The rules are the core's; a tree of a few hundred persons is one request.

use std::io::Read;

use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, ContentType, Encoding};
use actix_web::{get, post, put, web, HttpMessage, HttpRequest, HttpResponse};
use domain::family_tree::{
    check_import_size, FamilyTree, FinishForm, ImportPreview, TreeForm, TreeJson, TreeRead,
    MAX_IMPORT_BYTES,
};
use domain::DomainError;
use flate2::read::GzDecoder;
use futures_util::TryStreamExt;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use super::documents::download_of;
use super::json_config;
use crate::caller::Caller;
use crate::error::{ApiError, ImportErrors, ReadErrors, WriteErrors};

/// Largest tree body accepted: some 2000 persons with their notes.
pub const TREE_JSON_LIMIT_BYTES: usize = 4 * 1024 * 1024;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(
        scope("/family-tree")
            .app_data(json_config().limit(TREE_JSON_LIMIT_BYTES))
            .service(read)
            .service(save)
            .service(finish)
            .service(export)
            .service(report)
            .service(mail_report)
            .service(preview_import)
            .service(apply_import),
    );
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OwnerQuery {
    /// Staff: whose tree. A client may name only themselves.
    user_id: Option<i64>,
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    responses((status = 200, description = "The tree, or the seven preset relatives", body = FamilyTree), ReadErrors))]
#[get("")]
async fn read(
    request: HttpRequest,
    caller: Caller,
    query: web::Query<OwnerQuery>,
) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let takes_gzip = takes_gzip(&request);
    // Unpacking, when needed, runs on the blocking thread with the read, not on the worker.
    let answer = caller
        .run(move |app, actor| match app.family_tree.read_for_sending(actor, user_id)? {
            TreeRead::Stored(json) if takes_gzip => Ok(TreeAnswer::Gzip(json.gzip)),
            TreeRead::Stored(json) => unpacked(&json).map(TreeAnswer::Json),
            TreeRead::Built(tree) => Ok(TreeAnswer::Tree(tree)),
        })
        .await?;
    Ok(match answer {
        TreeAnswer::Gzip(bytes) => HttpResponse::Ok()
            .content_type(ContentType::json())
            .insert_header(ContentEncoding::Gzip)
            .insert_header((header::VARY, "accept-encoding"))
            .body(bytes),
        // Unpacked, it is any JSON answer: the `Compress` middleware encodes it, and says that it
        // varies, as it does for the others.
        TreeAnswer::Json(text) => HttpResponse::Ok().content_type(ContentType::json()).body(text),
        TreeAnswer::Tree(tree) => HttpResponse::Ok().json(tree),
    })
}

/// A read's answer: the JSON the last save kept, sent as the gzip it is kept in to a client that
/// takes gzip (every browser does) and unpacked for one that does not, or the tree built anew.
enum TreeAnswer {
    Gzip(Vec<u8>),
    Json(Vec<u8>),
    Tree(FamilyTree),
}

fn takes_gzip(request: &HttpRequest) -> bool {
    let gzip = Encoding::Known(ContentEncoding::Gzip);
    request
        .get_header::<AcceptEncoding>()
        .and_then(|accepted| accepted.negotiate([gzip.clone(), Encoding::identity()].iter()))
        == Some(gzip)
}

fn unpacked(json: &TreeJson) -> Result<Vec<u8>, DomainError> {
    let mut text = Vec::new();
    GzDecoder::new(json.gzip.as_slice()).read_to_end(&mut text).map_err(|error| {
        DomainError::Internal(format!("a kept family tree does not unpack: {error}"))
    })?;
    Ok(text)
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery), request_body = TreeForm,
    responses((status = 200, description = "Saved as a draft, replacing the stored tree", body = FamilyTree), WriteErrors))]
#[put("")]
async fn save(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    form: web::Json<TreeForm>,
) -> Result<HttpResponse, ApiError> {
    let (user_id, form) = (query.user_id, form.into_inner());
    let tree =
        caller.run(move |app, actor| app.family_tree.save_draft(actor, user_id, &form)).await?;
    Ok(HttpResponse::Ok().json(tree))
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery), request_body = FinishForm,
    responses((status = 200, description = "Saved as finished and sent to the staff as a request of kind family-tree", body = FamilyTree), WriteErrors))]
#[post("/finish")]
async fn finish(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    form: web::Json<FinishForm>,
) -> Result<HttpResponse, ApiError> {
    let (user_id, form) = (query.user_id, form.into_inner());
    let tree = caller.run(move |app, actor| app.family_tree.finish(actor, user_id, &form)).await?;
    Ok(HttpResponse::Ok().json(tree))
}

/// GEDCOM 7's media type (FamilySearch GEDCOM 7.0, section 1.4).
const GEDCOM_MEDIA_TYPE: &str = "text/vnd.familysearch.gedcom; charset=utf-8";

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    responses((status = 200, description = "The tree as a GEDCOM 7.0 file, as an attachment",
        content((String = "text/vnd.familysearch.gedcom"))), ReadErrors))]
#[get("/export")]
async fn export(caller: Caller, query: web::Query<OwnerQuery>) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let text = caller.run(move |app, actor| app.family_tree.export(actor, user_id)).await?;
    Ok(download_of(GEDCOM_MEDIA_TYPE, "arvore-genealogica.ged", text))
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    responses((status = 200, description = "The tree's report as a PDF file, as an attachment: the line to the Italian emigrant first, then every person",
        content((Vec<u8> = "application/pdf"))), ReadErrors))]
#[get("/report.pdf")]
async fn report(caller: Caller, query: web::Query<OwnerQuery>) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let pdf = caller
        .run(move |app, actor| {
            let report = app.family_tree.report(actor, user_id)?;
            Ok(pdf_report::render(&report, "Árvore genealógica"))
        })
        .await?;
    Ok(download_of("application/pdf", "arvore-genealogica.pdf", pdf))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ReportMailSent {
    /// The tree owner's address, where the link goes.
    sent_to: String,
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    responses((status = 200, description = "A mail to the tree's owner with a link to download the PDF report in the portal is queued (and audited)", body = ReportMailSent), WriteErrors))]
#[post("/report/mail")]
async fn mail_report(
    caller: Caller,
    query: web::Query<OwnerQuery>,
) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let sent_to = caller.run(move |app, actor| app.family_tree.mail_report(actor, user_id)).await?;
    Ok(HttpResponse::Ok().json(ReportMailSent { sent_to }))
}

/// The file's bytes, read no further than the largest file accepted.
async fn gedcom_bytes(
    request: &actix_web::HttpRequest,
    mut payload: web::Payload,
) -> Result<Vec<u8>, ApiError> {
    let declared = request
        .headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok());
    if let Some(length) = declared {
        check_import_size(length)?;
    }
    let mut bytes = Vec::with_capacity(declared.unwrap_or(0).min(MAX_IMPORT_BYTES));
    while let Some(chunk) = payload
        .try_next()
        .await
        .map_err(|e| ApiError::BadRequest(format!("Não foi possível ler o arquivo: {e}")))?
    {
        check_import_size(bytes.len() + chunk.len())?;
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "A .ged file (GEDCOM 5.5, 5.5.1 or 7.0), up to 5 MB"),
    responses((status = 200, description = "What importing the file would do; nothing is stored", body = ImportPreview), ImportErrors))]
#[post("/import/preview")]
async fn preview_import(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    request: actix_web::HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let bytes = gedcom_bytes(&request, payload).await?;
    let preview = caller
        .run(move |app, actor| app.family_tree.preview_import(actor, user_id, &bytes))
        .await?;
    Ok(HttpResponse::Ok().json(preview))
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The same .ged file the preview read"),
    responses((status = 200, description = "Imported as the preview showed, stored as a draft in one transaction", body = FamilyTree), ImportErrors))]
#[post("/import")]
async fn apply_import(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    request: actix_web::HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let bytes = gedcom_bytes(&request, payload).await?;
    let tree =
        caller.run(move |app, actor| app.family_tree.apply_import(actor, user_id, &bytes)).await?;
    Ok(HttpResponse::Ok().json(tree))
}
