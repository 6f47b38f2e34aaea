//! `/api/family-tree`: the client's family tree, read and saved whole (staff name a client with
//! `userId`). The rules are the core's; a tree of a few hundred persons is one request.

use actix_web::{get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use domain::family_tree::{FamilyTree, Person, TreeForm, TreeStatus};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use super::json_config;
use crate::caller::Caller;
use crate::error::{ApiError, ReadErrors, WriteErrors};

/// Largest tree body accepted: some 2000 persons with their notes.
pub const TREE_JSON_LIMIT_BYTES: usize = 4 * 1024 * 1024;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(
        scope("/family-tree")
            .app_data(json_config().limit(TREE_JSON_LIMIT_BYTES))
            .service(read)
            .service(save)
            .service(finish)
            .service(export),
    );
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct FamilyTreeView {
    owner_id: i64,
    /// `new` until the first save.
    status: TreeStatus,
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    #[serde(serialize_with = "optional_instant")]
    updated_at: Option<DateTime<Utc>>,
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    #[serde(serialize_with = "optional_instant")]
    finished_at: Option<DateTime<Utc>>,
    /// In the order the editor saved them.
    persons: Vec<Person>,
}

fn optional_instant<S: serde::Serializer>(
    at: &Option<DateTime<Utc>>,
    out: S,
) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => super::json_text::instant(at, out),
        None => out.serialize_none(),
    }
}

impl From<FamilyTree> for FamilyTreeView {
    fn from(tree: FamilyTree) -> Self {
        Self {
            owner_id: tree.owner.0,
            status: tree.status,
            updated_at: tree.updated_at,
            finished_at: tree.finished_at,
            persons: tree.persons,
        }
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OwnerQuery {
    /// Staff: whose tree. A client may name only themselves.
    user_id: Option<i64>,
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery),
    responses((status = 200, description = "The tree, or the seven preset relatives", body = FamilyTreeView), ReadErrors))]
#[get("")]
async fn read(caller: Caller, query: web::Query<OwnerQuery>) -> Result<HttpResponse, ApiError> {
    let user_id = query.user_id;
    let tree = caller.run(move |app, actor| app.family_tree.read(actor, user_id)).await?;
    Ok(HttpResponse::Ok().json(FamilyTreeView::from(tree)))
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery), request_body = TreeForm,
    responses((status = 200, description = "Saved as a draft, replacing the stored tree", body = FamilyTreeView), WriteErrors))]
#[put("")]
async fn save(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    form: web::Json<TreeForm>,
) -> Result<HttpResponse, ApiError> {
    let (user_id, form) = (query.user_id, form.into_inner());
    let tree =
        caller.run(move |app, actor| app.family_tree.save_draft(actor, user_id, &form)).await?;
    Ok(HttpResponse::Ok().json(FamilyTreeView::from(tree)))
}

#[utoipa::path(tag = "family-tree", params(OwnerQuery), request_body = TreeForm,
    responses((status = 200, description = "Saved as finished; staff are told by mail", body = FamilyTreeView), WriteErrors))]
#[post("/finish")]
async fn finish(
    caller: Caller,
    query: web::Query<OwnerQuery>,
    form: web::Json<TreeForm>,
) -> Result<HttpResponse, ApiError> {
    let (user_id, form) = (query.user_id, form.into_inner());
    let tree = caller.run(move |app, actor| app.family_tree.finish(actor, user_id, &form)).await?;
    Ok(HttpResponse::Ok().json(FamilyTreeView::from(tree)))
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
    Ok(HttpResponse::Ok()
        .content_type(GEDCOM_MEDIA_TYPE)
        .insert_header(super::documents::attachment("arvore-genealogica.ged"))
        .insert_header(("X-Content-Type-Options", "nosniff"))
        .body(text))
}
