//! The mails of service requests: the new request to the staff, its receipt and the staff's
//! reply to the client, all one shape (a greeting, paragraphs, labelled lines and a link); the
//! client's notice of documents near their expiry takes that shape too.

use askama::Template;
use domain::notifications::{DeliveryError, Notification};

use super::RenderedMail;

/// One of the service-request mails: a greeting, paragraphs, labelled lines and a link.
struct RequestMail<'a> {
    to: &'a str,
    subject: String,
    greeting: Option<&'a str>,
    paragraphs: Vec<String>,
    lines: Vec<(String, String)>,
    link_label: &'a str,
    url: &'a str,
}

#[derive(Template)]
#[template(path = "request.txt")]
struct RequestText<'a> {
    m: &'a RequestMail<'a>,
}

#[derive(Template)]
#[template(path = "request.html")]
struct RequestHtml<'a> {
    m: &'a RequestMail<'a>,
}

impl RequestMail<'_> {
    fn render(&self) -> Result<RenderedMail, DeliveryError> {
        RenderedMail::new(
            self.to,
            &self.subject,
            &RequestText { m: self },
            &RequestHtml { m: self },
        )
    }
}

/// The mails about service requests.
pub(super) fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let mail = match notification {
        Notification::RequestToStaff { to, request: r, request_url } => {
            let mut lines = vec![
                ("Cliente".to_owned(), r.client_name.clone()),
                ("E-mail da conta".to_owned(), r.client_email.clone()),
            ];
            lines.extend(r.lines.iter().cloned());
            if !r.documents.is_empty() {
                lines.push(("Documentos anexados (no portal)".into(), r.documents.join("\n")));
            }
            RequestMail {
                to,
                subject: format!("Nova solicitação #{}: {}", r.id, r.title),
                greeting: None,
                paragraphs: vec![format!("Chegou uma nova solicitação: {}.", r.kind)],
                lines,
                link_label: "Abrir na caixa de solicitações",
                url: request_url,
            }
        }
        Notification::RequestReceived { to, name, title, promise, request_url } => RequestMail {
            to,
            subject: "Recebemos sua solicitação - Facilitando Burocracias".into(),
            greeting: Some(name),
            paragraphs: vec![
                format!("Recebemos sua solicitação \"{title}\"."),
                format!("{promise} Fique atento ao seu e-mail e ao WhatsApp."),
            ],
            lines: Vec::new(),
            link_label: "Acompanhar esta solicitação",
            url: request_url,
        },
        Notification::RequestReply { to, name, title, reply, request_url } => RequestMail {
            to,
            subject: "Resposta à sua solicitação - Facilitando Burocracias".into(),
            greeting: Some(name),
            paragraphs: vec![
                format!("A equipe respondeu à sua solicitação \"{title}\":"),
                reply.clone(),
            ],
            lines: Vec::new(),
            link_label: "Ver esta solicitação",
            url: request_url,
        },
        Notification::DiscountApproved { to, name, course, code, messages_url } => RequestMail {
            to,
            subject: "Seu código de desconto - Facilitando Burocracias".into(),
            greeting: Some(name),
            paragraphs: vec![format!(
                "Seu pedido de desconto para o curso {course} foi aprovado. Use o código abaixo na sua matrícula."
            )],
            lines: vec![
                ("Curso".to_owned(), course.clone()),
                ("Código de desconto".to_owned(), code.clone()),
            ],
            link_label: "Ver mensagens",
            url: messages_url,
        },
        Notification::DocumentsExpiring { to, name, documents, documents_url } => RequestMail {
            to,
            subject: "Documentos perto do vencimento - Facilitando Burocracias".into(),
            greeting: Some(name),
            paragraphs: vec![if documents.len() == 1 {
                "Um documento seu vence nos próximos 30 dias:".into()
            } else {
                format!("{} documentos seus vencem nos próximos 30 dias:", documents.len())
            }],
            lines: documents
                .iter()
                .map(|d| (d.name.clone(), format!("vence em {}", d.expires_on.format("%d/%m/%Y"))))
                .collect(),
            link_label: "Ver meus documentos",
            url: documents_url,
        },
        _ => return Err(DeliveryError::Permanent("not a service-request mail".into())),
    };
    mail.render()
}
