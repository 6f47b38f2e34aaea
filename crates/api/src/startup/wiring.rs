//! The use cases wired to their adapters (PostgreSQL, the document store, the mailer's outbox),
//! once per instance, from the settings.

use std::sync::Arc;

use anyhow::Context;
use chrono::Duration;
use domain::appointments::{
    AppointmentMails, AppointmentService, BookingRules, LinkSecrets, WaitlistService,
};
use domain::cases::{CaseRules, CaseService};
use domain::catalog::{CatalogService, OfferService};
use domain::clock::Clock;
use domain::closures::ClosureService;
use domain::dashboard::DashboardService;
use domain::documents::{DocumentRules, DocumentService, DocumentStore, ExpiryNotifier};
use domain::family_tree::FamilyTreeService;
use domain::messages::MessageService;
use domain::requests::{RequestRules, RequestService};
use domain::sessions::SessionService;
use domain::users::{UserPorts, UserService};
use persistence::{
    Database, ObjectDocumentStore, PgAppointmentMails, PgAppointmentRepository, PgCaseRepository,
    PgCatalogRepository, PgClosureRepository, PgDocumentRepository, PgExpiryNotices,
    PgFamilyTreeRepository, PgMessageRepository, PgOfferRepository, PgOutbox, PgRequestRepository,
    PgResetTokens, PgSecondFactors, PgSessions, PgUserRepository, PgWaitlistRepository,
    PoolOptions, SessionLifetimes,
};

use crate::config::{Settings, Storage};
use crate::password_hashing::{BcryptHasher, PasswordWork};
use crate::sealing::AesSealer;
use crate::system::OsSecrets;

/// docs/product-decisions.md, decision 9: 2 h without use, 12 h at most.
pub const SESSION_LIFETIMES: SessionLifetimes =
    SessionLifetimes { idle: Duration::hours(2), absolute: Duration::hours(12) };

/// What every handler may reach: the use cases, wired to their adapters.
pub struct AppState {
    pub db: Database,
    pub users: UserService,
    pub catalog: CatalogService,
    /// The Italian citizenship services' prices.
    pub offers: OfferService,
    pub appointments: AppointmentService,
    /// Holidays and the closures staff set.
    pub closures: ClosureService,
    /// The waitlist of full days and the holds of freed slots.
    pub waitlist: WaitlistService,
    /// An appointment's mails for staff, and the daily agenda.
    pub appointment_mails: AppointmentMails,
    pub messages: MessageService,
    pub dashboard: DashboardService,
    pub documents: DocumentService,
    pub family_tree: FamilyTreeService,
    /// Service requests and the staff inbox.
    pub requests: RequestService,
    pub cases: CaseService,
    pub password_work: PasswordWork,
    /// The signed-in person's own sessions (Settings → Sessões).
    pub sessions: SessionService,
    /// Deadlines of sign-ins waiting for their second factor.
    pub clock: Arc<dyn Clock>,
}

/// The adapters, built once from the settings.
pub struct Wiring {
    pub state: AppState,
    pub sessions: PgSessions,
    pub outbox: PgOutbox,
    /// The daily notices of documents near their expiry.
    pub expiry_notices: ExpiryNotifier,
    pub clock: Arc<dyn Clock>,
    /// Seals reset links for the outbox (and opens them to send the mail) and second-factor
    /// secrets.
    pub sealer: Arc<AesSealer>,
}

