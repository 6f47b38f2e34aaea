//! What one account can do with the portal's mail and agenda, and input that must never reach
//! the database: each refusal is a clear message and changes nothing.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::agenda::{agenda, agenda_with, Agenda};

fn with(form: &Value, changes: Value) -> Value {
    let mut form = form.clone();
    form.as_object_mut().unwrap().extend(changes.as_object().unwrap().clone());
    form
}

async fn total(a: &Agenda) -> i64 {
    let (_, list) = a.get(&a.staff, "/api/appointments").await;
    list["total"].as_i64().unwrap()
}

/// The mails delivered so far, by their `To:` line.
fn delivered_to(a: &Agenda, to: &str) -> usize {
    std::fs::read_dir(a.app.mail_dir.path())
        .unwrap()
        .filter_map(|entry| std::fs::read_to_string(entry.ok()?.path()).ok())
        .filter(|eml| eml.contains(&format!("To: {to}")))
        .count()
}

#[tokio::test]
async fn a_clients_booking_mails_their_own_account_never_the_typed_address() {
    let a = agenda().await;
    let form = with(&a.portuguese_form(), json!({"clientEmail": "vitima@exemplo.org"}));
    let (status, body) = a.book(&a.bia, &form).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    a.app.mails_to("bia@exemplo.com", 1).await;
    a.app.mails_to("equipe@exemplo.com", 1).await;
    assert_eq!(delivered_to(&a, "vitima@exemplo.org"), 0);
}

#[tokio::test]
async fn an_edit_that_changes_nothing_sends_nothing_and_a_change_one_mail_each_way() {
    let a = agenda().await;
    let form = with(&a.portuguese_form(), json!({"status": null}));
    let (status, booked) = a.book(&a.ana, &form).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    let path = format!("/api/appointments/{}", booked["id"]);
    let (status, _) = a.send(&a.ana, Method::PUT, &path, Some(&form)).await;
    assert_eq!(status, StatusCode::OK);
    let later = with(&form, json!({"time": "15:00"}));
    let (status, _) = a.send(&a.ana, Method::PUT, &path, Some(&later)).await;
    assert_eq!(status, StatusCode::OK);
    a.app.mails_to("ana@exemplo.com", 2).await;
    a.app.mails_to("equipe@exemplo.com", 2).await;
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    assert_eq!(delivered_to(&a, "ana@exemplo.com"), 2, "booked and changed");
    assert_eq!(delivered_to(&a, "equipe@exemplo.com"), 2);
}

#[tokio::test]
async fn a_client_holds_at_most_the_configured_active_bookings_and_staff_are_exempt() {
    let a = agenda_with(&[("MAX_ACTIVE_BOOKINGS_PER_CLIENT", "2")]).await;
    for time in ["09:00", "09:30"] {
        let form = with(&a.portuguese_form(), json!({"time": time}));
        assert_eq!(a.book(&a.ana, &form).await.0, StatusCode::CREATED);
    }
    let third = with(&a.portuguese_form(), json!({"time": "10:00"}));
    let (status, body) = a.book(&a.ana, &third).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(
        body["message"],
        "Você já tem 2 agendamentos ativos; cancele um antes de marcar outro."
    );
    assert_eq!(total(&a).await, 2, "the refused booking is not stored");
    assert_eq!(a.book(&a.bia, &third).await.0, StatusCode::CREATED);
    let for_ana = with(&a.portuguese_form(), json!({"time": "10:30", "userId": a.ana_id}));
    assert_eq!(a.book(&a.staff, &for_ana).await.0, StatusCode::CREATED);
}

#[tokio::test]
async fn staff_booking_for_an_account_that_does_not_exist_is_a_field_error() {
    let a = agenda().await;
    for user_id in [json!(987_654), json!(i64::MAX)] {
        let form = with(&a.portuguese_form(), json!({ "userId": user_id }));
        let (status, body) = a.book(&a.staff, &form).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["fieldErrors"]["userId"], "Cliente não encontrado");
    }
    assert_eq!(total(&a).await, 0);
}

