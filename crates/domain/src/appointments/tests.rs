//! The booking rules, against in-memory fakes.

use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, NaiveTime, TimeZone, Utc};

use super::*;
use crate::catalog::testing::InMemoryCatalog;
use crate::catalog::{CatalogService, ServiceId};
use crate::clock::Clock;
use crate::notifications::{AppointmentEvent, Notification};
use crate::paging::Page;
use crate::users::{Role, UserId};
use crate::{Actor, Conflict, DomainError, RepositoryError};

const ADMIN: Actor = Actor {
    user_id: UserId(1),
    role: Role::Admin,
};
const ANA: Actor = Actor {
    user_id: UserId(2),
    role: Role::User,
};
const BIA: Actor = Actor {
    user_id: UserId(3),
    role: Role::User,
};

#[derive(Default)]
struct InMemoryAppointments {
    rows: Mutex<Vec<Appointment>>,
    mails: Mutex<Vec<Notification>>,
}

impl InMemoryAppointments {
    fn slot_taken(
        rows: &[Appointment],
        draft: &AppointmentDraft,
        except: Option<AppointmentId>,
    ) -> bool {
        draft.status.is_active()
            && draft.location != OTHER_LOCATION
            && rows.iter().any(|a| {
                Some(a.id) != except
                    && a.status.is_active()
                    && (a.location.as_str(), a.date, a.time)
                        == (draft.location.as_str(), draft.date, draft.time)
            })
    }

    fn stored(id: AppointmentId, draft: &AppointmentDraft) -> Appointment {
        let at = Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap();
        Appointment {
            id,
            user_id: draft.user_id,
            client_name: draft.client_name.clone(),
            client_email: draft.client_email.clone(),
            client_phone: draft.client_phone.clone(),
            service_id: draft.service_id,
            service_name: if draft.service_id == ServiceId(1) {
                "Agendamento de Passaporte Italiano".into()
            } else {
                "Outro serviço".into()
            },
            location: draft.location.clone(),
            date: draft.date,
            time: draft.time,
            status: draft.status,
            notes: draft.notes.clone(),
            italian: draft.italian.clone(),
            created_at: at,
            updated_at: at,
        }
    }
}

impl AppointmentRepository for InMemoryAppointments {
    fn list(
        &self,
        filter: &AppointmentFilter,
    ) -> Result<Page<AppointmentSummary>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let items: Vec<_> = rows
            .iter()
            .filter(|a| filter.owner.is_none_or(|o| a.user_id == Some(o)))
            .map(AppointmentSummary::from)
            .collect();
        Ok(Page {
            total: items.len() as i64,
            items,
            page: 1,
            page_size: 20,
        })
    }

    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError> {
        Ok(self
            .rows
            .lock()
            .unwrap()
            .iter()
            .find(|a| a.id == id)
            .cloned())
    }

    fn insert(
        &self,
        draft: &AppointmentDraft,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if Self::slot_taken(&rows, draft, None) {
            return Err(RepositoryError::Duplicate(Conflict::SlotTaken));
        }
        let stored = Self::stored(AppointmentId(rows.len() as i64 + 1), draft);
        rows.push(stored.clone());
        self.mails.lock().unwrap().extend(mails(&stored));
        Ok(stored)
    }

    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        mails: MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut rows = self.rows.lock().unwrap();
        if Self::slot_taken(&rows, draft, Some(id)) {
            return Err(RepositoryError::Duplicate(Conflict::SlotTaken));
        }
        let row = rows
            .iter_mut()
            .find(|a| a.id == id)
            .ok_or(RepositoryError::NotFound)?;
        *row = Self::stored(id, draft);
        self.mails.lock().unwrap().extend(mails(row));
        Ok(row.clone())
    }

    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        let mine: Vec<_> = rows
            .iter()
            .filter(|a| owner.is_none() || a.user_id == owner)
            .collect();
        Ok(StatusCounts {
            total: mine.len() as i64,
            pending: mine.iter().filter(|a| a.status == Status::Pending).count() as i64,
            completed: mine
                .iter()
                .filter(|a| a.status == Status::Completed)
                .count() as i64,
        })
    }

    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        let rows = self.rows.lock().unwrap();
        Ok(rows
            .iter()
            .filter(|a| a.status.is_active() && a.location == location && a.date == date)
            .map(|a| a.time)
            .collect())
    }
}

struct At(chrono::DateTime<Utc>);

impl Clock for At {
    fn now(&self) -> chrono::DateTime<Utc> {
        self.0
    }
}

struct Setup {
    service: AppointmentService,
    store: Arc<InMemoryAppointments>,
}

