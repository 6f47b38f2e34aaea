//! The appointment lists: what they show, whose appointments, filters and pages.

use chrono::Duration;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::agenda::{agenda, bookable_day};
use crate::helpers::cookie_client;

#[tokio::test]
async fn lists_show_the_schedule_and_only_the_opened_appointment_shows_the_document() {
    let a = agenda().await;
    let (status, booked) = a.book(&a.ana, &a.italian_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    let summary_fields = [
        "clientEmail",
        "clientName",
        "closedNotice",
        "date",
        "id",
        "location",
        "presenceConfirmedAt",
        "priority",
        "serviceId",
        "serviceName",
        "status",
        "time",
    ];
    let fields_of = |item: &Value| {
        let mut keys: Vec<String> = item.as_object().expect("an object").keys().cloned().collect();
        keys.sort();
        keys
    };
    for who in [&a.staff, &a.ana] {
        let (_, list) = a.get(who, "/api/appointments").await;
        assert_eq!(fields_of(&list["items"][0]), summary_fields);
        assert_eq!(list["items"][0]["serviceName"], "Agendamento de Passaporte Italiano");
        let (_, dashboard) = a.get(who, "/api/dashboard").await;
        assert_eq!(fields_of(&dashboard["upcomingAppointments"][0]), summary_fields);
    }
    let (status, opened) = a
        .send(&a.staff, reqwest::Method::GET, &format!("/api/appointments/{}", booked["id"]), None)
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
    assert_eq!(a.get(&a.bia, &path).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        a.send(&a.bia, reqwest::Method::PUT, &path, Some(&a.portuguese_form())).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(a.get(&a.ana, &path).await.0, StatusCode::OK);
    assert_eq!(a.get(&a.staff, &path).await.0, StatusCode::OK);
    let (_, bias) = a.get(&a.bia, "/api/appointments").await;
    assert_eq!(bias["total"], 0);
    assert_eq!(a.get(&cookie_client(), "/api/appointments").await.0, StatusCode::UNAUTHORIZED);
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
    let get =
        |query: String| async move { a.get(&a.staff, &format!("/api/appointments{query}")).await };
    let (_, all) = get(String::new()).await;
    assert_eq!(all["total"], 3);
    assert_eq!(times_of(&all), ["09:00", "09:30", "10:00"], "sorted by date and time");
    let (_, found) = get("?q=cliente1%40".into()).await;
    assert_eq!(found["total"], 1);
    let (_, searched) = get("?q=CLIENTE&pageSize=2&page=1".into()).await;
    assert_eq!(
        (searched["total"].as_i64(), times_of(&searched)),
        (Some(3), vec!["09:00".to_owned(), "09:30".to_owned()]),
        "a search, any case, is paged in schedule order too"
    );
    let (_, page) = get("?page=2&pageSize=2".into()).await;
    assert_eq!((page["total"].as_i64(), page["items"].as_array().unwrap().len()), (Some(3), 1));
    let (_, booked) = get(format!("?from={day}&to={day}&status=confirmed&pageSize=2")).await;
    assert_eq!(
        (booked["total"].as_i64(), booked["items"].as_array().unwrap().len()),
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

/// The times of a page of appointments, in the order listed.
fn times_of(page: &serde_json::Value) -> Vec<String> {
    page["items"]
        .as_array()
        .expect("a page of items")
        .iter()
        .map(|item| item["time"].as_str().expect("a time").to_owned())
        .collect()
}
