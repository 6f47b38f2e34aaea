//! The mail telling staff that a client finished their family tree.

use askama::Template;
use domain::notifications::{DeliveryError, Notification};

use super::RenderedMail;

/// What both parts of the finished-tree mail show.
struct FinishedTree<'a> {
    client_name: &'a str,
    client_email: &'a str,
    persons: usize,
    emigrants: &'a [String],
    tree_url: &'a str,
}

#[derive(Template)]
#[template(path = "family_tree_staff.txt")]
struct FamilyTreeStaffText<'a> {
    m: &'a FinishedTree<'a>,
}

#[derive(Template)]
#[template(path = "family_tree_staff.html")]
struct FamilyTreeStaffHtml<'a> {
    subject: &'a str,
    m: &'a FinishedTree<'a>,
}

pub(super) fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let Notification::FamilyTreeToStaff {
        to,
        client_name,
        client_email,
        persons,
        emigrants,
        tree_url,
    } = notification
    else {
        return Err(DeliveryError::Permanent("not the finished-tree mail".into()));
    };
    let failed = |e: askama::Error| DeliveryError::Permanent(format!("template: {e}"));
    let subject = format!("Árvore genealógica finalizada: {client_name}");
    let m = FinishedTree { client_name, client_email, persons: *persons, emigrants, tree_url };
    Ok(RenderedMail {
        to: to.clone(),
        text: FamilyTreeStaffText { m: &m }.render().map_err(failed)?,
        html: FamilyTreeStaffHtml { subject: &subject, m: &m }.render().map_err(failed)?,
        subject,
        calendar: None,
    })
}
