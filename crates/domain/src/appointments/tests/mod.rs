//! The booking rules, against in-memory fakes.

use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, NaiveTime, TimeZone, Utc};

use super::*;
use crate::catalog::testing::InMemoryCatalog;
use crate::catalog::{CatalogService, ServiceId};
use crate::closures::testing::InMemoryClosures;
use crate::closures::ClosedDays;
use crate::notifications::{AppointmentEvent, MailQuota, Notification};
use crate::paging::Page;
use crate::testing::{validation_errors as errors_of, FixedClock, ADMIN, ANA, BIA};
use crate::users::testing::{CountingSecrets, InMemoryUsers, VisibleSealer};
use crate::users::Role;
use crate::users::UserId;
use crate::{Conflict, DomainError, Refusal, RepositoryError};

mod availability;
mod booking;
mod changes;
mod closed;
mod fakes;
mod form;
mod input;
mod limits;
mod mails;
mod priority;
mod reminders;
mod self_service;
mod waitlist;

use fakes::InMemoryAppointments;

struct Setup {
    service: AppointmentService,
    store: Arc<InMemoryAppointments>,
    clock: Arc<FixedClock>,
    closures: Arc<InMemoryClosures>,
    users: Arc<InMemoryUsers>,
}

/// Monday 23 November 2026, 10:00 in São Paulo; the seeded catalogue, where
/// service 1 is the Italian passport and service 2 the Portuguese one.
fn setup() -> Setup {
    setup_with(|_| {})
}

/// [`setup`] with the booking rules changed by `change`.
fn setup_with(change: impl FnOnce(&mut BookingRules)) -> Setup {
    let catalog = Arc::new(InMemoryCatalog::default());
    CatalogService::new(catalog.clone()).seed().unwrap();
    let store = Arc::new(InMemoryAppointments::default());
    let closures = Arc::new(InMemoryClosures::default());
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap();
    let clock = Arc::new(FixedClock::new(now));
    // Ids 1, 2 and 3: ADMIN, ANA and BIA.
    let users = Arc::new(InMemoryUsers::default());
    users.add_user("admin", "admin@exemplo.com", Role::Admin, true);
    users.add_user("ana", "ana@exemplo.com", Role::User, true);
    users.add_user("bia", "bia.conta@exemplo.com", Role::User, true);
    let mut rules = BookingRules {
        staff_email: Some("equipe@exemplo.com".into()),
        portal_url: "https://portal.exemplo".into(),
        reminder_offsets: ReminderOffsets::default(),
        max_active_per_client: 3,
        mail_cap_per_hour: 5,
    };
    change(&mut rules);
    let service = AppointmentService::new(
        store.clone(),
        catalog,
        users.clone(),
        clock.clone(),
        rules,
        LinkSecrets {
            secrets: Arc::new(CountingSecrets::default()),
            sealer: Arc::new(VisibleSealer),
        },
        ClosedDays::new(closures.clone()),
    );
    Setup { service, store, clock, closures, users }
}

fn portuguese_form() -> AppointmentForm {
    AppointmentForm {
        client_name: "Ana Rossi".into(),
        client_email: "ana@exemplo.com".into(),
        service_id: Some(2),
        location: "Consulado Geral de Portugal em São Paulo".into(),
        date: Some("2026-11-24".into()),
        time: Some("10:30".into()),
        status: Some("confirmed".into()),
        ..Default::default()
    }
}

fn italian_form() -> AppointmentForm {
    AppointmentForm {
        service_id: Some(1),
        location: "Consulado Geral da Itália em São Paulo".into(),
        client_phone: Some("11 98765-4321".into()),
        italian: ItalianForm {
            birth_date: Some("1990-05-01".into()),
            birth_place: Some("São Paulo".into()),
            current_address: Some("Rua A, 1".into()),
            document_type: Some("RG".into()),
            document_number: Some("12.345.678-9".into()),
            document_issue_date: Some("2015-01-10".into()),
            document_expiry_date: Some("2030-01-10".into()),
            document_issuer: Some("SSP-SP".into()),
            aire_registration_number: Some("AIRE-123".into()),
        },
        ..portuguese_form()
    }
}
