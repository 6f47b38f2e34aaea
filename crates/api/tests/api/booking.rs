//! Booking over HTTP: the form's rules, the Italian passport data and one slot booked at a time.

use reqwest::StatusCode;
use serde_json::json;

use crate::agenda::{agenda, agenda_with};

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
    let (_, list) = a.get(&a.staff, "/api/appointments").await;
    assert_eq!(list["total"], 0);
}

#[tokio::test]
async fn italian_passport_bookings_need_their_data_and_store_it_in_columns() {
    let a = agenda().await;
    let mut form = a.italian_form();
    form.as_object_mut().unwrap().remove("aireRegistrationNumber");
    form.as_object_mut().unwrap().remove("documentIssuer");
    let (status, body) = a.book(&a.ana, &form).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fieldErrors"]["aireRegistrationNumber"], "Número A.I.R.E. é obrigatório");
    assert_eq!(body["fieldErrors"]["documentIssuer"], "Órgão emissor é obrigatório");

    let (status, booked) = a.book(&a.ana, &a.italian_form()).await;
    assert_eq!(status, StatusCode::CREATED, "{booked}");
    assert_eq!(booked["serviceName"], "Agendamento de Passaporte Italiano");
    assert_eq!(booked["documentType"], "RG");
    assert_eq!(booked["birthDate"], "1990-05-01");
    assert_eq!(booked["status"], "pending", "a client's booking is pending whatever they send");
    assert_eq!(booked["userId"], a.ana_id);
    assert!(booked["notes"].is_null(), "the Italian data is not packed into the notes");
}

#[tokio::test]
async fn ten_concurrent_bookings_of_one_slot_give_exactly_one_success() {
    let a = agenda_with(&[("DATABASE_POOL_SIZE", "12")]).await;
    let form = a.portuguese_form();
    let requests = (0..10).map(|_| {
        let (client, url, form) = (a.staff.clone(), a.app.url("/api/appointments"), form.clone());
        tokio::spawn(async move { client.post(url).json(&form).send().await.unwrap().status() })
    });
    let mut statuses = Vec::new();
    for request in requests {
        statuses.push(request.await.unwrap());
    }
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::CREATED).count(), 1, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::CONFLICT).count(), 9, "{statuses:?}");
}
