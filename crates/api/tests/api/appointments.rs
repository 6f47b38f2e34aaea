//! Appointments over HTTP: the form's rules, ownership, statuses, slots and mails.

use chrono::{Datelike, Duration, Utc, Weekday};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{cookie_client, json_of, TestApp};

const PORTO: &str = "Consulado Geral de Portugal em São Paulo";
const ROMA: &str = "Consulado Geral da Itália em São Paulo";

/// A weekday at least two days ahead in São Paulo: always bookable by a client.
fn bookable_day() -> String {
    let mut day = (Utc::now() - Duration::hours(3)).date_naive() + Duration::days(2);
    while matches!(day.weekday(), Weekday::Sat | Weekday::Sun) {
        day += Duration::days(1);
    }
    day.format("%Y-%m-%d").to_string()
}

struct Agenda {
    app: TestApp,
    staff: Client,
    ana: Client,
    ana_id: i64,
    bia: Client,
    portuguese: i64,
    italian: i64,
}

async fn agenda_with(overrides: &[(&str, &str)]) -> Agenda {
    let app = TestApp::spawn_with(overrides).await;
    app.seed();
    app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    let ana_id = app.register("ana").await;
    let ana = app.client.clone();
    let bia = cookie_client();
    let response = bia
        .post(app.url("/api/register"))
        .json(&json!({"fullName": "Bia", "email": "bia@exemplo.com", "username": "bia", "password": crate::helpers::PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let services = json_of(staff.get(app.url("/api/services")).send().await.unwrap()).await;
    let id_of = |name: &str| {
        services
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == name)
            .unwrap()["id"]
            .as_i64()
            .unwrap()
    };
    let (portuguese, italian) = (
        id_of("Renovação de Passaporte"),
        id_of("Agendamento de Passaporte Italiano"),
    );
    Agenda {
        app,
        staff,
        ana,
        ana_id,
        bia,
        portuguese,
        italian,
    }
}

async fn agenda() -> Agenda {
    agenda_with(&[("STAFF_EMAIL", "equipe@exemplo.com")]).await
}

impl Agenda {
    fn portuguese_form(&self) -> Value {
        json!({"clientName": "Ana Rossi", "clientEmail": "ana@exemplo.com", "serviceId": self.portuguese,
               "location": PORTO, "date": bookable_day(), "time": "10:30", "status": "confirmed"})
    }

    fn italian_form(&self) -> Value {
        let mut form = self.portuguese_form();
        let extra = json!({"serviceId": self.italian, "location": ROMA, "clientPhone": "11 98765-4321",
            "birthDate": "1990-05-01", "birthPlace": "São Paulo", "currentAddress": "Rua A, 1", "documentType": "RG",
            "documentNumber": "12.345.678-9", "documentIssueDate": "2015-01-10", "documentExpiryDate": "2030-01-10",
            "documentIssuer": "SSP-SP", "aireRegistrationNumber": "AIRE-123"});
        form.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        form
    }

    async fn send(
        &self,
        who: &Client,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> (StatusCode, Value) {
        let mut request = who.request(method, self.app.url(path));
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn book(&self, who: &Client, form: &Value) -> (StatusCode, Value) {
        self.send(who, reqwest::Method::POST, "/api/appointments", Some(form))
            .await
    }
}

#[tokio::test]
async fn an_empty_form_gets_every_message_and_nothing_is_stored() {
    let a = agenda().await;
    let (status, body) = a.book(&a.staff, &json!({})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let errors = &body["fieldErrors"];
    assert_eq!(errors["clientName"], "Nome do cliente é obrigatório");
    assert_eq!(errors["clientEmail"], "Formato de e-mail inválido");
    assert_eq!(errors["serviceId"], "Serviço é obrigatório");
    assert_eq!(errors["location"], "Local é obrigatório");
    assert_eq!(errors["date"], "Data é obrigatória");
    assert_eq!(errors["time"], "Horário é obrigatório");
    assert_eq!(errors["status"], "Status é obrigatório");
    let (_, list) = a
        .send(&a.staff, reqwest::Method::GET, "/api/appointments", None)
        .await;
    assert_eq!(list["total"], 0);
}

#[tokio::test]
async fn italian_passport_bookings_need_their_data_and_store_it_in_columns() {
    let a = agenda().await;
    let mut form = a.italian_form();
    form.as_object_mut()
        .unwrap()
        .remove("aireRegistrationNumber");
    form.as_object_mut().unwrap().remove("documentIssuer");
    let (status, body) = a.book(&a.ana, &form).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        body["fieldErrors"]["aireRegistrationNumber"],
        "Número A.I.R.E. é obrigatório"
    );
    assert_eq!(
        body["fieldErrors"]["documentIssuer"],
        "Órgão emissor é obrigatório"
    );

    let (status, booked) = a.book(&a.ana, &a.italian_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    assert_eq!(booked["serviceName"], "Agendamento de Passaporte Italiano");
    assert_eq!(booked["documentType"], "RG");
    assert_eq!(booked["birthDate"], "1990-05-01");
    assert_eq!(
        booked["status"], "pending",
        "a client's booking is pending whatever they send"
    );
    assert_eq!(booked["userId"], a.ana_id);
    assert!(
        booked["notes"].is_null(),
        "the Italian data is not packed into the notes"
    );
}

#[tokio::test]
async fn lists_show_the_schedule_and_only_the_opened_appointment_shows_the_document() {
    let a = agenda().await;
    let (status, booked) = a.book(&a.ana, &a.italian_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    let summary_fields = [
        "clientEmail",
        "clientName",
        "date",
        "id",
        "location",
        "serviceId",
        "serviceName",
        "status",
        "time",
    ];
    let fields_of = |item: &Value| {
        let mut keys: Vec<String> = item
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect();
        keys.sort();
        keys
    };
    for who in [&a.staff, &a.ana] {
        let (_, list) = a
            .send(who, reqwest::Method::GET, "/api/appointments", None)
            .await;
        assert_eq!(fields_of(&list["items"][0]), summary_fields);
        assert_eq!(
            list["items"][0]["serviceName"],
            "Agendamento de Passaporte Italiano"
        );
        let (_, dashboard) = a
            .send(who, reqwest::Method::GET, "/api/dashboard", None)
            .await;
        assert_eq!(
            fields_of(&dashboard["upcomingAppointments"][0]),
            summary_fields
        );
    }
    let (status, opened) = a
        .send(
            &a.staff,
            reqwest::Method::GET,
            &format!("/api/appointments/{}", booked["id"]),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(opened["documentNumber"], "12.345.678-9");
    assert_eq!(opened["clientPhone"], "11 98765-4321");
}

#[tokio::test]
async fn another_clients_appointment_is_not_found() {
    let a = agenda().await;
    let (_, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    let path = format!("/api/appointments/{}", booked["id"]);
    assert_eq!(
        a.send(&a.bia, reqwest::Method::GET, &path, None).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        a.send(
            &a.bia,
            reqwest::Method::PUT,
            &path,
            Some(&a.portuguese_form())
        )
        .await
        .0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        a.send(&a.ana, reqwest::Method::GET, &path, None).await.0,
        StatusCode::OK
    );
    assert_eq!(
        a.send(&a.staff, reqwest::Method::GET, &path, None).await.0,
        StatusCode::OK
    );
    let (_, bias) = a
        .send(&a.bia, reqwest::Method::GET, "/api/appointments", None)
        .await;
    assert_eq!(bias["total"], 0);
    assert_eq!(
        a.send(
            &cookie_client(),
            reqwest::Method::GET,
            "/api/appointments",
            None
        )
        .await
        .0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn statuses_accept_aliases_and_follow_the_transition_rules() {
    let a = agenda().await;
    let (_, booked) = a.book(&a.ana, &a.portuguese_form()).await;
    let path = format!("/api/appointments/{}", booked["id"]);
    let with_status = |status: &str| {
        let mut form = a.portuguese_form();
        form["status"] = json!(status);
        form
    };
    let (status, body) = a
        .send(
            &a.ana,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("confirmado")),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("confirmado")),
        )
        .await;
    assert_eq!(
        (status, body["status"].as_str()),
        (StatusCode::OK, Some("confirmed"))
    );
    let (status, body) = a
        .send(
            &a.ana,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("canceled")),
        )
        .await;
    assert_eq!(
        (status, body["status"].as_str()),
        (StatusCode::OK, Some("cancelled"))
    );
    let (status, _) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("concluído")),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("pendente")),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(body["message"].as_str().unwrap().contains("concluído"));
    let (status, body) = a
        .send(
            &a.staff,
            reqwest::Method::PUT,
            &path,
            Some(&with_status("talvez")),
        )
        .await;
    assert_eq!(
        (status, body["fieldErrors"]["status"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Status inválido"))
    );
}

#[tokio::test]
async fn a_taken_slot_is_409_and_availability_shows_it() {
    let a = agenda().await;
    assert_eq!(
        a.book(&a.ana, &a.portuguese_form()).await.0,
        StatusCode::CREATED
    );
    let (status, body) = a.book(&a.bia, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["message"], "Horário indisponível");

    let path = format!(
        "/api/appointments/availability?serviceId={}&location={}&date={}",
        a.portuguese,
        urlencode(PORTO),
        bookable_day()
    );
    let (status, slots) = a.send(&a.bia, reqwest::Method::GET, &path, None).await;
    assert_eq!(status, 200, "{slots}");
    let slots = slots.as_array().unwrap();
    assert_eq!(slots.len(), 18);
    let taken: Vec<_> = slots
        .iter()
        .filter(|s| s["available"] == false)
        .map(|s| s["time"].clone())
        .collect();
    assert_eq!(taken, [json!("10:30")]);

    let (status, places) = a
        .send(
            &a.bia,
            reqwest::Method::GET,
            &format!("/api/services/{}/locations", a.italian),
            None,
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(places.as_array().unwrap().last().unwrap(), "Outro");
}

#[tokio::test]
async fn ten_concurrent_bookings_of_one_slot_give_exactly_one_success() {
    let a = agenda_with(&[("DATABASE_POOL_SIZE", "12")]).await;
    let form = a.portuguese_form();
    let requests = (0..10).map(|_| {
        let (client, url, form) = (
            a.staff.clone(),
            a.app.url("/api/appointments"),
            form.clone(),
        );
        tokio::spawn(async move { client.post(url).json(&form).send().await.unwrap().status() })
    });
    let mut statuses = Vec::new();
    for request in requests {
        statuses.push(request.await.unwrap());
    }
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CONFLICT)
            .count(),
        9,
        "{statuses:?}"
    );
}

#[tokio::test]
async fn staff_filter_and_page_the_agenda() {
    let a = agenda().await;
    let day = bookable_day();
    for (i, time) in ["09:00", "09:30", "10:00"].iter().enumerate() {
        let mut form = a.portuguese_form();
        form["time"] = json!(time);
        form["clientName"] = json!(format!("Cliente {i}"));
        form["clientEmail"] = json!(format!("cliente{i}@exemplo.com"));
        assert_eq!(a.book(&a.staff, &form).await.0, StatusCode::CREATED);
    }
    let a = &a;
    let get = |query: String| async move {
        a.send(
            &a.staff,
            reqwest::Method::GET,
            &format!("/api/appointments{query}"),
            None,
        )
        .await
    };
    let (_, all) = get(String::new()).await;
    assert_eq!(all["total"], 3);
    assert_eq!(
        times_of(&all),
        ["09:00", "09:30", "10:00"],
        "sorted by date and time"
    );
    let (_, found) = get("?q=cliente1%40".into()).await;
    assert_eq!(found["total"], 1);
    let (_, searched) = get("?q=CLIENTE&pageSize=2&page=1".into()).await;
    assert_eq!(
        (searched["total"].as_i64(), times_of(&searched)),
        (Some(3), vec!["09:00".to_owned(), "09:30".to_owned()]),
        "a search, any case, is paged in schedule order too"
    );
    let (_, page) = get("?page=2&pageSize=2".into()).await;
    assert_eq!(
        (
            page["total"].as_i64(),
            page["items"].as_array().unwrap().len()
        ),
        (Some(3), 1)
    );
    let (_, booked) = get(format!("?from={day}&to={day}&status=confirmed&pageSize=2")).await;
    assert_eq!(
        (
            booked["total"].as_i64(),
            booked["items"].as_array().unwrap().len()
        ),
        (Some(3), 2),
        "the day's confirmed appointments, counted whole and paged"
    );
    let eve = chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").unwrap() - Duration::days(1);
    let (_, before) = get(format!("?to={eve}")).await;
    assert_eq!(before["total"], 0);
    let (_, none) = get(format!("?from={}&status=pendente", day)).await;
    assert_eq!(none["total"], 0, "staff booked them confirmed");
    let (_, later) = get("?from=2999-01-01".into()).await;
    assert_eq!(later["total"], 0);
    let (status, _) = get("?from=ontem".into()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_client_gets_an_ics_invite_over_smtp_and_staff_get_the_italian_block() {
    let sink = crate::smtp_sink::SmtpSink::start();
    let a = agenda_with(&[
        ("SMTP_URL", &sink.url()),
        ("STAFF_EMAIL", "equipe@exemplo.com"),
    ])
    .await;
    assert_eq!(
        a.book(&a.ana, &a.italian_form()).await.0,
        StatusCode::CREATED
    );
    let mut mails = Vec::new();
    for _ in 0..2 {
        mails.push(
            sink.next_message(std::time::Duration::from_secs(10))
                .await
                .expect("a mail"),
        );
    }
    let mails: Vec<String> = mails
        .iter()
        .map(|m| crate::helpers::decode_quoted_printable(m))
        .collect();
    let to_client = mails
        .iter()
        .find(|m| m.contains("To: ana@exemplo.com"))
        .expect("the client's mail");
    let ics_start = to_client
        .find("BEGIN:VCALENDAR")
        .expect("an .ics part in the mail");
    let ics_end = to_client.find("END:VCALENDAR").unwrap() + "END:VCALENDAR".len();
    let calendar: icalendar::Calendar = to_client[ics_start..ics_end]
        .replace("\r\n ", "")
        .parse()
        .expect("a parseable .ics");
    assert_eq!(calendar.components.len(), 1);
    assert!(to_client.contains("DTSTART;TZID=America/Sao_Paulo"));
    let to_staff = mails
        .iter()
        .find(|m| m.contains("To: equipe@exemplo.com"))
        .expect("the staff mail");
    assert!(to_staff.contains("DADOS ESPEC"), "{to_staff}");
}

#[tokio::test]
async fn a_booking_succeeds_while_the_mail_server_is_down_and_its_mail_follows() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let a = agenda_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
    assert_eq!(
        a.book(&a.ana, &a.portuguese_form()).await.0,
        StatusCode::CREATED
    );
    let outbox = persistence::PgOutbox::new(a.app.db.database(1));
    for _ in 0..100 {
        if outbox
            .pending()
            .unwrap()
            .iter()
            .any(|(_, attempts, _)| *attempts > 0)
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let sink = crate::smtp_sink::SmtpSink::start_on(port);
    a.app.clock.advance(Duration::seconds(31));
    let mail = sink
        .next_message(std::time::Duration::from_secs(10))
        .await
        .expect("the delayed mail");
    assert!(mail.contains("ana@exemplo.com"));
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test]
async fn the_dashboard_counts_for_the_person_asking() {
    let a = agenda().await;
    assert_eq!(
        a.book(&a.ana, &a.portuguese_form()).await.0,
        StatusCode::CREATED
    );
    let mut other = a.portuguese_form();
    other["time"] = json!("11:00");
    other["status"] = json!("completed");
    assert_eq!(a.book(&a.staff, &other).await.0, StatusCode::CREATED);
    let (_, sent) = a
        .send(&a.ana, reqwest::Method::GET, "/api/messages/contacts", None)
        .await;
    let staff_id = sent[0]["id"].clone();
    a.send(
        &a.ana,
        reqwest::Method::POST,
        "/api/messages",
        Some(&json!({"receiverId": staff_id, "content": "Oi"})),
    )
    .await;

    let (status, staff) = a
        .send(&a.staff, reqwest::Method::GET, "/api/dashboard", None)
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        (
            staff["totalAppointments"].as_i64(),
            staff["pendingAppointments"].as_i64(),
            staff["completedAppointments"].as_i64()
        ),
        (Some(2), Some(1), Some(1))
    );
    assert_eq!(
        (staff["unreadMessages"].as_i64(), staff["clients"].as_i64()),
        (Some(1), Some(2))
    );
    assert!(staff["documents"].is_null(), "documents are not stored yet");
    assert_eq!(staff["upcomingAppointments"].as_array().unwrap().len(), 2);

    let (_, ana) = a
        .send(&a.ana, reqwest::Method::GET, "/api/dashboard", None)
        .await;
    assert_eq!(
        (
            ana["totalAppointments"].as_i64(),
            ana["unreadMessages"].as_i64()
        ),
        (Some(1), Some(0))
    );
    assert!(ana["clients"].is_null());
    assert_eq!(
        ana["upcomingAppointments"][0]["clientEmail"],
        "ana@exemplo.com"
    );
    let (_, bia) = a
        .send(&a.bia, reqwest::Method::GET, "/api/dashboard", None)
        .await;
    assert_eq!(bia["totalAppointments"], 0);
    assert_eq!(
        a.send(
            &cookie_client(),
            reqwest::Method::GET,
            "/api/dashboard",
            None
        )
        .await
        .0,
        StatusCode::UNAUTHORIZED
    );
}

/// The times of a page of appointments, in the order listed.
fn times_of(page: &serde_json::Value) -> Vec<String> {
    page["items"]
        .as_array()
        .expect("a page of items")
        .iter()
        .map(|item| item["time"].as_str().expect("a time").to_owned())
        .collect()
}
