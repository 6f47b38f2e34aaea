use std::sync::Arc;

use chrono::{DateTime, Datelike, Months, NaiveDate, NaiveTime, Utc};
use diesel::dsl::{array, now, sum, IntervalDsl};
use diesel::prelude::*;
use domain::appointments::{
    Appointment, AppointmentDraft, AppointmentFilter, AppointmentId, AppointmentRepository,
    AppointmentSummary, DocumentType, ItalianData, Status, StatusCounts,
};
use domain::catalog::ServiceId;
use domain::paging::Page;
use domain::users::UserId;
use domain::RepositoryError;

use crate::changes::{CachedReads, Topic};
use crate::database::Database;
use crate::error::from_diesel;
use crate::outbox;
use crate::schema::{appointment_day_counts, appointment_month_counts, appointments, services};

#[derive(Queryable, Selectable)]
#[diesel(table_name = appointments, check_for_backend(diesel::pg::Pg))]
struct AppointmentRow {
    id: i64,
    user_id: Option<i64>,
    client_name: String,
    client_email: String,
    client_phone: Option<String>,
    service_id: i64,
    location: String,
    date: NaiveDate,
    time: NaiveTime,
    status: String,
    notes: Option<String>,
    birth_date: Option<NaiveDate>,
    birth_place: Option<String>,
    current_address: Option<String>,
    document_type: Option<String>,
    document_number: Option<String>,
    document_issue_date: Option<NaiveDate>,
    document_expiry_date: Option<NaiveDate>,
    document_issuer: Option<String>,
    aire_registration_number: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a list shows (`AppointmentSummary`).
#[derive(Queryable, Selectable)]
#[diesel(table_name = appointments, check_for_backend(diesel::pg::Pg))]
struct SummaryRow {
    id: i64,
    client_name: String,
    client_email: String,
    service_id: i64,
    location: String,
    date: NaiveDate,
    time: NaiveTime,
    status: String,
}

fn stored_status(id: i64, text: &str) -> Result<Status, RepositoryError> {
    Status::parse(text)
        .ok_or_else(|| RepositoryError::Storage(format!("appointment {id} has status {text:?}")))
}

fn summary(
    (row, service_name): (SummaryRow, String),
) -> Result<AppointmentSummary, RepositoryError> {
    Ok(AppointmentSummary {
        id: AppointmentId(row.id),
        status: stored_status(row.id, &row.status)?,
        client_name: row.client_name,
        client_email: row.client_email,
        service_id: ServiceId(row.service_id),
        service_name,
        location: row.location,
        date: row.date,
        time: row.time,
    })
}

fn appointment(
    (row, service_name): (AppointmentRow, String),
) -> Result<Appointment, RepositoryError> {
    let status = stored_status(row.id, &row.status)?;
    Ok(Appointment {
        id: AppointmentId(row.id),
        user_id: row.user_id.map(UserId),
        client_name: row.client_name,
        client_email: row.client_email,
        client_phone: row.client_phone,
        service_id: ServiceId(row.service_id),
        service_name,
        location: row.location,
        date: row.date,
        time: row.time,
        status,
        notes: row.notes,
        italian: ItalianData {
            birth_date: row.birth_date,
            birth_place: row.birth_place,
            current_address: row.current_address,
            document_type: row.document_type.as_deref().and_then(DocumentType::parse),
            document_number: row.document_number,
            document_issue_date: row.document_issue_date,
            document_expiry_date: row.document_expiry_date,
            document_issuer: row.document_issuer,
            aire_registration_number: row.aire_registration_number,
        },
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = appointments, treat_none_as_null = true)]
struct DraftRow<'a> {
    user_id: Option<i64>,
    client_name: &'a str,
    client_email: &'a str,
    client_phone: Option<&'a str>,
    service_id: i64,
    location: &'a str,
    date: NaiveDate,
    time: NaiveTime,
    status: &'a str,
    notes: Option<&'a str>,
    birth_date: Option<NaiveDate>,
    birth_place: Option<&'a str>,
    current_address: Option<&'a str>,
    document_type: Option<&'a str>,
    document_number: Option<&'a str>,
    document_issue_date: Option<NaiveDate>,
    document_expiry_date: Option<NaiveDate>,
    document_issuer: Option<&'a str>,
    aire_registration_number: Option<&'a str>,
}

impl<'a> From<&'a AppointmentDraft> for DraftRow<'a> {
    fn from(draft: &'a AppointmentDraft) -> Self {
        let italian = &draft.italian;
        Self {
            user_id: draft.user_id.map(|id| id.0),
            client_name: &draft.client_name,
            client_email: &draft.client_email,
            client_phone: draft.client_phone.as_deref(),
            service_id: draft.service_id.0,
            location: &draft.location,
            date: draft.date,
            time: draft.time,
            status: draft.status.as_str(),
            notes: draft.notes.as_deref(),
            birth_date: italian.birth_date,
            birth_place: italian.birth_place.as_deref(),
            current_address: italian.current_address.as_deref(),
            document_type: italian.document_type.map(DocumentType::as_str),
            document_number: italian.document_number.as_deref(),
            document_issue_date: italian.document_issue_date,
            document_expiry_date: italian.document_expiry_date,
            document_issuer: italian.document_issuer.as_deref(),
            aire_registration_number: italian.aire_registration_number.as_deref(),
        }
    }
}

