//! 'Aprovar desconto': staff approve a client's discount request for a course. The course's
//! stored discount code goes to the client as a message in /messages and by e-mail, and the
//! request becomes answered, audited, like a reply.

use serde_json::json;

use super::form::RequestForm;
use super::model::{RequestId, RequestStatus, ServiceRequest};
use super::service::{messages as request_messages, RequestService};
use crate::catalog::{CatalogService, CourseId};
use crate::messages::NewMessage;
use crate::notifications::Notification;
use crate::{Actor, DomainError};

pub mod messages {
    pub const NOT_A_DISCOUNT_REQUEST: &str = "Apenas solicitações de desconto podem ser aprovadas.";
    pub const NO_COURSE: &str =
        "Esta solicitação não indica um curso. Responda ao cliente pela mensagem.";
    pub const COURSE_GONE: &str = "O curso desta solicitação não existe mais.";
    pub const NO_CODE: &str = "Este curso não tem código de desconto cadastrado.";
    pub const CLOSED: &str = "Esta solicitação está encerrada.";

    /// What the client reads in /messages (and in the mail).
    pub fn approved(course: &str, code: &str) -> String {
        format!(
            "Seu pedido de desconto para o curso {course} foi aprovado. Use o código de desconto {code} na sua matrícula."
        )
    }
}

impl RequestService {
    /// Staff approve a discount request that names a course with a stored code: the code goes
    /// to the client (message and mail) and the request is answered. Refused, with the reason,
    /// for another kind of request, a closed one, one without a course, or a course without a
    /// code.
    pub fn approve_discount(
        &self,
        actor: &Actor,
        catalog: &CatalogService,
        id: RequestId,
    ) -> Result<ServiceRequest, DomainError> {
        actor.require_admin()?;
        let before = self.visible(actor, id)?;
        let RequestForm::CourseDiscount(form) = &before.form else {
            return Err(refused(messages::NOT_A_DISCOUNT_REQUEST));
        };
        if before.summary.status == RequestStatus::Closed {
            return Err(refused(messages::CLOSED));
        }
        let course_id = form.course_id.ok_or_else(|| refused(messages::NO_COURSE))?;
        let course = catalog.course(CourseId(course_id)).map_err(|error| match error {
            DomainError::NotFound(_) => refused(messages::COURSE_GONE),
            other => other,
        })?;
        let code = course.discount_code.ok_or_else(|| refused(messages::NO_CODE))?;
        let client = self
            .users
            .find_by_id(before.summary.client_id)?
            .ok_or_else(|| refused(request_messages::CLIENT_GONE))?;
        let message = NewMessage {
            sender: actor.user_id,
            receiver: client.id,
            content: messages::approved(&course.name, &code),
        };
        let mail = Notification::DiscountApproved {
            to: client.email.clone(),
            name: client.display_name().to_owned(),
            course: course.name.clone(),
            code: code.clone(),
            messages_url: self.url("/messages"),
        };
        let audit = self.audit(actor, "request.approve_discount", &before, |after| {
            after["status"] = json!(RequestStatus::Answered.as_str());
            after["courseId"] = json!(course_id);
        });
        self.stored(self.requests.reply(id, &message, &mail, &audit))
    }
}

fn refused(message: &str) -> DomainError {
    DomainError::Conflict { message: message.to_owned(), field_errors: Default::default() }
}
