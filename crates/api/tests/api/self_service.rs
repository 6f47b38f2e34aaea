//! The links of a client's appointment mails, used without signing in: what reading does (nothing),
//! what the POST does (once), and every refusal.

use chrono::{Datelike, Duration};
use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::agenda::{agenda, bookable_day, Agenda, PORTO};
use crate::helpers::{audit_actions, query_texts};

const CANCELLED: &str =
    "Este agendamento foi cancelado: este link não vale mais. Para outro horário, agende pelo portal.";
const WRONG_ACTION: &str = "Este link não serve para esta ação.";
const EXPIRED: &str = "Este link expirou: o horário do agendamento já passou.";

/// A link of a mail: its appointment, action and token.
#[derive(Debug, Clone)]
struct Link {
    appointment: i64,
    action: String,
    token: String,
}

impl Link {
    fn query(&self) -> String {
        format!(
            "/api/self-service?appointment={}&action={}&token={}",
            self.appointment, self.action, self.token
        )
    }

    fn body(&self) -> Value {
        json!({"appointment": self.appointment, "action": self.action, "token": self.token})
    }
}

/// Every link in the plain-text parts of `mails`.
fn links_in(mails: &[String]) -> Vec<Link> {
    let mut links = Vec::new();
    for mail in mails {
        for (start, _) in mail.match_indices("/agendamento?id=") {
            let url: String = mail[start..]
                .chars()
                .take_while(|c| !c.is_whitespace() && *c != '"' && *c != '<')
                .collect();
            let query = url.split_once('?').unwrap().1;
            let part = |name: &str| {
                query
                    .split('&')
                    .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
                    .map(str::to_owned)
            };
            // The HTML part writes its ampersands escaped; the plain text has them as they are.
            if let (Some(id), Some(action), Some(token)) = (part("id"), part("acao"), part("token"))
            {
                links.push(Link { appointment: id.parse().unwrap(), action, token });
            }
        }
    }
    links
}

/// Ana books the Portuguese passport; her confirmation mail's links, by action.
async fn ana_booked(a: &Agenda) -> (i64, [Link; 3]) {
    let (status, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    let id = booked["id"].as_i64().unwrap();
    (id, links_of(a, "ana@exemplo.com", id).await)
}

async fn links_of(a: &Agenda, to: &str, id: i64) -> [Link; 3] {
    let links: Vec<Link> = links_in(&a.app.mails_to(to, 1).await)
        .into_iter()
        .filter(|link| link.appointment == id)
        .collect();
    let find = |action: &str| {
        links.iter().find(|l| l.action == action).cloned().unwrap_or_else(|| panic!("{action}"))
    };
    [find("confirm"), find("reschedule"), find("cancel")]
}

/// Someone who never signed in, as a mail's reader is.
fn stranger() -> Client {
    Client::new()
}

async fn look(a: &Agenda, link: &Link) -> (StatusCode, Value) {
    a.app.call(&stranger(), Method::GET, &link.query(), None).await
}

async fn act(a: &Agenda, body: &Value) -> (StatusCode, Value) {
    a.app.call(&stranger(), Method::POST, "/api/self-service", Some(body)).await
}

async fn status_of(a: &Agenda, id: i64) -> Value {
    let (_, found) = a.get(&a.staff, &format!("/api/appointments/{id}")).await;
    found
}

#[tokio::test]
async fn opening_a_link_changes_nothing_and_its_post_cancels_once_freeing_the_slot() {
    let a = agenda().await;
    let (id, [_, _, cancel]) = ana_booked(&a).await;
    // The reminders waiting in the outbox hold their links sealed; only digests are stored.
    let waiting = query_texts(&a.app, "SELECT payload::text AS text FROM outbox");
    assert!(!waiting.is_empty() && waiting.iter().all(|p| !p.contains("token=")), "{waiting:?}");
    let digests = query_texts(&a.app, "SELECT token_digest AS text FROM appointment_action_tokens");
    assert!(!digests.contains(&cancel.token) && digests.len() == 9, "{digests:?}");
    for _ in 0..2 {
        let (status, shown) = look(&a, &cancel).await;
        assert_eq!(status, StatusCode::OK, "{shown}");
        assert_eq!(shown["status"], "pending");
        assert_eq!(shown["action"], "cancel");
        assert_eq!(shown["location"], PORTO);
    }
    // A HEAD or GET of the link's own page (the frontend's) changes nothing either.
    let page = stranger()
        .get(a.app.url(&format!("/agendamento?id={id}&acao=cancel&token={}", cancel.token)))
        .send()
        .await
        .unwrap();
    assert!(page.status().is_success());
    assert_eq!(status_of(&a, id).await["status"], "pending");
    assert!(audit_actions(&a.app).is_empty());

    let (status, done) = act(&a, &cancel.body()).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(done["status"], "cancelled");
    assert_eq!(status_of(&a, id).await["status"], "cancelled");
    let (_, slots) = a.porto_slots(&a.ana, &bookable_day()).await;
    let half_past_ten = slots.as_array().unwrap().iter().find(|s| s["time"] == "10:30").unwrap();
    assert_eq!(half_past_ten["available"], true, "the slot is free again");
    assert_eq!(audit_actions(&a.app), ["appointment.cancelled_by_link"]);
    let staff = a.app.mails_to("equipe@exemplo.com", 2).await;
    assert!(staff.iter().any(|m| m.contains("Agendamento cancelado")), "{staff:?}");

    let (status, again) = act(&a, &cancel.body()).await;
    assert_eq!((status, again["message"].as_str()), (StatusCode::CONFLICT, Some(CANCELLED)));
    assert_eq!(look(&a, &cancel).await.0, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_link_refuses_another_action_and_another_appointment() {
    let a = agenda().await;
    let (id, [confirm, _, cancel]) = ana_booked(&a).await;
    let mut wrong_action = confirm.body();
    wrong_action["action"] = json!("cancel");
    let (status, body) = act(&a, &wrong_action).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(WRONG_ACTION)));

    // Bia's appointment, with Ana's link.
    let mut bias = a.portuguese_form();
    bias["time"] = json!("11:00");
    let (_, theirs) = a.book(&a.bia, &bias).await;
    let mut elsewhere = cancel.body();
    elsewhere["appointment"] = theirs["id"].clone();
    assert_eq!(act(&a, &elsewhere).await.0, StatusCode::NOT_FOUND);
    let mut guessed = cancel.body();
    guessed["token"] = json!("nao-existe");
    assert_eq!(act(&a, &guessed).await.0, StatusCode::NOT_FOUND);
    let elsewhere_link = Link { appointment: theirs["id"].as_i64().unwrap(), ..cancel.clone() };
    assert_eq!(look(&a, &elsewhere_link).await.0, StatusCode::NOT_FOUND);

    assert_eq!(status_of(&a, id).await["status"], "pending");
    assert_eq!(status_of(&a, theirs["id"].as_i64().unwrap()).await["status"], "pending");
    assert!(audit_actions(&a.app).is_empty());
    // The right use still works after the refusals.
    assert_eq!(act(&a, &cancel.body()).await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_link_expires_when_the_appointment_starts() {
    let a = agenda().await;
    let (id, [confirm, _, cancel]) = ana_booked(&a).await;
    a.app.clock.advance(Duration::days(10));
    let (status, body) = look(&a, &confirm).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(EXPIRED)));
    let (status, body) = act(&a, &cancel.body()).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CONFLICT, Some(EXPIRED)));
    // Staff sessions have lapsed ten days on: the database says.
    let stored =
        query_texts(&a.app, &format!("SELECT status AS text FROM appointments WHERE id = {id}"));
    assert_eq!(stored, ["pending"]);
}

