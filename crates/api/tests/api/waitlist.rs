//! The waitlist of a full day: joining once, the hold mailed to the first in line when a slot
//! frees up, the hold respected, its link read without change and booked once, and an expired
//! hold passed on to the next in line by the worker.

use chrono::Duration;
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::agenda::{agenda, bookable_day, Agenda, PORTO, ROMA};
use crate::availability::urlencode;
use crate::helpers::query_texts;

const ALREADY: &str = "Você já está na lista de espera deste dia para este serviço e local.";
const SLOTS_FREE: &str =
    "Ainda há horários livres neste dia. Escolha um deles em vez de entrar na lista de espera.";
const USED: &str = "Este horário já foi reservado por este link.";
const EXPIRED: &str =
    "A reserva deste horário expirou e ele passou para o próximo da lista de espera.";

/// Staff fill every slot of the bookable day at Porto; the appointments' ids by time.
async fn full_day(a: &Agenda) -> Vec<(String, i64)> {
    fill_day(a, &a.portuguese_form()).await
}

/// Staff fill every slot of the bookable day with `base` at each time.
async fn fill_day(a: &Agenda, base: &Value) -> Vec<(String, i64)> {
    let mut booked = Vec::new();
    for hour in 9..18 {
        for minute in ["00", "30"] {
            let time = format!("{hour:02}:{minute}");
            let mut form = base.clone();
            form["clientName"] = json!(format!("Cliente das {time}"));
            form["clientEmail"] = json!("balcao@exemplo.com");
            form["time"] = json!(time);
            let (status, body) = a.book(&a.staff, &form).await;
            assert_eq!(status, StatusCode::CREATED, "{body}");
            booked.push((time, body["id"].as_i64().unwrap()));
        }
    }
    booked
}

fn join_body(a: &Agenda) -> Value {
    json!({"serviceId": a.portuguese, "location": PORTO, "date": bookable_day()})
}

async fn join(a: &Agenda, who: &Client) -> (StatusCode, Value) {
    a.send(who, Method::POST, "/api/waitlist", Some(&join_body(a))).await
}

/// Staff cancel the appointment of `time`.
async fn cancel(a: &Agenda, booked: &[(String, i64)], time: &str) {
    cancel_as(a, &a.portuguese_form(), booked, time).await;
}

