//! The priority flag of quick-access links (`priority=true`): stored on bookings and requests,
//! false unless sent, kept through a client's changes, changed by staff, and a staff filter.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::agenda::agenda;
use crate::helpers::admin_app;

fn with_priority(mut form: Value, priority: bool) -> Value {
    form["priority"] = json!(priority);
    form
}

#[tokio::test]
async fn a_booking_is_not_priority_unless_its_link_says_so_and_a_client_cannot_change_it() {
    let a = agenda().await;
    let (status, plain) = a.book(&a.bia, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{plain}");
    assert_eq!(plain["priority"], false);

    let mut form = with_priority(a.portuguese_form(), true);
    form["time"] = json!("11:00");
    let (status, marked) = a.book(&a.ana, &form).await;
    assert_eq!(status, StatusCode::CREATED, "{marked}");
    assert_eq!(marked["priority"], true);
    let id = marked["id"].as_i64().unwrap();
    let (_, shown) = a.get(&a.ana, &format!("/api/appointments/{id}")).await;
    assert_eq!(shown["priority"], true);

    // The client's change keeps it, whatever the form says.
    let mut change = with_priority(form.clone(), false);
    change["notes"] = json!("Levo as fotos.");
    change.as_object_mut().unwrap().remove("status");
    let (status, changed) =
        a.send(&a.ana, Method::PUT, &format!("/api/appointments/{id}"), Some(&change)).await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(
        (changed["priority"].clone(), changed["notes"].clone()),
        (json!(true), json!("Levo as fotos."))
    );

    // Staff unmark it, and mark Bia's.
    let (_, unmarked) = a
        .send(
            &a.staff,
            Method::PUT,
            &format!("/api/appointments/{id}"),
            Some(&with_priority(form, false)),
        )
        .await;
    assert_eq!(unmarked["priority"], false);
    let bia_id = plain["id"].as_i64().unwrap();
    let (_, remarked) = a
        .send(
            &a.staff,
            Method::PUT,
            &format!("/api/appointments/{bia_id}"),
            Some(&with_priority(a.portuguese_form(), true)),
        )
        .await;
    assert_eq!(remarked["priority"], true);
}

#[tokio::test]
async fn staff_list_only_the_priority_appointments_when_they_ask() {
    let a = agenda().await;
    a.book(&a.bia, &a.portuguese_form()).await;
    let mut form = with_priority(a.portuguese_form(), true);
    form["time"] = json!("11:00");
    let (_, marked) = a.book(&a.ana, &form).await;

    let (_, everyone) = a.get(&a.staff, "/api/appointments").await;
    assert_eq!(everyone["total"], 2);
    let flags: Vec<Value> =
        everyone["items"].as_array().unwrap().iter().map(|i| i["priority"].clone()).collect();
    assert_eq!(flags, vec![json!(false), json!(true)], "each listed with its flag");

    let (status, only) = a.get(&a.staff, "/api/appointments?priority=true").await;
    assert_eq!(status, StatusCode::OK, "{only}");
    assert_eq!(only["total"], 1);
    assert_eq!(only["items"][0]["id"], marked["id"]);
    let (_, all) = a.get(&a.staff, "/api/appointments?priority=false").await;
    assert_eq!(all["total"], 2);
    let (status, refused) = a.get(&a.staff, "/api/appointments?priority=talvez").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
}

fn contact(priority: Option<bool>) -> Value {
    let mut body = json!({
        "kind": "citizenship", "offer": "menores-urgente", "name": "Ana Souza",
        "email": "ana.contato@exemplo.com", "phone": "(11) 98765-4321",
        "message": "Meu filho precisa do passaporte.",
    });
    if let Some(priority) = priority {
        body["priority"] = json!(priority);
    }
    body
}

#[tokio::test]
async fn a_request_from_a_priority_link_is_marked_and_staff_filter_the_inbox_by_it() {
    let (app, staff, _) = admin_app().await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (bia, _) = app.register_elsewhere("bia", "Bia Lima").await;
    let (status, plain) = app.call(&ana, Method::POST, "/api/requests", Some(&contact(None))).await;
    assert_eq!(status, 201, "{plain}");
    assert_eq!(plain["priority"], false);
    let (_, unmarked) =
        app.call(&ana, Method::POST, "/api/requests", Some(&contact(Some(false)))).await;
    assert_eq!(unmarked["priority"], false);
    let (status, marked) =
        app.call(&bia, Method::POST, "/api/requests", Some(&contact(Some(true)))).await;
    assert_eq!(status, 201, "{marked}");
    assert_eq!(marked["priority"], true);

    let id = marked["id"].as_i64().unwrap();
    let (_, detail) = app.call(&staff, Method::GET, &format!("/api/requests/{id}"), None).await;
    assert_eq!(detail["priority"], true);
    let (_, inbox) = app.call(&staff, Method::GET, "/api/requests", None).await;
    assert_eq!(inbox["total"], 3);
    let (_, only) = app.call(&staff, Method::GET, "/api/requests?priority=true", None).await;
    assert_eq!(only["total"], 1);
    assert_eq!(only["items"][0]["id"], id);
    assert_eq!(only["items"][0]["priority"], true);
    // A client's list is their own, whole.
    let (_, own) = app.call(&ana, Method::GET, "/api/requests?priority=true", None).await;
    assert_eq!(own["total"], 2);
}
