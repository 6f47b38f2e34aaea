//! The catalogue over HTTP: who sees what, staff's edits, validation and audit.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{audit_actions, cookie_client, id_named, json_of, TestApp};

struct Catalog {
    app: TestApp,
    staff: Client,
    client: Client,
}

async fn catalog() -> Catalog {
    let app = TestApp::spawn().await;
    app.seed();
    app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    app.register("ana").await;
    let client = app.client.clone();
    Catalog { app, staff, client }
}

impl Catalog {
    async fn get(&self, who: &Client, path: &str) -> Value {
        let response = who.get(self.app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "GET {path}");
        json_of(response).await
    }

    async fn patch(&self, who: &Client, path: &str, body: Value) -> (StatusCode, Value) {
        self.app.call(who, Method::PATCH, path, Some(&body)).await
    }

    async fn service_id(&self, name: &str) -> i64 {
        id_named(&self.get(&self.staff, "/api/services?all=true").await, name)
    }

    async fn course_id(&self, name: &str) -> i64 {
        id_named(&self.get(&self.staff, "/api/courses?all=true").await, name)
    }
}

#[tokio::test]
async fn clients_see_active_services_without_staff_fields() {
    let c = catalog().await;
    let services = c.get(&c.client, "/api/services").await;
    let services = services.as_array().unwrap();
    assert_eq!(services.len(), 8);
    let passport =
        services.iter().find(|s| s["name"] == "Agendamento de Passaporte Italiano").unwrap();
    assert_eq!(passport["price"], 98_000);
    assert_eq!(passport["duration"], 60);
    assert!(passport.get("discountCode").is_none() && passport.get("active").is_none());
    assert!(services.iter().any(|s| s["price"].is_null()), "one 'SOB CONSULTA'");
    let staff_view = c.get(&c.staff, "/api/services").await;
    assert_eq!(staff_view[0]["active"], true);

    let courses = c.get(&c.client, "/api/courses").await;
    let basic = courses
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["name"] == "Curso Básico de Italiano")
        .unwrap()
        .clone();
    assert_eq!(
        (basic["price"].as_i64(), basic["discountPrice"].as_i64()),
        (Some(358_800), Some(308_800))
    );
    assert_eq!(basic["discountPercent"], 14);

    let anonymous = cookie_client().get(c.app.url("/api/services")).send().await.unwrap();
    assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn staff_change_a_price_typed_or_in_centavos_and_everyone_sees_it() {
    let c = catalog().await;
    let id = c.service_id("Renovação de Passaporte").await;
    let path = format!("/api/admin/services/{id}");
    let (status, body) = c.patch(&c.staff, &path, json!({"price": "1.080,00"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["price"], 108_000);
    let services = c.get(&c.client, "/api/services").await;
    let seen =
        services.as_array().unwrap().iter().find(|s| s["id"] == id).unwrap()["price"].clone();
    assert_eq!(seen, 108_000);

    let (status, _) = c.patch(&c.staff, &path, json!({"price": 125_000})).await;
    assert_eq!(status, 200);
    assert_eq!(audit_count(&c.app, "service.update"), 2);
}

#[tokio::test]
async fn price_edits_are_validated_in_portuguese() {
    let c = catalog().await;
    let id = c.service_id("Renovação de Passaporte").await;
    let path = format!("/api/admin/services/{id}");
    for (body, message) in [
        (json!({"price": 0}), "O preço deve ser maior que zero"),
        (json!({"price": -100}), "O preço deve ser maior que zero"),
        (json!({}), "O preço deve ser maior que zero"),
        (json!({"price": "abc"}), "Por favor, insira um preço válido (ex: 980,00)."),
        (json!({"price": 9.5}), "Por favor, insira um preço válido (ex: 980,00)."),
    ] {
        let (status, answer) = c.patch(&c.staff, &path, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer["fieldErrors"]["price"], message, "{body}");
    }
    assert_eq!(audit_count(&c.app, "service.update"), 0);
}

#[tokio::test]
async fn clients_and_strangers_cannot_edit_the_catalogue() {
    let c = catalog().await;
    let service = c.service_id("Consulta Jurídica").await;
    let course = c.course_id("Curso Básico de Italiano").await;
    for path in [
        format!("/api/admin/services/{service}"),
        format!("/api/services/{service}"),
        format!("/api/admin/courses/{course}"),
        format!("/api/courses/{course}"),
    ] {
        let (status, _) = c.patch(&c.client, &path, json!({"price": 100})).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{path}");
        let (status, _) = c.patch(&cookie_client(), &path, json!({"price": 100})).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}");
    }
    let (status, _) = c.patch(&c.staff, "/api/services/999999", json!({"price": 100})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_admin_service_table_edits_discounts_and_the_active_flag() {
    let c = catalog().await;
    let id = c.service_id("Consulta Jurídica").await;
    let path = format!("/api/services/{id}");
    let (status, body) =
        c.patch(&c.staff, &path, json!({"name": "ab", "discountAvailable": true})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fieldErrors"]["name"], "Nome deve ter pelo menos 3 caracteres");
    assert!(body["fieldErrors"]["discountAmount"].is_string());

    let edit = json!({"name": "Consulta Jurídica Online", "price": 40_000, "discountAvailable": true,
                      "discountAmount": 10, "discountCode": "ONLINE10", "active": false});
    let (status, body) = c.patch(&c.staff, &path, edit).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["discountAmount"].as_i64(), body["active"].as_bool()),
        (Some(10), Some(false))
    );
    let visible = c.get(&c.client, "/api/services?all=true").await;
    assert!(
        visible.as_array().unwrap().iter().all(|s| s["id"] != id),
        "inactive services are staff's only"
    );
    let staff_view = c.get(&c.staff, "/api/services?all=true").await;
    assert!(staff_view.as_array().unwrap().iter().any(|s| s["id"] == id));

    let taken = c.service_id("Consulta Jurídica Online").await;
    let other = c.service_id("Serviços Consulares").await;
    let (status, body) = c
        .patch(
            &c.staff,
            &format!("/api/services/{other}"),
            json!({"name": "Consulta Jurídica Online"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{taken}");
    assert!(body["fieldErrors"]["name"].is_string());
}

#[tokio::test]
async fn course_prices_keep_the_promotion_below_the_regular_price() {
    let c = catalog().await;
    let id = c.course_id("Curso Básico de Italiano").await;
    let (status, body) =
        c.patch(&c.staff, &format!("/api/courses/{id}"), json!({"price": 300_000})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fieldErrors"]["discountPrice"],
        "O preço com desconto deve ser menor que o preço regular"
    );

    let (status, body) = c
        .patch(
            &c.staff,
            &format!("/api/courses/{id}"),
            json!({"price": "1.500,00", "discountPrice": "1.200,00"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["price"].as_i64(), body["discountPercent"].as_i64()),
        (Some(150_000), Some(20))
    );
    let (status, body) =
        c.patch(&c.staff, &format!("/api/courses/{id}"), json!({"discountPrice": null})).await;
    assert_eq!(status, 200);
    assert!(body["discountPrice"].is_null());
    let (status, body) =
        c.patch(&c.staff, &format!("/api/admin/courses/{id}"), json!({"price": 0})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fieldErrors"]["price"], "O preço deve ser maior que zero");
    assert_eq!(audit_count(&c.app, "course.update"), 2);
}

fn audit_count(app: &TestApp, action: &str) -> usize {
    audit_actions(app).iter().filter(|a| *a == action).count()
}