/// Monday 23 November 2026, 10:00 in São Paulo; the seeded catalogue, where
/// service 1 is the Italian passport and service 2 the Portuguese one.
fn setup() -> Setup {
    let catalog = Arc::new(InMemoryCatalog::default());
    CatalogService::new(catalog.clone()).seed().unwrap();
    let store = Arc::new(InMemoryAppointments::default());
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap();
    let service = AppointmentService::new(
        store.clone(),
        catalog,
        Arc::new(At(now)),
        Some("equipe@exemplo.com".into()),
    );
    Setup { service, store }
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

fn errors_of(result: Result<Appointment, DomainError>) -> crate::FieldErrors {
    match result {
        Err(DomainError::Validation(errors)) => errors,
        other => panic!("expected validation errors, got {other:?}"),
    }
}

#[test]
fn an_empty_form_gets_every_message_of_the_spec() {
    let s = setup();
    let errors = errors_of(s.service.book(&ADMIN, AppointmentForm::default()));
    assert_eq!(
        errors.get("clientName"),
        Some("Nome do cliente é obrigatório")
    );
    assert_eq!(
        errors.get("clientEmail"),
        Some("Formato de e-mail inválido")
    );
    assert_eq!(errors.get("serviceId"), Some("Serviço é obrigatório"));
    assert_eq!(errors.get("location"), Some("Local é obrigatório"));
    assert_eq!(errors.get("date"), Some("Data é obrigatória"));
    assert_eq!(errors.get("time"), Some("Horário é obrigatório"));
    assert_eq!(errors.get("status"), Some("Status é obrigatório"));
}

#[test]
fn italian_services_require_the_passport_data() {
    let s = setup();
    let form = AppointmentForm {
        client_phone: None,
        ..italian_form()
    };
    let bare = AppointmentForm {
        italian: ItalianForm::default(),
        ..form
    };
    let errors = errors_of(s.service.book(&ADMIN, bare));
    for (field, message) in [
        ("birthDate", "Data de nascimento é obrigatória"),
        ("birthPlace", "Local de nascimento é obrigatório"),
        ("currentAddress", "Endereço atual é obrigatório"),
        ("clientPhone", "Telefone é obrigatório"),
        ("documentType", "Tipo de documento é obrigatório"),
        ("documentNumber", "Número do documento é obrigatório"),
        ("documentIssueDate", "Data de emissão é obrigatória"),
        ("documentExpiryDate", "Data de validade é obrigatória"),
        ("documentIssuer", "Órgão emissor é obrigatório"),
        ("aireRegistrationNumber", "Número A.I.R.E. é obrigatório"),
    ] {
        assert_eq!(errors.get(field), Some(message), "{field}");
    }
    assert!(
        s.service.book(&ADMIN, portuguese_form()).is_ok(),
        "other services do not need them"
    );
}

#[test]
fn the_document_expires_after_it_was_issued_and_the_place_serves_the_service() {
    let s = setup();
    let italian = italian_form();
    let form = AppointmentForm {
        italian: ItalianForm {
            document_expiry_date: Some("2014-01-01".into()),
            ..italian.italian.clone()
        },
        ..italian
    };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, form)).get("documentExpiryDate"),
        Some(messages::EXPIRY_BEFORE_ISSUE)
    );
    let wrong_place = AppointmentForm {
        location: "Consulado Geral de Portugal em São Paulo".into(),
        ..italian_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, wrong_place)).get("location"),
        Some(messages::LOCATION_NOT_OFFERED)
    );
    let odd_time = AppointmentForm {
        time: Some("10:15".into()),
        ..portuguese_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ADMIN, odd_time)).get("time"),
        Some(messages::TIME_INVALID)
    );
}

#[test]
fn a_clients_booking_is_theirs_and_pending_whatever_they_send() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    assert_eq!(booked.status, Status::Pending);
    assert_eq!(booked.user_id, Some(ANA.user_id));
    assert!(matches!(
        s.service.get(&BIA, booked.id),
        Err(DomainError::NotFound(_))
    ));
    assert_eq!(
        s.service
            .list(&BIA, AppointmentFilter::default())
            .unwrap()
            .total,
        0
    );
    assert_eq!(
        s.service
            .list(&ADMIN, AppointmentFilter::default())
            .unwrap()
            .total,
        1
    );
}

#[test]
fn clients_book_future_weekdays_and_staff_any_day() {
    let s = setup();
    let saturday = AppointmentForm {
        date: Some("2026-11-28".into()),
        ..portuguese_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ANA, saturday.clone())).get("date"),
        Some(messages::WEEKDAYS_ONLY)
    );
    let earlier_today = AppointmentForm {
        date: Some("2026-11-23".into()),
        time: Some("09:30".into()),
        ..portuguese_form()
    };
    assert_eq!(
        errors_of(s.service.book(&ANA, earlier_today.clone())).get("date"),
        Some(messages::FUTURE_ONLY)
    );
    assert!(s.service.book(&ADMIN, saturday).is_ok());
    assert!(s.service.book(&ADMIN, earlier_today).is_ok());
}