#[tokio::test]
async fn confirming_presence_shows_on_the_staff_list_and_is_mailed_to_staff() {
    let a = agenda().await;
    let (id, [confirm, _, _]) = ana_booked(&a).await;
    let (_, listed) = a.get(&a.staff, "/api/appointments").await;
    assert_eq!(listed["items"][0]["presenceConfirmedAt"], Value::Null);
    let (status, done) = act(&a, &confirm.body()).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert!(done["presenceConfirmedAt"].is_string());
    let (_, listed) = a.get(&a.staff, "/api/appointments").await;
    assert_eq!(listed["items"][0]["id"], id);
    assert!(listed["items"][0]["presenceConfirmedAt"].is_string(), "{listed}");
    assert_eq!(audit_actions(&a.app), ["appointment.presence_confirmed_by_link"]);
    let staff = a.app.mails_to("equipe@exemplo.com", 2).await;
    assert!(staff.iter().any(|m| m.contains("O cliente confirmou a presen")), "{staff:?}");
}

#[tokio::test]
async fn rescheduling_offers_the_free_slots_of_the_same_place_and_moves_there() {
    let a = agenda().await;
    let (id, [confirm, reschedule, _]) = ana_booked(&a).await;
    let day = bookable_day();
    let slots_path = format!("/api/self-service/slots?{}&date={day}", &reschedule.query()[18..]);
    let (status, slots) = a.app.call(&stranger(), Method::GET, &slots_path, None).await;
    assert_eq!(status, StatusCode::OK, "{slots}");
    let slots = slots.as_array().unwrap();
    assert_eq!(slots.len(), 18);
    let own = slots.iter().find(|s| s["time"] == "10:30").unwrap();
    assert_eq!(own["available"], false, "its own slot is taken");
    // A closed day is refused with its reason, which the link's page shows under the date.
    let christmas = format!("{}-12-25", chrono::Utc::now().year());
    let closed = format!("/api/self-service/slots?{}&date={christmas}", &reschedule.query()[18..]);
    let (status, refused) = a.app.call(&stranger(), Method::GET, &closed, None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["fieldErrors"]["date"].as_str().unwrap().ends_with(": Natal."), "{refused}");
    // The confirmation link cannot list slots.
    let wrong = format!("/api/self-service/slots?{}&date={day}", &confirm.query()[18..]);
    assert_eq!(a.app.call(&stranger(), Method::GET, &wrong, None).await.0, StatusCode::CONFLICT);

    let mut taken = reschedule.body();
    taken["date"] = json!(day);
    taken["time"] = json!("10:30");
    assert_eq!(act(&a, &taken).await.0, StatusCode::CONFLICT);
    let mut body = reschedule.body();
    body["date"] = json!(day);
    body["time"] = json!("15:00");
    let (status, moved) = act(&a, &body).await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(
        (moved["date"].as_str(), moved["time"].as_str()),
        (Some(day.as_str()), Some("15:00"))
    );
    assert_eq!(status_of(&a, id).await["time"], "15:00");
    assert_eq!(audit_actions(&a.app), ["appointment.rescheduled_by_link"]);
    // The change's mail brings new links.
    let mails = a.app.mails_to("ana@exemplo.com", 2).await;
    assert!(links_in(&mails).len() >= 6);
}

#[tokio::test]
async fn link_pages_are_throttled_per_address() {
    let a = crate::agenda::agenda_with(&[("AUTH_RATE_LIMIT_PER_MINUTE", "3")]).await;
    let guess = Link { appointment: 1, action: "cancel".into(), token: "adivinha".into() };
    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(look(&a, &guess).await.0);
    }
    assert_eq!(statuses[..3], [StatusCode::NOT_FOUND; 3]);
    assert_eq!(statuses[3], StatusCode::TOO_MANY_REQUESTS);
}
