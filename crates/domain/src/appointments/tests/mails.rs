//! The mails each booking sends.

use super::*;

#[test]
fn each_booking_mails_the_client_and_staff_with_the_italian_lines() {
    let s = setup();
    s.service.book(&ANA, italian_form()).unwrap();
    let mails = s.store.mails.lock().unwrap().clone();
    assert_eq!(mails.len(), 2);
    let Notification::AppointmentToClient { to, event, appointment, .. } = &mails[0] else {
        panic!("{mails:?}")
    };
    assert_eq!((to.as_str(), *event), ("ana@exemplo.com", AppointmentEvent::Created));
    let lines = appointment.italian_lines.as_ref().expect("Italian lines");
    assert_eq!(lines[0], ("Data de Nascimento".to_owned(), "01/05/1990".to_owned()));
    assert_eq!(lines[8].0, "Número A.I.R.E.");
    assert!(
        matches!(&mails[1], Notification::AppointmentToStaff { to, .. } if to == "equipe@exemplo.com")
    );
}