#[tokio::test]
async fn nasty_input_is_a_400_never_a_500() {
    let a = agenda().await;
    let italian = a.italian_form();
    let nasty = [
        ("clientName", json!("Ana\u{1b}[31m Rossi")),
        ("clientName", json!("Ana \u{202E}issoR")),
        ("clientPhone", json!("11\u{2066}98765-4321")),
        ("notes", json!("pague em \u{202D}moc.elgoog")),
        ("notes", json!("sino\u{7}")),
        ("birthPlace", json!("São\u{0}Paulo")),
        ("date", json!("0000-01-01")),
        ("date", json!("99999-01-01")),
        ("date", json!("+99999-01-01")),
        ("birthDate", json!("0000-01-01")),
        ("birthDate", json!("1800-01-01")),
        ("documentIssueDate", json!("99999-12-31")),
        ("documentExpiryDate", json!("9999-12-31")),
        ("serviceId", json!(i64::MAX)),
        ("serviceId", json!(1e30)),
        ("serviceId", json!(-1)),
        ("userId", json!(1e30)),
        ("userId", json!(-5)),
    ];
    for (field, value) in nasty {
        let form = with(&italian, json!({ field: value.clone() }));
        // A client's `userId` is never read: their bookings are theirs.
        let askers = if field == "userId" { vec![&a.staff] } else { vec![&a.ana, &a.staff] };
        for who in askers {
            let (status, body) = a.book(who, &form).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{field}={value}: {body}");
        }
    }
    assert_eq!(total(&a).await, 0);

    let profile =
        json!({"fullName": "Ana \u{202E}issoR", "email": "ana@exemplo.com", "username": "ana"});
    let path = format!("/api/users/{}", a.ana_id);
    let (status, body) = a.send(&a.ana, Method::PUT, &path, Some(&profile)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["fieldErrors"]["fullName"], "Caracteres inválidos");

    let registration = json!({"fullName": "Zé\u{8}", "email": "ze@exemplo.com",
        "username": "ze", "password": "uma-senha-forte-123"});
    let response = reqwest::Client::new()
        .post(a.app.url("/api/register"))
        .json(&registration)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);

    let staff_id = a.app.create_admin("plantao").id.0;
    let message = json!({"receiverId": staff_id, "content": "clique \u{202E}kcilc"});
    let (status, body) = a.send(&a.ana, Method::POST, "/api/messages", Some(&message)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["fieldErrors"]["content"], "Caracteres inválidos");
    let lines = json!({"receiverId": staff_id, "content": "Linha 1\r\nLinha 2"});
    let (status, _) = a.send(&a.ana, Method::POST, "/api/messages", Some(&lines)).await;
    assert_eq!(status, StatusCode::CREATED);
}

#[tokio::test]
async fn a_clients_mails_beyond_the_hourly_cap_are_left_out_but_bookings_and_resets_go_on() {
    let a = agenda_with(&[("STAFF_EMAIL", "equipe@exemplo.com"), ("MAIL_CAP_PER_HOUR", "3")]).await;
    for time in ["09:00", "09:30"] {
        let form = with(&a.portuguese_form(), json!({"time": time}));
        assert_eq!(a.book(&a.ana, &form).await.0, StatusCode::CREATED);
    }
    assert_eq!(total(&a).await, 2, "both bookings are stored");
    a.app.mails_to("ana@exemplo.com", 2).await;
    a.app.mails_to("equipe@exemplo.com", 1).await;
    assert_eq!(a.app.request_reset("ana@exemplo.com").await.status(), 200);
    a.app.mails_to("ana@exemplo.com", 3).await;
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    assert_eq!(
        delivered_to(&a, "equipe@exemplo.com"),
        1,
        "the fourth mail of the hour is left out"
    );
    assert_eq!(delivered_to(&a, "ana@exemplo.com"), 3, "two bookings and the reset link");
}
