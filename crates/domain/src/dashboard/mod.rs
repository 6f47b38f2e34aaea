//! The dashboard's numbers, computed from the data for the person asking:
//! staff see everyone's, a client their own.

use std::sync::Arc;

use crate::appointments::{AppointmentFilter, AppointmentRepository, AppointmentSummary};
use crate::clock::Clock;
use crate::closures::ClosedDays;
use crate::documents::DocumentRepository;
use crate::messages::MessageRepository;
use crate::paging::PageRequest;
use crate::users::{Role, UserFilter, UserRepository};
use crate::{Actor, DomainError};

/// How many of the next appointments the dashboard lists.
pub const UPCOMING: u32 = 5;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dashboard {
    pub total_appointments: i64,
    pub pending_appointments: i64,
    pub completed_appointments: i64,
    pub unread_messages: i64,
    /// Client accounts; staff only.
    pub clients: Option<i64>,
    /// A client's own documents; all of them for staff.
    pub documents: i64,
    /// Still to take place (pending or confirmed) from today on, soonest first.
    pub upcoming: Vec<AppointmentSummary>,
}

#[derive(Clone, derive_new::new)]
pub struct DashboardService {
    appointments: Arc<dyn AppointmentRepository>,
    messages: Arc<dyn MessageRepository>,
    users: Arc<dyn UserRepository>,
    documents: Arc<dyn DocumentRepository>,
    clock: Arc<dyn Clock>,
    closed: ClosedDays,
}

impl DashboardService {
    pub fn for_actor(&self, actor: &Actor) -> Result<Dashboard, DomainError> {
        let owner = (!actor.is_admin()).then_some(actor.user_id);
        let counts = self.appointments.counts(owner)?;
        let today = self.clock.today();
        let mut upcoming = self.appointments.list(&AppointmentFilter {
            owner,
            from: Some(today),
            only_active: true,
            page: PageRequest::new(Some(1), Some(UPCOMING)),
            ..AppointmentFilter::default()
        })?;
        self.closed.mark(today, &mut upcoming.items)?;
        let clients = if actor.is_admin() {
            let filter = UserFilter {
                role: Some(Role::User),
                page: PageRequest::new(Some(1), Some(1)),
                ..UserFilter::default()
            };
            Some(self.users.list(&filter)?.total)
        } else {
            None
        };
        Ok(Dashboard {
            total_appointments: counts.total,
            pending_appointments: counts.pending,
            completed_appointments: counts.completed,
            unread_messages: self.messages.unread_count(actor.user_id)?,
            clients,
            documents: self.documents.count(owner)?,
            upcoming: upcoming.items,
        })
    }
}
