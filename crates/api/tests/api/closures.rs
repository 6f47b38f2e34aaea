//! Closures: staff manage them; availability and booking leave closed days and holidays out.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::agenda::{agenda, bookable_day, Agenda, PORTO};
use crate::availability::urlencode;
use crate::helpers::{audit_actions, cookie_client};
use crate::status_changes::set_status;

const SANTOS: &str = "Consulado de Portugal em Santos";

impl Agenda {
    async fn close(&self, body: &Value) -> (StatusCode, Value) {
        self.send(&self.staff, Method::POST, "/api/closures", Some(body)).await
    }
}

#[tokio::test]
async fn only_staff_manage_closures_and_the_signed_out_are_401() {
    let a = agenda().await;
    let body = json!({"location": PORTO, "firstDay": bookable_day(), "reason": "Reforma"});
    let anonymous = cookie_client();
    assert_eq!(a.send(&anonymous, Method::GET, "/api/closures", None).await.0, 401);
    assert_eq!(a.send(&anonymous, Method::POST, "/api/closures", Some(&body)).await.0, 401);
    assert_eq!(
        a.send(&anonymous, Method::GET, "/api/closed-days?from=2026-12-01&to=2026-12-31", None)
            .await
            .0,
        401
    );
    assert_eq!(a.get(&a.ana, "/api/closures").await.0, StatusCode::FORBIDDEN);
    assert_eq!(a.send(&a.ana, Method::POST, "/api/closures", Some(&body)).await.0, 403);
    let (status, created) = a.close(&body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let path = format!("/api/closures/{}", created["id"]);
    assert_eq!(a.send(&a.ana, Method::DELETE, &path, None).await.0, 403);
    assert_eq!(a.send(&a.staff, Method::DELETE, &path, None).await.0, 204);
    assert_eq!(a.send(&a.staff, Method::DELETE, &path, None).await.0, 404);
    let actions = audit_actions(&a.app);
    let closures: Vec<_> = actions.iter().filter(|a| a.starts_with("closure_")).collect();
    assert_eq!(closures, ["closure_create", "closure_delete"], "refusals leave no audit row");
}

#[tokio::test]
async fn a_closure_is_validated_field_by_field() {
    let a = agenda().await;
    let (status, body) = a
        .close(&json!({"location": "Lua", "firstDay": "2020-01-01", "lastDay": "2019-12-31", "reason": " "}))
        .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["fieldErrors"]["location"], "Escolha um local da lista, ou todos os locais.");
    assert_eq!(body["fieldErrors"]["firstDay"], "Não é possível fechar dias que já passaram.");
    assert_eq!(body["fieldErrors"]["lastDay"], "O último dia não pode ser antes do primeiro.");
    assert_eq!(body["fieldErrors"]["reason"], "Informe o motivo; os clientes o verão.");
    let (status, body) = a.close(&json!({})).await;
    assert_eq!(status, 400);
    assert_eq!(body["fieldErrors"]["firstDay"], "Informe o primeiro dia.");
}