/// Staff cancel the appointment of `time`, booked with `base`.
async fn cancel_as(a: &Agenda, base: &Value, booked: &[(String, i64)], time: &str) {
    let id = booked.iter().find(|(at, _)| at == time).unwrap().1;
    let mut form = base.clone();
    form["clientName"] = json!(format!("Cliente das {time}"));
    form["clientEmail"] = json!("balcao@exemplo.com");
    form["time"] = json!(time);
    form["status"] = json!("cancelled");
    let (status, body) =
        a.send(&a.staff, Method::PUT, &format!("/api/appointments/{id}"), Some(&form)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// The token of the hold link mailed to `to`, once `count` mails arrived (one of them the hold's).
async fn hold_token(a: &Agenda, to: &str, count: usize) -> String {
    let mails: Vec<String> = a
        .app
        .mails_to(to, count)
        .await
        .into_iter()
        .filter(|mail| mail.contains("/lista-de-espera/reserva?token="))
        .collect();
    assert_eq!(mails.len(), 1, "one hold mail: {mails:?}");
    let mail = &mails[0];
    const LINK: &str = "/lista-de-espera/reserva?token=";
    let start = mail.find(LINK).unwrap() + LINK.len();
    mail[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect()
}

async fn look(a: &Agenda, token: &str) -> (StatusCode, Value) {
    a.send(&Client::new(), Method::GET, &format!("/api/waitlist/hold?token={token}"), None).await
}

async fn book(a: &Agenda, token: &str) -> (StatusCode, Value) {
    book_with(a, json!({"token": token})).await
}

async fn book_with(a: &Agenda, body: Value) -> (StatusCode, Value) {
    a.send(&Client::new(), Method::POST, "/api/waitlist/hold", Some(&body)).await
}

async fn free_at(a: &Agenda, who: &Client, time: &str) -> bool {
    let (_, slots) = a.porto_slots(who, &bookable_day()).await;
    slots.as_array().unwrap().iter().any(|s| s["time"] == time && s["available"] == true)
}

#[tokio::test]
async fn a_client_joins_a_full_day_once_and_not_a_day_with_free_slots() {
    let a = agenda().await;
    let (status, body) = join(&a, &a.ana).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(SLOTS_FREE)));
    full_day(&a).await;
    let (status, entry) = join(&a, &a.ana).await;
    assert_eq!(status, StatusCode::CREATED, "{entry}");
    assert_eq!(entry["status"], "waiting");
    let (status, body) = join(&a, &a.ana).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(ALREADY)));
    assert_eq!(join(&a, &a.bia).await.0, StatusCode::CREATED);

    // Each client sees their own entry; staff see the day's line in order.
    let (_, mine) = a.get(&a.ana, "/api/waitlist").await;
    assert_eq!(mine.as_array().unwrap().len(), 1, "{mine}");
    let (_, line) = a
        .get(
            &a.staff,
            &format!("/api/waitlist?date={}&location={}", bookable_day(), urlencode(PORTO)),
        )
        .await;
    let names: Vec<_> = line.as_array().unwrap().iter().map(|e| e["clientEmail"].clone()).collect();
    assert_eq!(names, [json!("ana@exemplo.com"), json!("bia@exemplo.com")]);

    // Another's entry is not found; one's own is left.
    let id = entry["id"].as_i64().unwrap();
    let path = format!("/api/waitlist/{id}");
    assert_eq!(a.send(&a.bia, Method::DELETE, &path, None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(a.send(&a.ana, Method::DELETE, &path, None).await.0, StatusCode::NO_CONTENT);
    let (_, mine) = a.get(&a.ana, "/api/waitlist").await;
    assert_eq!(mine, json!([]));
}

#[tokio::test]
async fn a_freed_slot_is_held_for_the_first_in_line_then_passes_on_when_the_hold_expires() {
    let a = agenda().await;
    let booked = full_day(&a).await;
    assert_eq!(join(&a, &a.ana).await.0, StatusCode::CREATED);
    assert_eq!(join(&a, &a.bia).await.0, StatusCode::CREATED);

    cancel(&a, &booked, "10:30").await;
    let ana_token = hold_token(&a, "ana@exemplo.com", 1).await;
    // Only the digest is stored; the queued mail keeps its link sealed.
    let digests = query_texts(
        &a.app,
        "SELECT hold_digest AS text FROM waitlist_entries WHERE hold_digest IS NOT NULL",
    );
    assert_eq!(digests.len(), 1);
    assert!(!digests.contains(&ana_token));

    // While held, nobody else is offered it nor may book it.
    assert!(!free_at(&a, &a.bia, "10:30").await);
    let mut bias = a.portuguese_form();
    bias["clientEmail"] = json!("bia@exemplo.com");
    assert_eq!(a.book(&a.bia, &bias).await.0, StatusCode::CONFLICT);

    // Reading the link changes nothing.
    for _ in 0..2 {
        let (status, shown) = look(&a, &ana_token).await;
        assert_eq!(status, StatusCode::OK, "{shown}");
        assert_eq!(shown["time"], "10:30");
        assert_eq!(shown["location"], PORTO);
    }
    let statuses = query_texts(&a.app, "SELECT status AS text FROM waitlist_entries ORDER BY id");
    assert_eq!(statuses, ["offered", "waiting"]);

    // Thirty minutes on, the worker passes the hold to Bia, once.
    a.app.clock.advance(Duration::minutes(31));
    let bia_token = hold_token(&a, "bia@exemplo.com", 1).await;
    let (status, body) = look(&a, &ana_token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(EXPIRED)));
    let (status, body) = book(&a, &ana_token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(EXPIRED)));
    let statuses = query_texts(&a.app, "SELECT status AS text FROM waitlist_entries ORDER BY id");
    assert_eq!(statuses, ["lapsed", "offered"]);

    let (status, appointment) = book(&a, &bia_token).await;
    assert_eq!(status, StatusCode::CREATED, "{appointment}");
    assert_eq!(appointment["time"], "10:30");
    assert_eq!(appointment["clientEmail"], "bia@exemplo.com");
    assert_eq!(appointment["status"], "pending");
    let (status, body) = book(&a, &bia_token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(USED)));
    let statuses = query_texts(&a.app, "SELECT status AS text FROM waitlist_entries ORDER BY id");
    assert_eq!(statuses, ["lapsed", "booked"]);
    // Bia's booking is mailed as any booking.
    let mails = a.app.mails_to("bia@exemplo.com", 2).await;
    assert!(mails.iter().any(|m| m.contains("/agendamento?id=")), "{mails:?}");
}

