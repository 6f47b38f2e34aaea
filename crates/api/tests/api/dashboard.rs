//! The dashboard: the numbers for the person asking.

use reqwest::StatusCode;
use serde_json::json;

use crate::agenda::agenda;
use crate::helpers::cookie_client;

#[tokio::test]
async fn the_dashboard_counts_for_the_person_asking() {
    let a = agenda().await;
    assert_eq!(a.book(&a.ana, &a.portuguese_form()).await.0, StatusCode::CREATED);
    let mut other = a.portuguese_form();
    other["time"] = json!("11:00");
    other["status"] = json!("completed");
    assert_eq!(a.book(&a.staff, &other).await.0, StatusCode::CREATED);
    let (_, sent) = a.get(&a.ana, "/api/messages/contacts").await;
    let staff_id = sent[0]["id"].clone();
    a.send(
        &a.ana,
        reqwest::Method::POST,
        "/api/messages",
        Some(&json!({"receiverId": staff_id, "content": "Oi"})),
    )
    .await;

    let (status, staff) = a.get(&a.staff, "/api/dashboard").await;
    assert_eq!(status, 200);
    assert_eq!(
        (
            staff["totalAppointments"].as_i64(),
            staff["pendingAppointments"].as_i64(),
            staff["completedAppointments"].as_i64()
        ),
        (Some(2), Some(1), Some(1))
    );
    assert_eq!((staff["unreadMessages"].as_i64(), staff["clients"].as_i64()), (Some(1), Some(2)));
    assert_eq!(staff["documents"], 0);
    // Only what is still to take place: the completed one is counted, not listed as upcoming.
    let upcoming = staff["upcomingAppointments"].as_array().unwrap();
    assert_eq!(upcoming.len(), 1, "{upcoming:?}");
    assert_eq!(upcoming[0]["status"], "pending");

    let (_, ana) = a.get(&a.ana, "/api/dashboard").await;
    assert_eq!(
        (ana["totalAppointments"].as_i64(), ana["unreadMessages"].as_i64()),
        (Some(1), Some(0))
    );
    assert!(ana["clients"].is_null());
    assert_eq!(ana["upcomingAppointments"][0]["clientEmail"], "ana@exemplo.com");
    let (_, bia) = a.get(&a.bia, "/api/dashboard").await;
    assert_eq!(bia["totalAppointments"], 0);
    assert_eq!(a.get(&cookie_client(), "/api/dashboard").await.0, StatusCode::UNAUTHORIZED);
}
