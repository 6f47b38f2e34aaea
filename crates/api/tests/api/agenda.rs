//! The appointment tests' starting point: staff, two clients and the seeded catalogue.

use chrono::{Datelike, Duration, Utc, Weekday};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};

use crate::availability::urlencode;
use crate::helpers::{id_named, json_of, TestApp};

pub const PORTO: &str = "Consulado Geral de Portugal em São Paulo";
pub const ROMA: &str = "Consulado Geral da Itália em São Paulo";

/// A weekday at least two days ahead in São Paulo, not a national holiday: always bookable by
/// a client.
pub fn bookable_day() -> String {
    let mut day = (Utc::now() - Duration::hours(3)).date_naive() + Duration::days(2);
    while matches!(day.weekday(), Weekday::Sat | Weekday::Sun)
        || domain::closures::holiday_on(day).is_some()
    {
        day += Duration::days(1);
    }
    day.format("%Y-%m-%d").to_string()
}

pub struct Agenda {
    pub app: TestApp,
    pub staff: Client,
    pub ana: Client,
    pub ana_id: i64,
    pub bia: Client,
    pub portuguese: i64,
    pub italian: i64,
}

pub async fn agenda_with(overrides: &[(&str, &str)]) -> Agenda {
    let app = TestApp::spawn_with(overrides).await;
    app.seed();
    app.create_admin("chefe");
    let staff = app.signed_in("chefe").await;
    let ana_id = app.register("ana").await;
    let ana = app.client.clone();
    let (bia, _) = app.register_elsewhere("bia", "Bia").await;
    let services = json_of(staff.get(app.url("/api/services")).send().await.unwrap()).await;
    let (portuguese, italian) = (
        id_named(&services, "Renovação de Passaporte"),
        id_named(&services, "Agendamento de Passaporte Italiano"),
    );
    Agenda { app, staff, ana, ana_id, bia, portuguese, italian }
}

pub async fn agenda() -> Agenda {
    agenda_with(&[("STAFF_EMAIL", "equipe@exemplo.com")]).await
}

impl Agenda {
    pub fn portuguese_form(&self) -> Value {
        json!({"clientName": "Ana Rossi", "clientEmail": "ana@exemplo.com", "serviceId": self.portuguese,
               "location": PORTO, "date": bookable_day(), "time": "10:30", "status": "confirmed"})
    }

    pub fn italian_form(&self) -> Value {
        let mut form = self.portuguese_form();
        let extra = json!({"serviceId": self.italian, "location": ROMA, "clientPhone": "11 98765-4321",
            "birthDate": "1990-05-01", "birthPlace": "São Paulo", "currentAddress": "Rua A, 1", "documentType": "RG",
            "documentNumber": "12.345.678-9", "documentIssueDate": "2015-01-10", "documentExpiryDate": "2030-01-10",
            "documentIssuer": "SSP-SP", "aireRegistrationNumber": "AIRE-123"});
        form.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        form
    }

    pub async fn send(
        &self,
        who: &Client,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> (StatusCode, Value) {
        self.app.call(who, method, path, body).await
    }

    pub async fn get(&self, who: &Client, path: &str) -> (StatusCode, Value) {
        self.send(who, reqwest::Method::GET, path, None).await
    }

    pub async fn book(&self, who: &Client, form: &Value) -> (StatusCode, Value) {
        self.send(who, reqwest::Method::POST, "/api/appointments", Some(form)).await
    }

    /// The Portuguese service's slots in Porto on `day`, as `who` sees them.
    pub async fn porto_slots(&self, who: &Client, day: &str) -> (StatusCode, Value) {
        let path = format!(
            "/api/appointments/availability?serviceId={}&location={}&date={day}",
            self.portuguese,
            urlencode(PORTO)
        );
        self.get(who, &path).await
    }
}