#[tokio::test]
async fn a_signed_in_client_books_their_held_slot_from_the_portal_and_nobody_else_sees_it() {
    let a = agenda().await;
    let booked = full_day(&a).await;
    let (_, entry) = join(&a, &a.ana).await;
    let path = format!("/api/waitlist/{}/hold", entry["id"]);
    // Nothing held yet.
    assert_eq!(a.get(&a.ana, &path).await.0, StatusCode::NOT_FOUND);

    cancel(&a, &booked, "10:30").await;
    let token = hold_token(&a, "ana@exemplo.com", 1).await;
    let (status, shown) = a.get(&a.ana, &path).await;
    assert_eq!((status, &shown["time"]), (StatusCode::OK, &json!("10:30")), "{shown}");
    // Someone else's entry is not found, nor booked; signed out is 401.
    assert_eq!(a.get(&a.bia, &path).await.0, StatusCode::NOT_FOUND);
    assert_eq!(a.send(&a.bia, Method::POST, &path, Some(&json!({}))).await.0, 404);
    assert_eq!(a.send(&Client::new(), Method::GET, &path, None).await.0, 401);

    let (status, appointment) = a.send(&a.ana, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{appointment}");
    assert_eq!(
        (&appointment["time"], &appointment["status"]),
        (&json!("10:30"), &json!("pending"))
    );
    // One hold, used once, whichever way in.
    let (status, body) = book(&a, &token).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(USED)));
    let (status, body) = a.send(&a.ana, Method::POST, &path, Some(&json!({}))).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(USED)));
}

#[tokio::test]
async fn two_freed_slots_go_to_two_clients_and_a_slot_with_nobody_waiting_is_simply_free() {
    let a = agenda().await;
    let booked = full_day(&a).await;
    assert_eq!(join(&a, &a.ana).await.0, StatusCode::CREATED);
    cancel(&a, &booked, "09:00").await;
    cancel(&a, &booked, "09:30").await;
    hold_token(&a, "ana@exemplo.com", 1).await;
    // Ana holds one slot, never two; the other is free for anyone.
    let held = query_texts(
        &a.app,
        "SELECT to_char(hold_time, 'HH24:MI') AS text FROM waitlist_entries WHERE status = 'offered'",
    );
    assert_eq!(held, ["09:00"]);
    assert!(free_at(&a, &a.bia, "09:30").await);
    assert!(!free_at(&a, &a.bia, "09:00").await);
}

#[tokio::test]
async fn an_italian_hold_is_booked_with_the_phone_and_passport_data_that_staff_then_confirm() {
    let a = agenda().await;
    let italian = a.italian_form();
    let booked = fill_day(&a, &italian).await;
    let body = json!({"serviceId": a.italian, "location": ROMA, "date": bookable_day()});
    let (status, entry) = a.send(&a.ana, Method::POST, "/api/waitlist", Some(&body)).await;
    assert_eq!(status, StatusCode::CREATED, "{entry}");
    cancel_as(&a, &italian, &booked, "11:00").await;
    let token = hold_token(&a, "ana@exemplo.com", 1).await;

    let (status, shown) = look(&a, &token).await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert_eq!(shown["passportRequired"], true);
    assert_eq!(shown["hasPhone"], false);
    assert!(shown.get("clientPhone").is_none(), "the page shows no phone number: {shown}");

    // Without the passport data nothing is booked, and the hold still holds.
    let (status, refused) = book(&a, &token).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["fieldErrors"]["birthDate"], "Data de nascimento é obrigatória");
    assert_eq!(refused["fieldErrors"]["clientPhone"], "Telefone é obrigatório");
    assert_eq!(look(&a, &token).await.0, StatusCode::OK);

    // Once her account has a phone, the page says so (never the number) and the booking keeps it.
    let profile = json!({"fullName": "Ana Rossi", "email": "ana@exemplo.com", "username": "ana",
                         "phone": "11 98765-4321"});
    let path = format!("/api/users/{}", a.ana_id);
    let (status, body) = a.send(&a.ana, Method::PUT, &path, Some(&profile)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, shown) = look(&a, &token).await;
    assert_eq!(shown["hasPhone"], true);
    assert!(shown.get("clientPhone").is_none(), "{shown}");

    let mut details = italian.clone();
    for field in [
        "clientName",
        "clientEmail",
        "clientPhone",
        "serviceId",
        "location",
        "date",
        "time",
        "status",
    ] {
        details.as_object_mut().unwrap().remove(field);
    }
    details["token"] = json!(token);
    let (status, appointment) = book_with(&a, details).await;
    assert_eq!(status, StatusCode::CREATED, "{appointment}");
    assert_eq!(appointment["aireRegistrationNumber"], "AIRE-123");
    assert_eq!(appointment["clientPhone"], "11 98765-4321");

    // Staff confirm it as it was booked: the edit form finds every field it needs.
    let id = appointment["id"].as_i64().unwrap();
    let (_, stored) = a.get(&a.staff, &format!("/api/appointments/{id}")).await;
    let mut form = italian.clone();
    for field in ["clientName", "clientEmail", "time", "birthDate", "documentNumber"] {
        form[field] = stored[field].clone();
    }
    form["status"] = json!("confirmed");
    let (status, body) =
        a.send(&a.staff, Method::PUT, &format!("/api/appointments/{id}"), Some(&form)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "confirmed");
}