#[derive(Clone)]
pub struct PgAppointmentRepository {
    db: Database,
    remembered: Arc<Remembered>,
}

/// The reads repeated all day (the lists, the dashboard's counts, availability), kept in memory
/// until the agenda or the catalogue change.
struct Remembered {
    pages: CachedReads<AppointmentFilter, Page<AppointmentSummary>>,
    counts: CachedReads<Option<UserId>, StatusCounts>,
    taken_times: CachedReads<(String, NaiveDate), Vec<NaiveTime>>,
}

impl PgAppointmentRepository {
    pub fn new(db: Database) -> Self {
        const AGENDA: &[Topic] = &[Topic::Appointments];
        // A page shows its service's name.
        const PAGES: &[Topic] = &[Topic::Appointments, Topic::Catalog];
        Self {
            db,
            remembered: Arc::new(Remembered {
                // A page of 50 weighs about 11 KB: some 1 500 fit in the 16 MB.
                pages: CachedReads::weighed(PAGES, 1536, 16 << 20, |filter, page| {
                    let searched = filter.query.as_deref().map_or(0, str::len) as u64;
                    ENTRY_SIZE + searched + page.items.iter().map(approximate_size).sum::<u64>()
                }),
                counts: CachedReads::new(AGENDA, 1024),
                taken_times: CachedReads::new(AGENDA, 4096),
            }),
        }
    }
}

/// Bytes a listed appointment takes in memory, near enough to bound a cache: the struct and its
/// texts.
fn approximate_size(listed: &AppointmentSummary) -> u64 {
    let texts = [
        &listed.client_name,
        &listed.client_email,
        &listed.service_name,
        &listed.location,
    ];
    (std::mem::size_of::<AppointmentSummary>() + texts.iter().map(|t| t.len()).sum::<usize>())
        as u64
}

/// What a cached page costs besides its appointments (its key, the bookkeeping), so that pages
/// past the end, empty but each under its own key, still fill the cache's weight.
const ENTRY_SIZE: u64 = 256;

fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

fn load_one(conn: &mut PgConnection, id: i64) -> QueryResult<(AppointmentRow, String)> {
    appointments::table
        .inner_join(services::table)
        .filter(appointments::id.eq(id))
        .select((AppointmentRow::as_select(), services::name))
        .first(conn)
}

/// Stores the appointment's mails in the outbox, in the caller's transaction.
fn queue_mails(
    conn: &mut PgConnection,
    row: (AppointmentRow, String),
    mails: domain::appointments::MailsFor<'_>,
) -> Result<Appointment, diesel::result::Error> {
    let stored = appointment(row)
        .map_err(|e| diesel::result::Error::QueryBuilderError(e.to_string().into()))?;
    for mail in mails(&stored) {
        outbox::enqueue(conn, &mail)?;
    }
    Ok(stored)
}

