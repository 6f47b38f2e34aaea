//! The mails of cases: an update to the client, a client's upload to the staff.

use askama::Template;
use domain::notifications::DeliveryError;

use super::RenderedMail;

#[derive(Template)]
#[template(path = "case_update.txt")]
struct UpdateText<'a> {
    name: &'a str,
    case_title: &'a str,
    content: &'a str,
    case_url: &'a str,
}

#[derive(Template)]
#[template(path = "case_update.html")]
struct UpdateHtml<'a> {
    name: &'a str,
    case_title: &'a str,
    content: &'a str,
    case_url: &'a str,
}

#[derive(Template)]
#[template(path = "case_upload_staff.txt")]
struct UploadText<'a> {
    client_name: &'a str,
    case_title: &'a str,
    document_name: &'a str,
    case_url: &'a str,
}

#[derive(Template)]
#[template(path = "case_upload_staff.html")]
struct UploadHtml<'a> {
    client_name: &'a str,
    case_title: &'a str,
    document_name: &'a str,
    case_url: &'a str,
}

pub(super) fn update_to_client(
    to: &str,
    name: &str,
    case_title: &str,
    content: &str,
    case_url: &str,
) -> Result<RenderedMail, DeliveryError> {
    RenderedMail::new(
        to,
        &format!("Atualização do processo: {case_title}"),
        &UpdateText { name, case_title, content, case_url },
        &UpdateHtml { name, case_title, content, case_url },
    )
}

pub(super) fn upload_to_staff(
    to: &str,
    client_name: &str,
    case_title: &str,
    document_name: &str,
    case_url: &str,
) -> Result<RenderedMail, DeliveryError> {
    RenderedMail::new(
        to,
        &format!("Documento recebido: {case_title}"),
        &UploadText { client_name, case_title, document_name, case_url },
        &UploadHtml { client_name, case_title, document_name, case_url },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_update_mail_carries_the_text_escaped_in_html() {
        let mail = update_to_client(
            "ana@exemplo.com",
            "Ana",
            "Passaporte – Itália",
            "Protocolo <aceito>",
            "http://portal/process-tracking",
        )
        .unwrap();
        assert_eq!(mail.subject, "Atualização do processo: Passaporte – Itália");
        assert!(mail.text.contains("Protocolo <aceito>"));
        assert!(
            mail.html.contains("Protocolo &#60;aceito&#62;")
                || mail.html.contains("&lt;aceito&gt;")
        );
        assert!(mail.html.contains("http://portal/process-tracking"));
    }

    #[test]
    fn a_staff_mail_names_the_client_and_the_file() {
        let mail = upload_to_staff("equipe@exemplo.com", "Ana", "Outro", "rg.pdf", "u").unwrap();
        assert_eq!(mail.to, "equipe@exemplo.com");
        assert!(mail.text.contains("Ana enviou um documento"));
        assert!(mail.html.contains("rg.pdf"));
    }
}