#[tokio::test]
async fn a_closure_lists_the_appointments_to_move_and_refuses_new_bookings() {
    let a = agenda().await;
    // Her mails go to her account's address, never to one typed in the form.
    let mut typed_elsewhere = a.portuguese_form();
    typed_elsewhere["clientEmail"] = json!("digitado@exemplo.com");
    let (status, booked) = a.book(&a.ana, &typed_elsewhere).await;
    assert_eq!(status, 201, "{booked}");
    let elsewhere = json!({"location": SANTOS, "time": "11:00"});
    let mut santos = a.portuguese_form();
    santos.as_object_mut().unwrap().extend(elsewhere.as_object().unwrap().clone());
    assert_eq!(a.book(&a.staff, &santos).await.0, 201);

    let waiting_reminders = || {
        let outbox = persistence::PgOutbox::new(a.app.db.database(1));
        let reminders = outbox.reminders().unwrap();
        reminders.iter().filter(|r| json!(r.appointment_id) == booked["id"]).count()
    };
    assert_eq!(waiting_reminders(), 2, "a day before and two hours before");
    let day = bookable_day();
    let (status, closure) =
        a.close(&json!({"location": PORTO, "firstDay": day, "reason": "Reforma do prédio"})).await;
    assert_eq!(status, 201, "{closure}");
    assert_eq!(closure["location"], PORTO);
    assert_eq!(closure["lastDay"], day.as_str(), "one day when no last day is sent");
    let affected = closure["affected"].as_array().unwrap();
    assert_eq!(affected.len(), 1, "only the closed place's: {closure}");
    assert_eq!(affected[0]["id"], booked["id"]);
    assert_eq!(waiting_reminders(), 0, "nobody is reminded to come on a closed day");
    let (_, mails) = a.get(&a.staff, &format!("/api/appointments/{}/mails", booked["id"])).await;
    let told: Vec<_> =
        mails.as_array().unwrap().iter().filter(|m| m["kind"] == "dayClosed").collect();
    assert_eq!(told.len(), 1, "the client is mailed, and staff see it: {mails}");
    assert_eq!(told[0]["recipient"], "ana@exemplo.com");
    let (_, listed) = a.get(&a.staff, "/api/closures").await;
    assert_eq!(listed["items"][0]["affected"][0]["id"], booked["id"]);
    assert!(listed["places"].as_array().unwrap().iter().any(|p| p == SANTOS));

    // Clients see the day closed, with its reason, and cannot book it.
    let (status, slots) = a.porto_slots(&a.bia, &day).await;
    assert_eq!(status, 200);
    assert!(slots.as_array().unwrap().iter().all(|s| s["available"] == false));
    let (status, days) = a
        .get(&a.bia, &format!("/api/closed-days?location={}&from={day}&to={day}", urlencode(PORTO)))
        .await;
    assert_eq!(status, 200);
    assert_eq!(days, json!([{"date": day, "reason": "Reforma do prédio"}]));
    let mut other_time = a.portuguese_form();
    other_time["time"] = json!("15:00");
    let (status, refused) = a.book(&a.bia, &other_time).await;
    assert_eq!(status, 400, "{refused}");
    let shown = chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").unwrap().format("%d/%m/%Y");
    assert_eq!(refused["fieldErrors"]["date"], format!("Fechado em {shown}: Reforma do prédio."));

    // The client sees why on her appointment; staff cannot confirm it for that day.
    let notice = format!("Fechado em {shown}: Reforma do prédio.");
    let (_, own) = a.get(&a.ana, "/api/appointments").await;
    assert_eq!(own["items"][0]["closedNotice"], notice.as_str(), "{own}");
    let (_, dashboard) = a.get(&a.ana, "/api/dashboard").await;
    assert_eq!(dashboard["upcomingAppointments"][0]["closedNotice"], notice.as_str());
    let (_, all) = a.get(&a.staff, "/api/appointments").await;
    let at_santos = all["items"].as_array().unwrap().iter().find(|i| i["location"] == SANTOS);
    assert_eq!(at_santos.unwrap()["closedNotice"], Value::Null, "another place stays open");
    let path = format!("/api/appointments/{}", booked["id"]);
    let (status, body) = set_status(&a, &a.staff, &path, "confirmed").await;
    assert_eq!((status, &body["fieldErrors"]["date"]), (StatusCode::BAD_REQUEST, &json!(notice)));
    let (status, body) = set_status(&a, &a.staff, &path, "cancelled").await;
    assert_eq!((status, &body["closedNotice"]), (StatusCode::OK, &Value::Null), "{body}");
}

#[tokio::test]
async fn national_holidays_are_closed_days_everywhere() {
    let a = agenda().await;
    let (status, days) = a.get(&a.ana, "/api/closed-days?from=2027-03-20&to=2027-04-30").await;
    assert_eq!(status, 200, "{days}");
    assert_eq!(
        days,
        json!([
            {"date": "2027-03-26", "reason": "Sexta-feira Santa"},
            {"date": "2027-04-21", "reason": "Tiradentes"}
        ])
    );
    let mut christmas = a.portuguese_form();
    christmas["date"] = json!("2027-12-24");
    assert_eq!(a.book(&a.ana, &christmas).await.0, 201, "Christmas Eve is open");
    christmas["date"] = json!("2027-12-25");
    christmas["time"] = json!("11:00");
    let (status, refused) = a.book(&a.staff, &christmas).await;
    assert_eq!(status, 400);
    assert_eq!(refused["fieldErrors"]["date"], "Fechado em 25/12/2027: Natal.");
    let (status, body) = a.get(&a.ana, "/api/closed-days?from=2027-01-01&to=2027-12-31").await;
    assert_eq!(status, 400);
    assert_eq!(body["fieldErrors"]["to"], "Consulte no máximo 93 dias de uma vez.");
}

#[tokio::test]
async fn removing_a_closure_gives_the_appointment_its_reminders_back_and_tells_the_client() {
    let a = agenda().await;
    let (status, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    assert_eq!(status, 201, "{booked}");
    let waiting_reminders = || {
        let outbox = persistence::PgOutbox::new(a.app.db.database(1));
        let reminders = outbox.reminders().unwrap();
        reminders.iter().filter(|r| json!(r.appointment_id) == booked["id"]).count()
    };
    let (status, closure) =
        a.close(&json!({"location": PORTO, "firstDay": bookable_day(), "reason": "Reforma"})).await;
    assert_eq!(status, 201, "{closure}");
    assert_eq!(waiting_reminders(), 0);

    let path = format!("/api/closures/{}", closure["id"]);
    assert_eq!(a.send(&a.staff, Method::DELETE, &path, None).await.0, 204);
    assert_eq!(waiting_reminders(), 2, "a day before and two hours before, again");
    let (_, mails) = a.get(&a.staff, &format!("/api/appointments/{}/mails", booked["id"])).await;
    let told: Vec<_> = mails
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "dayClosed" || m["kind"] == "dayReopened")
        .map(|m| (m["kind"].as_str().unwrap(), m["recipient"].as_str().unwrap()))
        .collect();
    assert_eq!(
        told,
        [("dayClosed", "ana@exemplo.com"), ("dayReopened", "ana@exemplo.com")],
        "{mails}"
    );
    let (_, own) = a.get(&a.ana, "/api/appointments").await;
    assert_eq!(own["items"][0]["closedNotice"], Value::Null, "the day is open again");
}