/// A page of a list, read from the database.
fn read_page(
    db: &Database,
    filter: &AppointmentFilter,
) -> Result<Page<AppointmentSummary>, RepositoryError> {
    let mut conn = db.connection()?;
    let text = filter
        .query
        .as_deref()
        .map(str::trim)
        .filter(|q| !q.is_empty());
    let matching = || {
        let mut query = appointments::table.into_boxed();
        if let Some(owner) = filter.owner {
            query = query.filter(appointments::user_id.eq(owner.0));
        }
        if let Some(from) = filter.from {
            query = query.filter(appointments::date.ge(from));
        }
        if let Some(to) = filter.to {
            query = query.filter(appointments::date.le(to));
        }
        if let Some(status) = filter.status {
            query = query.filter(appointments::status.eq(status.as_str()));
        }
        if let Some(text) = text {
            let pattern = format!("%{}%", escape_like(text));
            query = query.filter(
                appointments::client_name
                    .ilike(pattern.clone())
                    .or(appointments::client_email.ilike(pattern)),
            );
        }
        query
    };
    // Everyone's appointments by day and status are counted already; a client's own, or a
    // text search, are counted from their (few, indexed) rows.
    let total: i64 = if filter.owner.is_none() && text.is_none() {
        counted(&mut conn, filter.from, filter.to, filter.status)
    } else {
        matching().count().get_result(&mut conn)
    }
    .map_err(from_diesel)?;
    let schedule = (
        appointments::date.asc(),
        appointments::time.asc(),
        appointments::id.asc(),
    );
    // The page's ids first, from the schedule index alone: skipping the earlier pages then
    // reads index entries, not whole rows.
    let page_ids = if text.is_some() {
        // A search matches few rows, which the trigram indexes find; sorting those beats
        // walking the whole schedule in order hoping to meet 50 matches early, which the
        // planner picks when it overestimates them (300 ms instead of 2 ms in `make bench`).
        // `date + 0 days` is not the indexed column, so the schedule index is not used to order.
        matching()
            .select(appointments::id)
            .order((appointments::date + 0.days()).asc())
            .then_order_by(appointments::time.asc())
            .then_order_by(appointments::id.asc())
    } else {
        matching().select(appointments::id).order(schedule)
    }
    .offset(filter.page.offset())
    .limit(filter.page.limit());
    let rows: Vec<(SummaryRow, String)> = appointments::table
        .inner_join(services::table)
        // `= ANY(ARRAY(...))`, not `IN (...)`: the ids are read first and each row fetched by
        // its key, planned in half the time of the semi-join `IN` becomes.
        .filter(appointments::id.eq_any(array(page_ids)))
        .order(schedule)
        .select((SummaryRow::as_select(), services::name))
        .load(&mut conn)
        .map_err(from_diesel)?;
    Ok(Page {
        items: rows.into_iter().map(summary).collect::<Result<_, _>>()?,
        total,
        page: filter.page.page,
        page_size: filter.page.page_size,
    })
}

impl AppointmentRepository for PgAppointmentRepository {
    fn list(
        &self,
        filter: &AppointmentFilter,
    ) -> Result<Page<AppointmentSummary>, RepositoryError> {
        self.remembered
            .pages
            .get_or_read(self.db.freshness(), filter.clone(), || {
                read_page(&self.db, filter)
            })
    }

