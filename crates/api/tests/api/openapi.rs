//! The OpenAPI document: every call the portal answers is in it.

use crate::helpers::TestApp;

#[tokio::test]
async fn the_openapi_document_lists_every_call() {
    let app = TestApp::spawn().await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status(), 200);
    let document: serde_json::Value = response.json().await.unwrap();
    assert!(document["openapi"].as_str().unwrap().starts_with("3."));
    let paths = document["paths"].as_object().unwrap();
    for (path, method) in [
        ("/api/health", "get"),
        ("/api/ready", "get"),
        ("/api/user", "get"),
        ("/api/login", "post"),
        ("/api/register", "post"),
        ("/api/logout", "post"),
        ("/api/reset-password", "post"),
        ("/api/reset-password/check", "post"),
        ("/api/reset-password/confirm", "post"),
        ("/api/users", "get"),
        ("/api/users/{id}", "patch"),
        ("/api/users/{id}", "delete"),
        ("/api/users/{id}", "put"),
        ("/api/users/{id}/password", "put"),
        ("/api/services", "get"),
        ("/api/services/{id}", "patch"),
        ("/api/admin/services/{id}", "patch"),
        ("/api/courses", "get"),
        ("/api/courses/{id}", "patch"),
        ("/api/admin/courses/{id}", "patch"),
        ("/api/appointments", "get"),
        ("/api/appointments", "post"),
        ("/api/appointments/{id}", "get"),
        ("/api/appointments/{id}", "put"),
        ("/api/appointments/availability", "get"),
        ("/api/services/{id}/locations", "get"),
        ("/api/dashboard", "get"),
        ("/api/messages", "get"),
        ("/api/messages", "post"),
        ("/api/messages/{id}/read", "patch"),
        ("/api/messages/{id}", "delete"),
        ("/api/messages/contacts", "get"),
        ("/api/messages/unread-count", "get"),
    ] {
        assert!(
            paths.get(path).and_then(|p| p.get(method)).is_some(),
            "{method} {path} is not documented"
        );
    }
    let schemas = document["components"]["schemas"].as_object().unwrap();
    assert!(schemas.contains_key("UserView") && schemas.contains_key("ErrorBody"));
    let user = &schemas["UserView"]["properties"];
    assert!(user.get("fullName").is_some() && user.get("passwordHash").is_none());
}
