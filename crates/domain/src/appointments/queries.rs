//! The query strings of the list and of the availability, read into what the service takes.

use chrono::NaiveDate;
use serde::Deserialize;

use super::form::messages;
use super::model::AppointmentFilter;
use super::status::{Status, STATUS_INVALID};
use crate::catalog::ServiceId;
use crate::paging::PageRequest;
use crate::FieldErrors;

/// `GET /api/appointments?from=&to=&status=&q=&page=&pageSize=`, as sent.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(rename_all = "camelCase")]
pub struct ListQuery {
    /// First day, `yyyy-MM-dd`.
    pub from: Option<String>,
    /// Last day, `yyyy-MM-dd`.
    pub to: Option<String>,
    /// A status, canonical or an accepted alias.
    pub status: Option<String>,
    /// Part of the client's name or e-mail.
    pub q: Option<String>,
    /// `true`: only the priority appointments.
    pub priority: Option<bool>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl ListQuery {
    /// The filter; the owner is the service's to set.
    pub fn parse(self) -> Result<AppointmentFilter, FieldErrors> {
        let mut errors = FieldErrors::new();
        let from = day(&mut errors, "from", self.from.as_deref());
        let to = day(&mut errors, "to", self.to.as_deref());
        let status = match blank_to_none(self.status.as_deref()) {
            None => None,
            Some(text) => Status::parse(text).or_else(|| {
                errors.add("status", STATUS_INVALID);
                None
            }),
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(AppointmentFilter {
            owner: None,
            from,
            to,
            status,
            query: self.q,
            only_priority: self.priority.unwrap_or(false),
            only_active: false,
            page: PageRequest::new(self.page, self.page_size),
        })
    }
}

/// `GET /api/appointments/availability?serviceId=&location=&date=`, as sent.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams))]
#[cfg_attr(feature = "openapi", into_params(parameter_in = Query))]
#[serde(rename_all = "camelCase")]
pub struct AvailabilityQuery {
    pub service_id: Option<i64>,
    pub location: Option<String>,
    /// `yyyy-MM-dd`.
    pub date: Option<String>,
}

/// Which day's slots, at which place, for which service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvailabilityRequest {
    pub service_id: ServiceId,
    pub location: String,
    pub date: NaiveDate,
}

impl AvailabilityQuery {
    pub fn parse(self) -> Result<AvailabilityRequest, FieldErrors> {
        let mut errors = FieldErrors::new();
        if self.service_id.is_none() {
            errors.add("serviceId", messages::SERVICE_REQUIRED);
        }
        let location = self.location.unwrap_or_default();
        if location.trim().is_empty() {
            errors.add("location", messages::LOCATION_REQUIRED);
        }
        let date = day(&mut errors, "date", self.date.as_deref());
        if date.is_none() {
            errors.add("date", messages::DATE_REQUIRED);
        }
        match (self.service_id, date) {
            (Some(id), Some(date)) if errors.is_empty() => {
                Ok(AvailabilityRequest { service_id: ServiceId(id), location, date })
            }
            _ => Err(errors),
        }
    }
}

pub(crate) fn blank_to_none(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

/// A `yyyy-MM-dd` day, `None` when blank or unreadable (then with its message).
pub(crate) fn day(errors: &mut FieldErrors, field: &str, text: Option<&str>) -> Option<NaiveDate> {
    let text = blank_to_none(text)?;
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| errors.add(field, messages::QUERY_DATE_INVALID))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_query_reads_days_statuses_and_pages() {
        let filter = ListQuery {
            from: Some("2026-11-01".into()),
            to: Some(" ".into()),
            status: Some("confirmado".into()),
            page: Some(0),
            page_size: Some(500),
            ..Default::default()
        }
        .parse()
        .unwrap();
        assert_eq!(filter.from, NaiveDate::from_ymd_opt(2026, 11, 1));
        assert_eq!(filter.to, None);
        assert_eq!(filter.status, Some(Status::Confirmed));
        assert_eq!((filter.page.page, filter.page.page_size), (1, 100));
    }

    #[test]
    fn a_list_query_names_every_bad_field() {
        let errors = ListQuery {
            from: Some("01/11/2026".into()),
            to: Some("2026-02-30".into()),
            status: Some("talvez".into()),
            ..Default::default()
        }
        .parse()
        .unwrap_err();
        assert_eq!(errors.get("from"), Some(messages::QUERY_DATE_INVALID));
        assert_eq!(errors.get("to"), Some(messages::QUERY_DATE_INVALID));
        assert_eq!(errors.get("status"), Some(STATUS_INVALID));
    }

    #[test]
    fn availability_needs_a_service_a_place_and_a_readable_day() {
        let errors = AvailabilityQuery::default().parse().unwrap_err();
        assert_eq!(errors.get("serviceId"), Some(messages::SERVICE_REQUIRED));
        assert_eq!(errors.get("location"), Some(messages::LOCATION_REQUIRED));
        assert_eq!(errors.get("date"), Some(messages::DATE_REQUIRED));
        let unreadable = AvailabilityQuery { date: Some("amanhã".into()), ..Default::default() };
        let errors = unreadable.parse().unwrap_err();
        assert_eq!(errors.get("date"), Some(messages::QUERY_DATE_INVALID));

        let request = AvailabilityQuery {
            service_id: Some(3),
            location: Some("Outro".into()),
            date: Some("2026-12-01".into()),
        }
        .parse()
        .unwrap();
        assert_eq!(request.service_id, ServiceId(3));
        assert_eq!(request.date, NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
    }
}
