use chrono::TimeZone;

use super::*;

#[test]
fn the_agenda_is_due_from_seven_in_sao_paulo() {
    // 09:59 UTC is 06:59 in São Paulo (UTC-3); 10:00 UTC is 07:00.
    let before = Utc.with_ymd_and_hms(2026, 11, 24, 9, 59, 0).unwrap();
    let at = Utc.with_ymd_and_hms(2026, 11, 24, 10, 0, 0).unwrap();
    let late = Utc.with_ymd_and_hms(2026, 11, 25, 2, 0, 0).unwrap();
    assert_eq!(agenda_day(before), None);
    assert_eq!(agenda_day(at), NaiveDate::from_ymd_opt(2026, 11, 24));
    assert_eq!(agenda_day(late), NaiveDate::from_ymd_opt(2026, 11, 24), "23:00 local");
}

fn line(location: &str, time: u32) -> AgendaLine {
    AgendaLine {
        location: location.into(),
        time: NaiveTime::from_hms_opt(time, 0, 0).unwrap(),
        client_name: "Ana".into(),
        service_name: "Renovação".into(),
        status: super::super::Status::Confirmed,
    }
}

#[test]
fn agenda_lines_group_by_place_in_order() {
    let places = by_place(&[line("A", 9), line("A", 10), line("B", 8)]);
    let shown: Vec<(&str, usize)> = places.iter().map(|(p, l)| (p.as_str(), l.len())).collect();
    assert_eq!(shown, [("A", 2), ("B", 1)]);
    assert!(by_place(&[]).is_empty());
}

fn stored(sent: bool, failed: bool, notification: Option<Notification>) -> StoredMail {
    let at = Utc.with_ymd_and_hms(2026, 11, 24, 10, 0, 0).unwrap();
    StoredMail {
        id: 7,
        notification,
        attempts: 1,
        last_error: failed.then(|| "recusado".into()),
        queued_at: at,
        due_at: at,
        sent_at: sent.then_some(at),
        failed_at: failed.then_some(at),
    }
}

#[test]
fn a_mail_is_queued_until_sent_or_set_aside() {
    assert_eq!(MailDelivery::from(stored(false, false, None)).status, MailStatus::Queued);
    assert_eq!(MailDelivery::from(stored(true, false, None)).status, MailStatus::Sent);
    let failed = MailDelivery::from(stored(false, true, None));
    assert_eq!(failed.status, MailStatus::Failed);
    assert_eq!(failed.last_error.as_deref(), Some("recusado"));
    assert_eq!(failed.kind, MailKind::Unknown);
}

#[test]
fn a_reminder_still_queued_says_when_it_goes_and_nothing_else_does() {
    let later = Utc.with_ymd_and_hms(2026, 12, 1, 12, 0, 0).unwrap();
    let reminder = StoredMail { due_at: later, ..stored(false, false, None) };
    assert_eq!(MailDelivery::from(reminder.clone()).due_at, Some(later));
    let sent = StoredMail { sent_at: Some(later), ..reminder };
    assert_eq!(MailDelivery::from(sent).due_at, None, "once sent, when it went is what counts");
    assert_eq!(MailDelivery::from(stored(false, false, None)).due_at, None, "due when queued");
}

fn details() -> crate::notifications::AppointmentDetails {
    crate::notifications::AppointmentDetails {
        id: 1,
        client_name: "Ana".into(),
        client_email: "ana@exemplo.com".into(),
        client_phone: None,
        service_name: "Renovação".into(),
        location: "A".into(),
        date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
        time: NaiveTime::from_hms_opt(9, 0, 0).unwrap(),
        status: super::super::Status::Pending,
        notes: None,
        italian_lines: None,
        sequence: 0,
    }
}

#[test]
fn a_staff_notice_names_its_recipient() {
    let notice = Notification::AppointmentToStaff {
        to: "equipe@exemplo.com".into(),
        event: AppointmentEvent::Created,
        appointment: details(),
    };
    assert_eq!(notice.appointment_id(), Some(1));
    let shown = MailDelivery::from(stored(true, false, Some(notice)));
    assert_eq!((shown.kind, shown.recipient.as_str()), (MailKind::Staff, "equipe@exemplo.com"));
}

#[test]
fn the_client_s_mails_are_told_apart_by_what_happened() {
    let to_client = |event| Notification::AppointmentToClient {
        to: "ana@exemplo.com".into(),
        event,
        appointment: details(),
        appointment_url: String::new(),
        actions: None,
    };
    let kind = |mail| MailDelivery::from(stored(true, false, Some(mail))).kind;
    assert_eq!(kind(to_client(AppointmentEvent::Created)), MailKind::Confirmation);
    assert_eq!(kind(to_client(AppointmentEvent::Updated)), MailKind::Change);
    assert_eq!(kind(to_client(AppointmentEvent::Cancelled)), MailKind::Cancellation);
}