    fn find(&self, id: AppointmentId) -> Result<Option<Appointment>, RepositoryError> {
        let mut conn = self.db.connection()?;
        load_one(&mut conn, id.0)
            .optional()
            .map_err(from_diesel)?
            .map(appointment)
            .transpose()
    }
    fn insert(
        &self,
        draft: &AppointmentDraft,
        mails: domain::appointments::MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            let id: i64 = diesel::insert_into(appointments::table)
                .values(DraftRow::from(draft))
                .returning(appointments::id)
                .get_result(conn)?;
            let row = load_one(conn, id)?;
            queue_mails(conn, row, mails)
        })
        .inspect(|_| self.db.freshness().changed(Topic::Appointments))
        .map_err(from_diesel)
    }

    fn update(
        &self,
        id: AppointmentId,
        draft: &AppointmentDraft,
        mails: domain::appointments::MailsFor<'_>,
    ) -> Result<Appointment, RepositoryError> {
        let mut conn = self.db.connection()?;
        conn.transaction(|conn| {
            diesel::update(appointments::table.find(id.0))
                .set((DraftRow::from(draft), appointments::updated_at.eq(now)))
                .execute(conn)?;
            let row = load_one(conn, id.0)?;
            queue_mails(conn, row, mails)
        })
        .inspect(|_| self.db.freshness().changed(Topic::Appointments))
        .map_err(from_diesel)
    }

    fn counts(&self, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError> {
        self.remembered
            .counts
            .get_or_read(self.db.freshness(), owner, || read_counts(&self.db, owner))
    }

    fn taken_times(
        &self,
        location: &str,
        date: NaiveDate,
    ) -> Result<Vec<NaiveTime>, RepositoryError> {
        self.remembered.taken_times.get_or_read(
            self.db.freshness(),
            (location.to_owned(), date),
            || read_taken_times(&self.db, location, date),
        )
    }
}

fn read_counts(db: &Database, owner: Option<UserId>) -> Result<StatusCounts, RepositoryError> {
    let mut conn = db.connection()?;
    let by_status: Vec<(String, i64)> = match owner {
        Some(owner) => appointments::table
            .filter(appointments::user_id.eq(owner.0))
            .group_by(appointments::status)
            .select((appointments::status, diesel::dsl::count_star()))
            .load(&mut conn),
        None => appointment_month_counts::table
            .group_by(appointment_month_counts::status)
            .select((
                appointment_month_counts::status,
                sum(appointment_month_counts::n).assume_not_null(),
            ))
            .load(&mut conn),
    }
    .map_err(from_diesel)?;
    let of = |status: Status| {
        by_status
            .iter()
            .filter(|(name, _)| name == status.as_str())
            .map(|(_, n)| n)
            .sum()
    };
    Ok(StatusCounts {
        total: by_status.iter().map(|(_, n)| n).sum(),
        pending: of(Status::Pending),
        completed: of(Status::Completed),
    })
}

fn read_taken_times(
    db: &Database,
    location: &str,
    date: NaiveDate,
) -> Result<Vec<NaiveTime>, RepositoryError> {
    let mut conn = db.connection()?;
    appointments::table
        .filter(appointments::location.eq(location))
        .filter(appointments::date.eq(date))
        .filter(appointments::status.ne(Status::Cancelled.as_str()))
        .select(appointments::time)
        .load(&mut conn)
        .map_err(from_diesel)
}

/// How many of everyone's appointments fall on the days and in the status asked: whole months
/// from the month counters, the days at the edges of the range from the day counters
/// (migrations 000006 and 000007), a few dozen rows however long the agenda.
fn counted(
    conn: &mut PgConnection,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    status: Option<Status>,
) -> QueryResult<i64> {
    let mut days = appointment_day_counts::table
        .select(sum(appointment_day_counts::n))
        .into_boxed();
    if let Some(from) = from {
        days = days.filter(appointment_day_counts::date.ge(from));
    }
    if let Some(to) = to {
        days = days.filter(appointment_day_counts::date.le(to));
    }
    if let Some(status) = status {
        days = days.filter(appointment_day_counts::status.eq(status.as_str()));
    }
    let Some(whole) = WholeMonths::inside(from, to) else {
        return Ok(days.get_result::<Option<i64>>(conn)?.unwrap_or(0));
    };
    let mut months = appointment_month_counts::table
        .select(sum(appointment_month_counts::n))
        .into_boxed();
    if let Some(first) = whole.first {
        months = months.filter(appointment_month_counts::month.ge(first));
    }
    if let Some(end) = whole.end {
        months = months.filter(appointment_month_counts::month.lt(end));
    }
    if let Some(status) = status {
        months = months.filter(appointment_month_counts::status.eq(status.as_str()));
    }
    let edges = match (whole.first, whole.end) {
        (None, None) => None,
        (Some(first), None) => Some(days.filter(appointment_day_counts::date.lt(first))),
        (None, Some(end)) => Some(days.filter(appointment_day_counts::date.ge(end))),
        (Some(first), Some(end)) => Some(
            days.filter(
                appointment_day_counts::date
                    .lt(first)
                    .or(appointment_day_counts::date.ge(end)),
            ),
        ),
    };
    // One statement, so the months and the edge days are read from the same snapshot.
    let sums: Vec<Option<i64>> = match edges {
        None => months.load(conn)?,
        Some(edges) => months.union_all(edges).load(conn)?,
    };
    Ok(sums.into_iter().flatten().sum())
}

