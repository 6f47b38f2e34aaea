//! The waitlist's mail: a freed slot held for the client, with the link that books it.

use askama::Template;
use domain::appointments::TIME_ZONE;
use domain::notifications::{DeliveryError, Notification};

use super::RenderedMail;

/// What both parts of the mail show.
struct Held<'a> {
    name: &'a str,
    service_name: &'a str,
    location: &'a str,
    date: String,
    time: String,
    until: String,
    hold_url: &'a str,
}

#[derive(Template)]
#[template(path = "waitlist_hold.txt")]
struct HoldText<'a> {
    h: &'a Held<'a>,
}

#[derive(Template)]
#[template(path = "waitlist_hold.html")]
struct HoldHtml<'a> {
    h: &'a Held<'a>,
}

pub(super) fn render(notification: &Notification) -> Result<RenderedMail, DeliveryError> {
    let Notification::WaitlistHold {
        to,
        name,
        service_name,
        location,
        date,
        time,
        expires_at,
        hold_url,
    } = notification
    else {
        return Err(DeliveryError::Permanent("not a waitlist mail".into()));
    };
    let held = Held {
        name,
        service_name,
        location,
        date: date.format("%d/%m/%Y").to_string(),
        time: time.format("%H:%M").to_string(),
        until: expires_at.with_timezone(&TIME_ZONE).format("%H:%M").to_string(),
        hold_url,
    };
    let subject = format!("Um horário ficou livre: {} às {}", held.date, held.time);
    RenderedMail::new(to, &subject, &HoldText { h: &held }, &HoldHtml { h: &held })
}
