//! Each kind of notification rendered as both parts of a mail; the appointment mails are in
//! `appointments`.

use domain::notifications::RequestDetails;

use super::*;

mod appointments;

const SENDER: &str = "portal@exemplo.com";

fn reset(name: &str) -> Notification {
    Notification::PasswordReset {
        to: "ana@exemplo.com".into(),
        name: name.into(),
        reset_url: "https://portal.exemplo/auth/reset?token=abc&x=1".into(),
        valid_minutes: 60,
    }
}

#[test]
fn the_reset_mail_carries_the_link_and_its_validity_in_both_parts() {
    let mail = render(&reset("Ana"), SENDER).unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert!(mail.subject.contains("Redefinição de senha"));
    assert!(mail.text.contains("Olá, Ana."));
    assert!(mail.text.contains("https://portal.exemplo/auth/reset?token=abc&x=1"));
    assert!(mail.text.contains("60 minutos"));
    assert!(
        mail.html.contains("href=\"https://portal.exemplo/auth/reset?token=abc&#38;x=1\"")
            || mail.html.contains("href=\"https://portal.exemplo/auth/reset?token=abc&amp;x=1\""),
        "{}",
        mail.html
    );
    assert!(mail.html.starts_with("<!DOCTYPE html>"));
}

#[test]
fn the_password_changed_mail_says_how_it_changed() {
    let mail = render(
        &Notification::PasswordChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            by_reset: true,
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert!(mail.subject.contains("senha foi alterada"));
    assert!(mail.text.contains("redefinida pelo link"), "{}", mail.text);
    assert!(mail.html.contains("redefinida pelo link"));
    let changed = render(
        &Notification::PasswordChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            by_reset: false,
        },
        SENDER,
    )
    .unwrap();
    assert!(changed.text.contains("foi alterada."));
    assert!(!changed.text.contains("redefinida"));
}

#[test]
fn the_email_changed_mail_goes_to_the_old_address_naming_the_new_one() {
    let mail = render(
        &Notification::EmailChanged {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            new_email: "a***@novo.com".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert!(mail.text.contains("alterado para a***@novo.com"));
    assert!(mail.html.contains("a***@novo.com"));
}

#[test]
fn names_are_escaped_in_html() {
    let mail = render(&reset("<script>alert(1)</script>"), SENDER).unwrap();
    assert!(!mail.html.contains("<script>"));
    assert!(mail.text.contains("<script>"), "plain text is not HTML");
}

#[test]
fn the_expiry_notice_lists_each_document_with_its_date_in_pt_br() {
    let line = |name: &str, day: u32| domain::documents::ExpiringLine {
        name: name.into(),
        expires_on: chrono::NaiveDate::from_ymd_opt(2026, 12, day).unwrap(),
    };
    let mail = render(
        &Notification::DocumentsExpiring {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            documents: vec![line("passaporte.pdf", 5), line("rg <frente>.pdf", 20)],
            documents_url: "https://portal.exemplo/documents".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert!(mail.subject.contains("perto do vencimento"));
    assert!(mail.text.contains("2 documentos seus vencem nos próximos 30 dias"), "{}", mail.text);
    assert!(mail.text.contains("passaporte.pdf: vence em 05/12/2026"), "{}", mail.text);
    assert!(mail.html.contains("https://portal.exemplo/documents"));
    assert!(!mail.html.contains("<frente>"), "names are escaped");
}

#[test]
fn the_reply_mail_carries_the_answer_and_links_to_the_request_s_page() {
    let mail = render(
        &Notification::RequestReply {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            title: "Curso de italiano".into(),
            reply: "Sua matrícula está confirmada.".into(),
            request_url: "https://portal.exemplo/requests/7".into(),
        },
        SENDER,
    )
    .unwrap();
    assert!(mail.subject.contains("Resposta à sua solicitação"), "{}", mail.subject);
    assert!(mail.text.contains("Sua matrícula está confirmada."), "{}", mail.text);
    assert!(
        mail.text.contains("Ver esta solicitação:\nhttps://portal.exemplo/requests/7"),
        "{}",
        mail.text
    );
    assert!(mail.html.contains("href=\"https://portal.exemplo/requests/7\""), "{}", mail.html);
}

#[test]
fn the_discount_mail_carries_the_course_and_its_code_in_both_parts() {
    let mail = render(
        &Notification::DiscountApproved {
            to: "ana@exemplo.com".into(),
            name: "Ana".into(),
            course: "Curso Básico de Italiano".into(),
            code: "ITALIA10".into(),
            messages_url: "https://portal.exemplo/messages".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert!(mail.subject.contains("código de desconto"), "{}", mail.subject);
    assert!(mail.text.contains("Código de desconto: ITALIA10"), "{}", mail.text);
    assert!(mail.text.contains("Curso Básico de Italiano"), "{}", mail.text);
    assert!(mail.html.contains("ITALIA10"));
    assert!(mail.html.contains("https://portal.exemplo/messages"));
}

#[test]
fn the_tree_report_mail_carries_the_link_to_the_tree_not_the_file() {
    let mail = render(
        &Notification::FamilyTreeReport {
            to: "ana@exemplo.com".into(),
            name: "Ana Conceição".into(),
            tree_url: "https://portal.exemplo/family-tree".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "ana@exemplo.com");
    assert_eq!(mail.subject, "O relatório da sua árvore genealógica");
    assert!(mail.text.contains("Olá, Ana Conceição."));
    assert!(mail.text.contains("https://portal.exemplo/family-tree\n"), "{}", mail.text);
    assert!(mail.html.contains("href=\"https://portal.exemplo/family-tree\""), "{}", mail.html);
    assert!(mail.html.contains("<strong>Baixar PDF</strong>"));
    assert!(mail.calendar.is_none());
}

#[test]
fn the_staff_request_mail_names_the_kind_the_client_and_the_way_to_the_request() {
    let mail = render(
        &Notification::RequestToStaff {
            to: "equipe@exemplo.com".into(),
            request: RequestDetails {
                id: 7,
                kind: "Novo processo".into(),
                title: "Novo processo — Passaporte".into(),
                client_name: "Ana Rossi".into(),
                client_email: "ana@exemplo.com".into(),
                lines: vec![("País".into(), "Itália".into())],
                documents: vec!["rg.pdf".into()],
            },
            request_url: "https://portal.exemplo/admin/requests/7".into(),
        },
        SENDER,
    )
    .unwrap();
    assert_eq!(mail.to, "equipe@exemplo.com");
    // The kind's own name, after a colon: not capitalised in the middle of a sentence.
    assert!(mail.text.contains("Chegou uma nova solicitação: Novo processo."), "{}", mail.text);
    assert!(mail.text.contains("Ana Rossi"), "{}", mail.text);
    assert!(mail.text.contains("País: Itália"), "{}", mail.text);
    assert!(
        mail.html.contains("href=\"https://portal.exemplo/admin/requests/7\""),
        "{}",
        mail.html
    );
}
