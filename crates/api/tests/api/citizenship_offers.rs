//! The Italian citizenship services' prices: seeded by the migration, read by everyone signed
//! in, set by admins with the price dialog.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{admin_app, audit_actions, cookie_client};

#[tokio::test]
async fn the_three_offers_start_at_their_prices_and_admins_set_a_discounted_price() {
    let (app, staff, _) = admin_app().await;
    let (ana, _) = app.register_elsewhere("ana", "Ana Souza").await;
    let (status, offers) = app.call(&ana, Method::GET, "/api/citizenship-offers", None).await;
    assert_eq!(status, 200, "{offers}");
    let listed: Vec<(String, i64)> = offers
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["slug"].as_str().unwrap().to_owned(), o["price"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        listed,
        vec![
            ("contra-decreto".to_owned(), 500_000),
            ("em-andamento".to_owned(), 300_000),
            ("menores-urgente".to_owned(), 600_000)
        ]
    );
    assert_eq!(offers[0]["name"], "Contra Decreto");
    assert_eq!(offers[0]["discountPrice"], Value::Null);
    let path = format!("/api/admin/citizenship-offers/{}", offers[0]["id"]);

    let body = json!({"price": "5.200,00", "discountPrice": "4.680,00"});
    let (status, saved) = app.call(&staff, Method::PATCH, &path, Some(&body)).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        (
            saved["price"].as_i64(),
            saved["discountPrice"].as_i64(),
            saved["discountPercent"].as_i64()
        ),
        (Some(520_000), Some(468_000), Some(10))
    );
    let (_, offers) = app.call(&ana, Method::GET, "/api/citizenship-offers", None).await;
    assert_eq!(offers[0]["discountPrice"], 468_000, "everyone sees the stored prices");

    for (body, field, message) in [
        (json!({"price": "abc"}), "price", "Por favor, insira um preço válido (ex: 980,00)."),
        (json!({"price": 0}), "price", "O preço deve ser maior que zero"),
        (
            json!({"price": "100,00", "discountPrice": "100,00"}),
            "discountPrice",
            "O preço com desconto deve ser menor que o preço regular",
        ),
    ] {
        let (status, answer) = app.call(&staff, Method::PATCH, &path, Some(&body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(answer["fieldErrors"][field], message, "{body}: {answer}");
    }
    let (status, cleared) = app
        .call(&staff, Method::PATCH, &path, Some(&json!({"price": 500_000, "discountPrice": ""})))
        .await;
    assert_eq!((status, cleared["discountPrice"].clone()), (StatusCode::OK, Value::Null));

    let body = json!({"price": "1,00"});
    let (status, _) = app.call(&ana, Method::PATCH, &path, Some(&body)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.call(&cookie_client(), Method::PATCH, &path, Some(&body)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) =
        app.call(&cookie_client(), Method::GET, "/api/citizenship-offers", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) =
        app.call(&staff, Method::PATCH, "/api/admin/citizenship-offers/999999", Some(&body)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let priced = audit_actions(&app).iter().filter(|a| *a == "citizenship_offer.price").count();
    assert_eq!(priced, 2);
}