#[test]
fn a_slot_holds_one_active_appointment_except_at_other() {
    let s = setup();
    s.service.book(&ANA, portuguese_form()).unwrap();
    let again = s.service.book(&BIA, portuguese_form()).unwrap_err();
    assert!(matches!(again, DomainError::Conflict { ref message, .. } if message == SLOT_TAKEN));
    let elsewhere = AppointmentForm {
        location: OTHER_LOCATION.into(),
        ..portuguese_form()
    };
    s.service.book(&ANA, elsewhere.clone()).unwrap();
    s.service.book(&BIA, elsewhere).unwrap();
}

#[test]
fn availability_marks_taken_and_past_slots() {
    let s = setup();
    s.service.book(&ANA, portuguese_form()).unwrap();
    let place = "Consulado Geral de Portugal em São Paulo";
    let tomorrow = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let slots = s
        .service
        .availability(&BIA, ServiceId(2), place, tomorrow)
        .unwrap();
    assert_eq!(slots.len(), 18);
    let taken: Vec<_> = slots
        .iter()
        .filter(|s| !s.available)
        .map(|s| s.time.format("%H:%M").to_string())
        .collect();
    assert_eq!(taken, ["10:30"]);
    let today = s
        .service
        .availability(
            &BIA,
            ServiceId(2),
            place,
            NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        )
        .unwrap();
    assert_eq!(
        today.iter().filter(|s| s.available).count(),
        18 - 3,
        "09:00, 09:30 and 10:00 are past"
    );
    let staff_today = s
        .service
        .availability(
            &ADMIN,
            ServiceId(2),
            place,
            NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
        )
        .unwrap();
    assert!(staff_today.iter().all(|s| s.available));
    assert!(matches!(
        s.service
            .availability(&BIA, ServiceId(2), "Sede Principal - Roma", tomorrow),
        Err(DomainError::Validation(_))
    ));
}

#[test]
fn a_client_may_cancel_but_not_confirm_and_completed_is_final() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    let confirm = AppointmentForm {
        status: Some("confirmado".into()),
        ..portuguese_form()
    };
    let refused = s
        .service
        .update(&ANA, booked.id, confirm.clone())
        .unwrap_err();
    assert!(
        matches!(refused, DomainError::Conflict { ref message, .. } if message == refusals::CLIENT_MAY_ONLY_CANCEL)
    );
    assert_eq!(
        s.service.update(&ADMIN, booked.id, confirm).unwrap().status,
        Status::Confirmed
    );

    let cancel = AppointmentForm {
        status: Some("cancelado".into()),
        ..portuguese_form()
    };
    assert_eq!(
        s.service.update(&ANA, booked.id, cancel).unwrap().status,
        Status::Cancelled
    );
    let mails = s.store.mails.lock().unwrap().clone();
    assert!(matches!(
        mails.last(),
        Some(Notification::AppointmentToStaff {
            event: AppointmentEvent::Cancelled,
            ..
        })
    ));

    let complete = AppointmentForm {
        status: Some("concluído".into()),
        ..portuguese_form()
    };
    s.service.update(&ADMIN, booked.id, complete).unwrap();
    let reopen = AppointmentForm {
        status: Some("pending".into()),
        ..portuguese_form()
    };
    let refused = s.service.update(&ADMIN, booked.id, reopen).unwrap_err();
    assert!(
        matches!(refused, DomainError::Conflict { ref message, .. } if message == refusals::COMPLETED_IS_FINAL)
    );
}

#[test]
fn each_booking_mails_the_client_and_staff_with_the_italian_lines() {
    let s = setup();
    s.service.book(&ANA, italian_form()).unwrap();
    let mails = s.store.mails.lock().unwrap().clone();
    assert_eq!(mails.len(), 2);
    let Notification::AppointmentToClient {
        to,
        event,
        appointment,
    } = &mails[0]
    else {
        panic!("{mails:?}")
    };
    assert_eq!(
        (to.as_str(), *event),
        ("ana@exemplo.com", AppointmentEvent::Created)
    );
    let lines = appointment.italian_lines.as_ref().expect("Italian lines");
    assert_eq!(
        lines[0],
        ("Data de Nascimento".to_owned(), "01/05/1990".to_owned())
    );
    assert_eq!(lines[8].0, "Número A.I.R.E.");
    assert!(
        matches!(&mails[1], Notification::AppointmentToStaff { to, .. } if to == "equipe@exemplo.com")
    );
}
