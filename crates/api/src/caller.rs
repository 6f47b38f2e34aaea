//! What nearly every `/api` handler starts from: the signed-in person and the use cases.

use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use domain::{Actor, DomainError};

use crate::error::{blocking, ApiError};
use crate::sessions::SignedIn;
use crate::startup::AppState;

/// The signed-in person (401 without a session) and the app whose use cases they call.
pub struct Caller {
    pub actor: Actor,
    app: web::Data<AppState>,
}

impl Caller {
    /// Runs one use case as this person on the blocking pool, where database and bcrypt work
    /// belongs, keeping the async workers free.
    pub async fn run<T, F>(&self, call: F) -> Result<T, ApiError>
    where
        F: FnOnce(&AppState, &Actor) -> Result<T, DomainError> + Send + 'static,
        T: Send + 'static,
    {
        let (app, actor) = (self.app.clone(), self.actor);
        blocking(move || call(&app, &actor)).await
    }

    /// Like `run`, on the bounded pool kept for password hashing and checking, which refuses
    /// work with a 503 when it is full instead of queueing without end.
    pub async fn run_hashing<T, F>(&self, call: F) -> Result<T, ApiError>
    where
        F: FnOnce(&AppState, &Actor) -> Result<T, DomainError> + Send + 'static,
        T: Send + 'static,
    {
        let (app, actor) = (self.app.clone(), self.actor);
        self.app.password_work.clone().run(move || call(&app, &actor)).await
    }

    pub fn app(&self) -> &AppState {
        &self.app
    }
}

impl FromRequest for Caller {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller =
            SignedIn::from_request(req, payload).into_inner().and_then(|SignedIn(actor)| {
                let app = req
                    .app_data::<web::Data<AppState>>()
                    .cloned()
                    .ok_or_else(|| ApiError::Internal("the app state is not registered".into()))?;
                Ok(Caller { actor, app })
            });
        ready(caller)
    }
}
