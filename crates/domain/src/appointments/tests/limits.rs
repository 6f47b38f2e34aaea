//! What one account can do with the mail and the agenda: mails go to the account's own
//! address, edits that change nothing send nothing, and a client holds few active bookings.

use super::*;

fn client_mail_recipients(s: &Setup) -> Vec<String> {
    s.store
        .mails
        .lock()
        .unwrap()
        .iter()
        .filter_map(|mail| match mail {
            Notification::AppointmentToClient { to, .. } => Some(to.clone()),
            _ => None,
        })
        .collect()
}

fn at(time: &str) -> AppointmentForm {
    AppointmentForm { time: Some(time.into()), ..portuguese_form() }
}

#[test]
fn a_clients_mails_go_to_their_account_never_to_the_typed_address() {
    let s = setup();
    let typed = AppointmentForm { client_email: "alguem@vitima.com".into(), ..portuguese_form() };
    s.service.book(&BIA, typed.clone()).unwrap();
    s.service.book(&ADMIN, AppointmentForm { user_id: Some(3), ..at("11:00") }).unwrap();
    s.service.book(&ADMIN, at("11:30")).unwrap();
    assert_eq!(
        client_mail_recipients(&s),
        ["bia.conta@exemplo.com", "bia.conta@exemplo.com", "ana@exemplo.com"],
        "staff booking for nobody's account mail the address they typed"
    );
}

#[test]
fn staff_booking_for_an_unknown_account_is_told_so_on_the_field() {
    let s = setup();
    let form = AppointmentForm { user_id: Some(999), ..portuguese_form() };
    let errors = errors_of(s.service.book(&ADMIN, form));
    assert_eq!(errors.get("userId"), Some(CLIENT_NOT_FOUND));
    assert!(s.store.rows.lock().unwrap().is_empty());
}

#[test]
fn an_edit_that_changes_nothing_sends_nothing_and_a_change_one_mail_each_way() {
    let s = setup();
    let booked = s.service.book(&ANA, portuguese_form()).unwrap();
    s.store.mails.lock().unwrap().clear();
    let same = AppointmentForm { status: None, ..portuguese_form() };
    let unchanged = s.service.update(&ANA, booked.summary.id, same).unwrap();
    assert_eq!(
        (unchanged.summary.id, unchanged.updated_at),
        (booked.summary.id, booked.updated_at)
    );
    assert!(s.store.mails.lock().unwrap().is_empty());

    let later = AppointmentForm { status: None, ..at("15:00") };
    s.service.update(&ANA, booked.summary.id, later).unwrap();
    let mails = s.store.mails.lock().unwrap().clone();
    assert_eq!(mails.len(), 2, "{mails:?}");
    assert!(matches!(
        mails[0],
        Notification::AppointmentToClient { event: AppointmentEvent::Updated, .. }
    ));
    assert!(matches!(mails[1], Notification::AppointmentToStaff { .. }));
}

#[test]
fn a_client_holds_at_most_the_configured_active_bookings_and_staff_are_exempt() {
    let s = setup();
    let mut booked = Vec::new();
    for time in ["09:00", "09:30", "10:30"] {
        booked.push(s.service.book(&ANA, at(time)).unwrap());
    }
    let refused = s.service.book(&ANA, at("11:00")).unwrap_err();
    assert!(
        matches!(&refused, DomainError::Conflict { message, .. }
            if message == "Você já tem 3 agendamentos ativos; cancele um antes de marcar outro."),
        "{refused:?}"
    );
    assert_eq!(s.store.rows.lock().unwrap().len(), 3);
    assert!(s.service.book(&BIA, at("11:00")).is_ok(), "the limit is per account");

    let for_ana = AppointmentForm { user_id: Some(2), ..at("11:30") };
    s.service.book(&ADMIN, for_ana).unwrap();

    let cancel = AppointmentForm { status: Some("cancelled".into()), ..at("09:00") };
    s.service.update(&ANA, booked[0].summary.id, cancel).unwrap();
    let still_over = s.service.book(&ANA, at("12:00")).unwrap_err();
    assert!(
        matches!(still_over, DomainError::Conflict { .. }),
        "staff's booking for her counts too"
    );
}

#[test]
fn past_appointments_do_not_count_towards_the_limit() {
    let s = setup();
    for day in ["2026-11-02", "2026-11-03", "2026-11-04"] {
        let past =
            AppointmentForm { user_id: Some(2), date: Some(day.into()), ..portuguese_form() };
        s.service.book(&ADMIN, past).unwrap();
    }
    assert!(s.service.book(&ANA, portuguese_form()).is_ok());
}

#[test]
fn a_clients_mails_beyond_the_hourly_cap_are_left_out_and_the_booking_still_succeeds() {
    let s = setup();
    for time in ["09:00", "09:30", "10:30"] {
        s.service.book(&ANA, at(time)).unwrap();
    }
    assert_eq!(s.store.rows.lock().unwrap().len(), 3, "every booking stored");
    assert_eq!(s.store.mails.lock().unwrap().len(), 5, "two mails a booking, five an hour");
    s.service.book(&ADMIN, AppointmentForm { user_id: Some(2), ..at("11:00") }).unwrap();
    assert_eq!(s.store.mails.lock().unwrap().len(), 7, "staff's bookings are not counted");
    assert!(s.store.counted.lock().unwrap().iter().all(|a| *a == UserId(2)));
}
