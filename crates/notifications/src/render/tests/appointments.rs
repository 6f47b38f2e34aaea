//! The appointment mails: to the client and to staff, the reminder, the self-service links and
//! the daily agenda.

use super::super::*;
use super::SENDER;
use domain::notifications::{ActionLinks, AppointmentDetails, AppointmentEvent};

fn appointment(italian: bool) -> AppointmentDetails {
    use chrono::{NaiveDate, NaiveTime};
    AppointmentDetails {
        id: 3,
        client_name: "Ana <b>Rossi</b>".into(),
        client_email: "ana@exemplo.com".into(),
        client_phone: Some("11 98765-4321".into()),
        service_name: "Agendamento de Passaporte Italiano".into(),
        location: "Consulado Geral da Itália em São Paulo".into(),
        date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
        time: NaiveTime::from_hms_opt(10, 30, 0).unwrap(),
        status: domain::appointments::Status::Pending,
        notes: None,
        italian_lines: italian.then(|| vec![("Data de Nascimento".into(), "01/05/1990".into())]),
        sequence: 0,
    }
}

#[test]
fn the_client_mail_has_the_details_the_checklist_and_an_invite() {
    let mail = render(
        &Notification::AppointmentToClient {
            to: "ana@exemplo.com".into(),
            event: AppointmentEvent::Created,
            appointment: appointment(true),
            appointment_url: "https://portal.exemplo/appointments".into(),
            actions: None,
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.subject, "Agendamento registrado: Agendamento de Passaporte Italiano");
    for part in [&mail.text, &mail.html] {
        assert!(part.contains("24/11/2026") && part.contains("10:30") && part.contains("Pendente"));
        assert!(part.contains("Comprovante de endereço (emitido há no máximo 3 meses)"));
    }
    assert!(
        mail.html.contains("Ana &#60;b&#62;Rossi") || mail.html.contains("Ana &lt;b&gt;Rossi"),
        "escaped"
    );
    assert!(mail.text.contains("https://portal.exemplo/appointments"));
    assert!(mail.html.contains("href=\"https://portal.exemplo/appointments\""));
    assert!(mail.calendar.unwrap().ics.contains("BEGIN:VEVENT"));
    let plain = render(
        &Notification::AppointmentToClient {
            to: "ana@exemplo.com".into(),
            event: AppointmentEvent::Cancelled,
            appointment: appointment(false),
            appointment_url: String::new(),
            actions: None,
        },
        SENDER,
    )
    .unwrap();
    assert!(!plain.text.contains("passaporte italiano, leve"));
    assert!(plain.subject.starts_with("Agendamento cancelado"));
}

#[test]
fn a_cancelled_appointment_asks_nothing_to_be_brought_and_says_the_invite_takes_it_off() {
    let mut cancelled_by_staff = appointment(true);
    cancelled_by_staff.status = domain::appointments::Status::Cancelled;
    let cancellations = [
        (AppointmentEvent::Cancelled, appointment(true)),
        // Staff set the status in an edit: an update, cancelled all the same.
        (AppointmentEvent::Updated, cancelled_by_staff),
    ];
    for (event, appointment) in cancellations {
        let mail = render(
            &Notification::AppointmentToClient {
                to: "ana@exemplo.com".into(),
                event,
                appointment,
                appointment_url: String::new(),
                actions: None,
            },
            SENDER,
        )
        .unwrap();
        for part in [&mail.text, &mail.html] {
            assert!(!part.contains("leve no dia"), "{part}");
            assert!(!part.contains("segue anexo"), "{part}");
            assert!(part.contains("tira o compromisso da sua agenda"), "{part}");
        }
        assert!(mail.calendar.unwrap().ics.contains("METHOD:CANCEL"));
    }
}

#[test]
fn the_staff_mail_carries_the_italian_block_as_label_value_lines() {
    let mail = render(
        &Notification::AppointmentToStaff {
            to: "equipe@exemplo.com".into(),
            event: AppointmentEvent::Created,
            appointment: appointment(true),
        },
        SENDER,
    )
    .unwrap();
    assert!(mail
        .text
        .contains("DADOS ESPECÍFICOS PASSAPORTE ITALIANO\nData de Nascimento: 01/05/1990"));
    assert!(mail.text.contains("Telefone: 11 98765-4321"));
    assert!(mail.calendar.is_none());
}

#[test]
fn the_reminder_says_what_where_and_when_and_links_to_the_portal() {
    let mail = render(
        &Notification::AppointmentReminder {
            to: "ana@exemplo.com".into(),
            appointment: appointment(false),
            appointment_url: "https://portal.exemplo/appointments".into(),
            actions: Some(links()),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert_eq!(mail.subject, "Lembrete: Agendamento de Passaporte Italiano em 24/11/2026");
    for part in [&mail.text, &mail.html] {
        for expected in [
            "Agendamento de Passaporte Italiano",
            "Consulado Geral da Itália em São Paulo",
            "24/11/2026",
            "10:30",
            "horário de Brasília",
            "https://portal.exemplo/appointments",
        ] {
            assert!(part.contains(expected), "{expected} in {part}");
        }
    }
    for action in ["confirm", "reschedule", "cancel"] {
        let url = format!("https://portal.exemplo/agendamento?id=7&acao={action}&token=t");
        assert!(mail.text.contains(&url), "{url}");
        // In HTML the ampersands are escaped, as an attribute requires.
        assert!(
            mail.html.contains(&url.replace('&', "&#38;"))
                || mail.html.contains(&url.replace('&', "&amp;")),
            "{url}"
        );
    }
    for label in ["Confirmar presença", "Remarcar", "Cancelar"] {
        assert!(mail.html.contains(label), "{label}");
    }
    assert!(mail.calendar.is_none(), "the invite came with the booking");
}

fn slot() -> domain::notifications::BookedSlot {
    use chrono::{NaiveDate, NaiveTime};
    domain::notifications::BookedSlot {
        id: 7,
        service_name: "Renovação de Passaporte".into(),
        location: "Consulado Geral de Portugal em São Paulo".into(),
        date: NaiveDate::from_ymd_opt(2026, 12, 7).unwrap(),
        time: NaiveTime::from_hms_opt(9, 30, 0).unwrap(),
    }
}

#[test]
fn the_closed_day_mails_say_why_where_to_move_it_and_when_the_day_reopens() {
    let mail = render(
        &Notification::AppointmentDayClosed {
            to: "ana@exemplo.com".into(),
            name: "Ana <Rossi>".into(),
            appointment: slot(),
            notice: "Fechado em 07/12/2026: Reforma.".into(),
            appointment_url: "https://portal.exemplo/appointments".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert_eq!(mail.subject, "Remarque o seu agendamento: Renovação de Passaporte em 07/12/2026");
    for part in [&mail.text, &mail.html] {
        for expected in [
            "Fechado em 07/12/2026: Reforma.",
            "Renovação de Passaporte",
            "Consulado Geral de Portugal em São Paulo",
            "09:30",
            "precisa ser remarcado ou cancelado",
            "https://portal.exemplo/appointments",
        ] {
            assert!(part.contains(expected), "{expected} in {part}");
        }
    }
    assert!(mail.text.contains("Olá, Ana <Rossi>."));
    assert!(mail.html.contains("Ana &#60;Rossi&#62;") || mail.html.contains("Ana &lt;Rossi&gt;"));
    assert!(mail.calendar.is_none(), "the invite stays until the client moves or cancels it");

    let reopened = render(
        &Notification::AppointmentDayReopened {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            appointment: slot(),
            appointment_url: "https://portal.exemplo/appointments".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(
        reopened.subject,
        "O dia do seu agendamento foi reaberto: Renovação de Passaporte em 07/12/2026"
    );
    for part in [&reopened.text, &reopened.html] {
        for expected in ["foi reaberto", "continua marcado", "07/12/2026", "09:30", "/appointments"]
        {
            assert!(part.contains(expected), "{expected} in {part}");
        }
    }
}

#[test]
fn the_two_factor_mail_says_whether_it_was_turned_on_or_off() {
    let mail = |enabled| {
        render(
            &Notification::TwoFactorChanged {
                to: "ana@exemplo.com".into(),
                name: "Ana".into(),
                enabled,
            },
            SENDER,
        )
        .unwrap()
    };
    let on = mail(true);
    assert!(on.subject.contains("ativada"));
    assert!(on.text.contains("foi ativada"));
    assert!(on.html.contains("foi ativada"));
    let off = mail(false);
    assert!(off.subject.contains("desativada"));
    assert!(off.text.contains("foi desativada"));
    assert!(off.html.contains("Olá, Ana."));
}

fn links() -> ActionLinks {
    let url = |action: &str, token: &str| {
        format!("https://portal.exemplo/agendamento?id=7&acao={action}&token={token}")
    };
    ActionLinks {
        confirm_url: url("confirm", "t1"),
        reschedule_url: url("reschedule", "t2"),
        cancel_url: url("cancel", "t3"),
    }
}

#[test]
fn the_client_mail_carries_the_three_links_and_staff_hear_of_a_confirmed_presence() {
    let mail = render(
        &Notification::AppointmentToClient {
            to: "ana@exemplo.com".into(),
            event: AppointmentEvent::Created,
            appointment: appointment(false),
            appointment_url: "https://portal.exemplo/appointments".into(),
            actions: Some(links()),
        },
        SENDER,
    )
    .unwrap();
    assert!(mail.text.contains("https://portal.exemplo/agendamento?id=7&acao=reschedule&token=t2"));
    assert!(mail.html.contains(">Remarcar</a>"));
    assert!(mail.text.contains("pede a sua confirmação"));
    let staff = render(
        &Notification::AppointmentToStaff {
            to: "equipe@exemplo.com".into(),
            event: AppointmentEvent::PresenceConfirmed,
            appointment: appointment(false),
        },
        SENDER,
    )
    .unwrap();
    assert!(staff.subject.starts_with("Presença confirmada: "), "{}", staff.subject);
    assert!(staff.text.contains("confirmou a presença"));
}

#[test]
fn the_daily_agenda_lists_the_day_by_place_then_time() {
    use domain::appointments::{AgendaLine, Status};
    let line = |location: &str, time: &str, client: &str| AgendaLine {
        location: location.into(),
        time: chrono::NaiveTime::parse_from_str(time, "%H:%M").unwrap(),
        client_name: client.into(),
        service_name: "Renovação de Passaporte".into(),
        status: Status::Confirmed,
    };
    let mail = render(
        &Notification::DailyAgenda {
            to: "equipe@exemplo.com".into(),
            day: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
            appointments: vec![
                line("Consulado A", "09:00", "Ana"),
                line("Consulado A", "10:30", "Bia"),
                line("Consulado B", "08:00", "Caio"),
            ],
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.subject, "Agenda do dia 24/11/2026: 3 agendamento(s)");
    let (a, ana, bia, b, caio) = (
        mail.text.find("Consulado A").unwrap(),
        mail.text.find("09:00  Ana").unwrap(),
        mail.text.find("10:30  Bia").unwrap(),
        mail.text.find("Consulado B").unwrap(),
        mail.text.find("08:00  Caio").unwrap(),
    );
    assert!(a < ana && ana < bia && bia < b && b < caio, "{}", mail.text);
    assert!(mail.html.contains("<h2 style=\"font-size:16px;margin:24px 0 8px;\">Consulado B</h2>"));
    let empty = render(
        &Notification::DailyAgenda {
            to: "equipe@exemplo.com".into(),
            day: chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
            appointments: vec![],
        },
        SENDER,
    )
    .unwrap();
    assert!(empty.text.contains("Nenhum agendamento para hoje."));
}
