//! Availability: a taken slot, the day's slots and a service's places.

use reqwest::StatusCode;
use serde_json::json;

use crate::agenda::{agenda, bookable_day};

#[tokio::test]
async fn a_taken_slot_is_409_and_availability_shows_it() {
    let a = agenda().await;
    assert_eq!(a.book(&a.ana, &a.portuguese_form()).await.0, StatusCode::CREATED);
    let (status, body) = a.book(&a.bia, &a.portuguese_form()).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["message"], "Horário indisponível");

    let (status, slots) = a.porto_slots(&a.bia, &bookable_day()).await;
    assert_eq!(status, 200, "{slots}");
    let slots = slots.as_array().unwrap();
    assert_eq!(slots.len(), 18);
    let taken: Vec<_> =
        slots.iter().filter(|s| s["available"] == false).map(|s| s["time"].clone()).collect();
    assert_eq!(taken, [json!("10:30")]);
    assert!(slots.iter().all(|s| s["passed"] == false), "no time of a day ahead has begun");

    let (status, past_day) = a.porto_slots(&a.bia, "2020-01-06").await;
    assert_eq!(status, 200, "{past_day}");
    assert!(
        past_day.as_array().unwrap().iter().all(|s| s["passed"] == true && s["available"] == false),
        "every time of a day gone by has begun: {past_day}"
    );

    let (status, places) = a
        .send(&a.bia, reqwest::Method::GET, &format!("/api/services/{}/locations", a.italian), None)
        .await;
    assert_eq!(status, 200);
    assert_eq!(places.as_array().unwrap().last().unwrap(), "Outro");
}

pub(crate) fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
