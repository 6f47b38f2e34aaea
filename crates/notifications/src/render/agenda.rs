//! The staff's daily agenda: the day's appointments by place and time.

use askama::Template;
use domain::appointments::{by_place, AgendaLine};
use domain::notifications::DeliveryError;

use super::RenderedMail;

#[derive(Template)]
#[template(path = "daily_agenda.txt")]
struct DailyAgendaText<'a> {
    day: &'a str,
    places: &'a [(String, Vec<AgendaLine>)],
}

#[derive(Template)]
#[template(path = "daily_agenda.html")]
struct DailyAgendaHtml<'a> {
    subject: &'a str,
    day: &'a str,
    places: &'a [(String, Vec<AgendaLine>)],
}

pub(super) fn render(
    to: &str,
    day: chrono::NaiveDate,
    appointments: &[AgendaLine],
) -> Result<RenderedMail, DeliveryError> {
    let shown = day.format("%d/%m/%Y").to_string();
    let subject = format!("Agenda do dia {shown}: {} agendamento(s)", appointments.len());
    let places = by_place(appointments);
    RenderedMail::new(
        to,
        &subject,
        &DailyAgendaText { day: &shown, places: &places },
        &DailyAgendaHtml { subject: &subject, day: &shown, places: &places },
    )
}