/// The calendar months lying wholly inside a range of days whose ends may be open: from the
/// month starting on `first` up to, not including, the one starting on `end` (`None`: unbounded).
#[derive(Debug, PartialEq, Eq)]
struct WholeMonths {
    first: Option<NaiveDate>,
    end: Option<NaiveDate>,
}

impl WholeMonths {
    /// `None` when no whole month lies inside the range.
    fn inside(from: Option<NaiveDate>, to: Option<NaiveDate>) -> Option<Self> {
        let first = match from {
            Some(from) if from.day() == 1 => Some(from),
            // The range starts in the last month the calendar has: no whole month follows.
            Some(from) => Some(first_of_next_month(from)?),
            None => None,
        };
        let end = match to {
            // A range ending on the calendar's very last day runs to its end.
            Some(to) if to.succ_opt().is_none_or(|next| next.day() == 1) => first_of_next_month(to),
            Some(to) => Some(to.with_day(1)?),
            None => None,
        };
        match (first, end) {
            (Some(first), Some(end)) if first >= end => None,
            _ => Some(Self { first, end }),
        }
    }
}

fn first_of_next_month(day: NaiveDate) -> Option<NaiveDate> {
    day.with_day(1)?.checked_add_months(Months::new(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Option<NaiveDate> {
        Some(NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a test date"))
    }

    fn months(first: &str, end: &str) -> Option<WholeMonths> {
        Some(WholeMonths {
            first: day(first),
            end: day(end),
        })
    }

    #[test]
    fn whole_months_are_those_the_range_covers_from_their_first_to_their_last_day() {
        assert_eq!(
            WholeMonths::inside(None, None),
            Some(WholeMonths {
                first: None,
                end: None
            })
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-24"), day("2027-03-10")),
            months("2026-12-01", "2027-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-01"), day("2027-02-28")),
            months("2026-11-01", "2027-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2028-02-01"), day("2028-02-29")),
            months("2028-02-01", "2028-03-01")
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-24"), None),
            Some(WholeMonths {
                first: day("2026-12-01"),
                end: None
            })
        );
        assert_eq!(
            WholeMonths::inside(None, day("2026-11-24")),
            Some(WholeMonths {
                first: None,
                end: day("2026-11-01")
            })
        );
    }

    #[test]
    fn a_range_without_a_whole_month_is_counted_by_its_days() {
        assert_eq!(
            WholeMonths::inside(day("2026-11-02"), day("2026-11-30")),
            None
        );
        assert_eq!(
            WholeMonths::inside(day("2026-11-24"), day("2026-12-30")),
            None
        );
        assert_eq!(
            WholeMonths::inside(day("2026-12-10"), day("2026-11-10")),
            None
        );
        assert_eq!(
            WholeMonths::inside(day("2026-12-01"), day("2026-11-30")),
            None
        );
    }

    #[test]
    fn the_ends_of_the_calendar_do_not_overflow() {
        assert_eq!(
            WholeMonths::inside(Some(NaiveDate::MAX), None),
            None,
            "no whole month after the calendar's last day"
        );
        assert_eq!(
            WholeMonths::inside(None, Some(NaiveDate::MAX)),
            Some(WholeMonths {
                first: None,
                end: None
            })
        );
    }
}
