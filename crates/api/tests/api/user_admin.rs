//! Staff administration of users: the list, access, deletion and the audit.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{admin_app, audit_actions, cookie_client, json_of, PASSWORD};

#[tokio::test]
async fn staff_list_users_with_search_role_and_pages() {
    let (app, staff, _) = admin_app().await;
    for name in ["ana", "bia", "caio"] {
        app.register_elsewhere(name, &format!("{name} Rossi")).await;
    }
    let get = |query: &str| staff.get(app.url(&format!("/api/users{query}"))).send();
    let all = json_of(get("").await.unwrap()).await;
    assert_eq!(all["total"], 4);
    assert_eq!((all["page"].as_i64(), all["pageSize"].as_i64()), (Some(1), Some(20)));
    assert!(all["items"][0].get("passwordHash").is_none());
    assert_eq!(json_of(get("?q=rossi&role=user").await.unwrap()).await["total"], 3);
    assert_eq!(json_of(get("?role=admin").await.unwrap()).await["total"], 1);
    let page = json_of(get("?page=2&pageSize=3").await.unwrap()).await;
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    assert_eq!(get("?role=root").await.unwrap().status(), StatusCode::BAD_REQUEST);

    let client = app.signed_in("ana").await;
    let refused = client.get(app.url("/api/users")).send().await.unwrap();
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(cookie_client().get(app.url("/api/users")).send().await.unwrap().status(), 401);
}

#[tokio::test]
async fn deactivating_someone_ends_their_sessions_and_is_audited() {
    let (app, staff, _) = admin_app().await;
    let ana = app.register("ana").await;
    let response = staff
        .patch(app.url(&format!("/api/users/{ana}")))
        .json(&json!({"active": false}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(json_of(response).await["active"], false);
    assert_eq!(app.get("/api/user").await.status(), 401);
    let login = app.login("ana", PASSWORD).await;
    assert_eq!(login.status(), StatusCode::FORBIDDEN);
    assert_eq!(audit_actions(&app), ["user.access"]);
}

#[tokio::test]
async fn staff_cannot_delete_themselves_nor_remove_the_last_admin() {
    let (app, staff, admin_id) = admin_app().await;
    let own = staff.delete(app.url(&format!("/api/users/{admin_id}"))).send().await.unwrap();
    assert_eq!(own.status(), StatusCode::FORBIDDEN);
    assert_eq!(json_of(own).await["message"], "Você não pode deletar sua própria conta.");

    // A second admin is then demoted; the first may not demote the one left.
    let second = app.create_admin("segunda");
    let demote = |id: i64| {
        staff.patch(app.url(&format!("/api/users/{id}"))).json(&json!({"role": "user"})).send()
    };
    assert_eq!(demote(second.id.0).await.unwrap().status(), 200);
    let own_access = demote(admin_id).await.unwrap();
    assert_eq!(own_access.status(), StatusCode::FORBIDDEN);

    let ana = app.register("ana").await;
    let delete_ana = || async {
        staff.delete(app.url(&format!("/api/users/{ana}"))).send().await.unwrap().status()
    };
    assert_eq!(delete_ana().await, 204);
    assert_eq!(delete_ana().await, 404, "already gone");
    assert_eq!(audit_actions(&app), ["user.access", "user.delete"]);
}