impl Wiring {
    pub fn new(settings: &Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        let db = Database::connect(
            &settings.database_url,
            PoolOptions { max_size: settings.database_pool_size, ..PoolOptions::default() },
        );
        let sessions = PgSessions::new(db.clone(), SESSION_LIFETIMES);
        let user_repository = Arc::new(PgUserRepository::new(db.clone()));
        let sealer = Arc::new(AesSealer::new(settings.session_secret.as_deref()));
        let users = UserService::new(
            UserPorts {
                users: user_repository.clone(),
                hasher: Arc::new(BcryptHasher::new(settings.bcrypt_cost)),
                sessions: Arc::new(sessions.clone()),
                reset_tokens: Arc::new(PgResetTokens::new(db.clone())),
                clock: clock.clone(),
                secrets: Arc::new(OsSecrets),
                sealer: sealer.clone(),
                second_factor: Arc::new(PgSecondFactors::new(db.clone())),
            },
            settings.public_url.clone(),
        )
        .requiring_admin_two_factor(settings.require_admin_two_factor);
        let catalog = Arc::new(PgCatalogRepository::new(db.clone()));
        let appointment_repository = Arc::new(PgAppointmentRepository::new(db.clone()));
        let closures = ClosureService::new(
            Arc::new(PgClosureRepository::new(db.clone())),
            clock.clone(),
            settings.public_url.clone(),
        );
        let message_repository = Arc::new(PgMessageRepository::new(db.clone()));
        let document_repository = Arc::new(PgDocumentRepository::new(db.clone()));
        let cases = CaseService::new(
            Arc::new(PgCaseRepository::new(db.clone())),
            user_repository.clone(),
            clock.clone(),
            CaseRules {
                staff_email: settings.staff_email.clone(),
                portal_url: settings.public_url.clone(),
            },
        );
        let documents = DocumentService::new(
            document_repository.clone(),
            document_store(&settings.storage)?,
            user_repository.clone(),
            Arc::new(OsSecrets),
            DocumentRules { quota_mb: settings.document_quota_mb },
        )
        .with_cases(Arc::new(cases.clone()));
        let requests = RequestService::new(
            Arc::new(PgRequestRepository::new(db.clone())),
            document_repository.clone(),
            user_repository.clone(),
            catalog.clone(),
            clock.clone(),
            RequestRules {
                staff_email: settings.staff_email.clone(),
                portal_url: settings.public_url.clone(),
                max_open_per_kind: settings.max_open_requests_per_kind,
                max_per_hour: settings.max_requests_per_hour,
            },
        );
        let appointment_mails_store = Arc::new(PgAppointmentMails::new(db.clone()));
        let appointment_mails = AppointmentMails::new(
            appointment_repository.clone(),
            appointment_mails_store.clone(),
            appointment_mails_store,
            user_repository.clone(),
            clock.clone(),
            settings.staff_email.clone(),
        );
        let appointments = AppointmentService::new(
            appointment_repository.clone(),
            catalog.clone(),
            user_repository.clone(),
            clock.clone(),
            BookingRules {
                staff_email: settings.staff_email.clone(),
                portal_url: settings.public_url.clone(),
                reminder_offsets: settings.reminder_offsets.clone(),
                max_active_per_client: settings.max_active_bookings_per_client,
                mail_cap_per_hour: settings.mail_cap_per_hour,
            },
            LinkSecrets { secrets: Arc::new(OsSecrets), sealer: sealer.clone() },
            closures.calendar(),
        );
        let closures = closures.with_reopened_days(Arc::new(appointments.clone()));
        Ok(Self {
            outbox: PgOutbox::new(db.clone()),
            expiry_notices: ExpiryNotifier::new(
                Arc::new(PgExpiryNotices::new(db.clone())),
                clock.clone(),
                settings.public_url.clone(),
            ),
            state: AppState {
                catalog: CatalogService::new(catalog.clone()),
                offers: OfferService::new(Arc::new(PgOfferRepository::new(db.clone()))),
                messages: MessageService::new(
                    message_repository.clone(),
                    user_repository.clone(),
                    settings.public_url.clone(),
                ),
                dashboard: DashboardService::new(
                    appointment_repository.clone(),
                    message_repository,
                    user_repository.clone(),
                    document_repository,
                    clock.clone(),
                    closures.calendar(),
                ),
                documents,
                family_tree: FamilyTreeService::new(
                    Arc::new(PgFamilyTreeRepository::new(db.clone())),
                    user_repository.clone(),
                    clock.clone(),
                    requests.clone(),
                ),
                requests,
                cases,
                appointment_mails,
                waitlist: WaitlistService::new(
                    appointments.clone(),
                    Arc::new(PgWaitlistRepository::new(db.clone())),
                ),
                appointments,
                closures,
                db,
                users,
                password_work: PasswordWork::new(
                    usize::try_from(settings.password_threads).unwrap_or(1),
                    usize::try_from(settings.password_queue_max).unwrap_or(usize::MAX),
                )?,
                sessions: SessionService::new(Arc::new(sessions.clone()), clock.clone()),
                clock: clock.clone(),
            },
            sessions,
            clock,
            sealer,
        })
    }
}

fn document_store(storage: &Storage) -> anyhow::Result<Arc<dyn DocumentStore>> {
    let store = match storage {
        Storage::Local(dir) => ObjectDocumentStore::local(dir),
        Storage::S3 { bucket, prefix } => ObjectDocumentStore::s3(bucket, prefix),
    }
    .context("document storage (STORAGE_URL)")?;
    Ok(Arc::new(store))
}
