//! Status changes by clients and staff.

use super::*;

#[test]
fn a_client_may_cancel_but_not_confirm_and_completed_is_final() {
    let s = setup();
    let id = s.service.book(&ANA, portuguese_form()).unwrap().summary.id;
    let confirm = AppointmentForm { status: Some("confirmado".into()), ..portuguese_form() };
    let refused = s.service.update(&ANA, id, confirm.clone()).unwrap_err();
    assert!(
        matches!(refused, DomainError::Conflict { ref message, .. } if message == refusals::CLIENT_MAY_ONLY_CANCEL)
    );
    assert_eq!(s.service.update(&ADMIN, id, confirm).unwrap().summary.status, Status::Confirmed);

    let cancel = AppointmentForm { status: Some("cancelado".into()), ..portuguese_form() };
    assert_eq!(s.service.update(&ANA, id, cancel).unwrap().summary.status, Status::Cancelled);
    let mails = s.store.mails.lock().unwrap().clone();
    assert!(matches!(
        mails.last(),
        Some(Notification::AppointmentToStaff { event: AppointmentEvent::Cancelled, .. })
    ));

    let complete = AppointmentForm { status: Some("concluído".into()), ..portuguese_form() };
    s.service.update(&ADMIN, id, complete).unwrap();
    let reopen = AppointmentForm { status: Some("pending".into()), ..portuguese_form() };
    let refused = s.service.update(&ADMIN, id, reopen).unwrap_err();
    assert!(
        matches!(refused, DomainError::Conflict { ref message, .. } if message == refusals::COMPLETED_IS_FINAL)
    );
}
