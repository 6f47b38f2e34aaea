//! The Italian citizenship services as catalogue entries (Contra Decreto, Processo em Andamento,
//! Menores de Idade): everyone reads their prices, admins set them with the price dialog.

use std::sync::Arc;

use serde_json::json;

use super::price::Price;
use super::service::{checked_prices, found, PriceInput};
use crate::audit::AuditEntry;
use crate::{Actor, DomainError, FieldErrors, RepositoryError};

pub const OFFER_NOT_FOUND: &str = "Serviço de cidadania não encontrado.";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OfferId(pub i64);

/// One citizenship service with its price and optional discounted price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub id: OfferId,
    /// How forms and links name it: contra-decreto, em-andamento or menores-urgente.
    pub slug: String,
    pub name: String,
    pub price: Price,
    /// Below `price` when set.
    pub discount_price: Option<Price>,
}

/// The offers (PostgreSQL), in the page's order; a price change is stored with its audit row.
pub trait OfferRepository: Send + Sync {
    fn offers(&self) -> Result<Vec<Offer>, RepositoryError>;
    fn offer(&self, id: OfferId) -> Result<Option<Offer>, RepositoryError>;
    /// `NotFound` when it is gone.
    fn set_prices(
        &self,
        id: OfferId,
        price: Price,
        discount_price: Option<Price>,
        audit: &AuditEntry,
    ) -> Result<Offer, RepositoryError>;
}

#[derive(Clone)]
pub struct OfferService {
    offers: Arc<dyn OfferRepository>,
}

impl OfferService {
    pub fn new(offers: Arc<dyn OfferRepository>) -> Self {
        Self { offers }
    }

    /// The three services with their stored prices, for everyone.
    pub fn list(&self) -> Result<Vec<Offer>, DomainError> {
        Ok(self.offers.offers()?)
    }

    /// Admins set an offer's price and its optional discounted price (below it; an empty one
    /// removes it), as the catalogue's price dialog does for courses.
    pub fn set_prices(
        &self,
        actor: &Actor,
        id: OfferId,
        price: Option<PriceInput>,
        discount_price: Option<PriceInput>,
    ) -> Result<Offer, DomainError> {
        actor.require_admin()?;
        let before = found(self.offers.offer(id)?, OFFER_NOT_FOUND)?;
        let mut errors = FieldErrors::new();
        let Some(input) = price else {
            return Err(DomainError::Validation(FieldErrors::single(
                "price",
                super::messages::PRICE_NOT_POSITIVE,
            )));
        };
        let (price, discount_price) = checked_prices(
            &mut errors,
            (Some(&input), before.price),
            (Some(discount_price.as_ref()), before.discount_price),
        );
        errors.into_result()?;
        let Some(price) = price else {
            return Err(DomainError::Internal("checked price missing".into()));
        };
        let audit = AuditEntry::change(
            actor,
            "citizenship_offer.price",
            "citizenship_offer",
            id.0.to_string(),
            json!({
                "price": before.price.centavos(),
                "discountPrice": before.discount_price.map(Price::centavos),
            }),
            |after| {
                after["price"] = json!(price.centavos());
                after["discountPrice"] = json!(discount_price.map(Price::centavos));
            },
        );
        self.offers.set_prices(id, price, discount_price, &audit).map_err(|error| match error {
            RepositoryError::NotFound => DomainError::NotFound(OFFER_NOT_FOUND.into()),
            other => other.into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;
    use crate::testing::{actor_of as actor, validation_errors};
    use crate::users::testing::InMemoryUsers;
    use crate::users::Role;

    #[derive(Default)]
    struct InMemoryOffers {
        rows: Mutex<Vec<Offer>>,
        audit: Mutex<Vec<AuditEntry>>,
    }

    impl OfferRepository for InMemoryOffers {
        fn offers(&self) -> Result<Vec<Offer>, RepositoryError> {
            Ok(self.rows.lock().unwrap().clone())
        }

        fn offer(&self, id: OfferId) -> Result<Option<Offer>, RepositoryError> {
            Ok(self.rows.lock().unwrap().iter().find(|o| o.id == id).cloned())
        }

        fn set_prices(
            &self,
            id: OfferId,
            price: Price,
            discount_price: Option<Price>,
            audit: &AuditEntry,
        ) -> Result<Offer, RepositoryError> {
            let mut rows = self.rows.lock().unwrap();
            let row = rows.iter_mut().find(|o| o.id == id).ok_or(RepositoryError::NotFound)?;
            row.price = price;
            row.discount_price = discount_price;
            self.audit.lock().unwrap().push(audit.clone());
            Ok(row.clone())
        }
    }

    fn centavos(value: i64) -> Price {
        Price::from_centavos(value).unwrap()
    }

    fn setup() -> (OfferService, Arc<InMemoryOffers>) {
        let rows = Arc::new(InMemoryOffers::default());
        rows.rows.lock().unwrap().push(Offer {
            id: OfferId(1),
            slug: "contra-decreto".into(),
            name: "Contra Decreto".into(),
            price: centavos(500_000),
            discount_price: None,
        });
        (OfferService::new(rows.clone()), rows)
    }

    fn text(value: &str) -> Option<PriceInput> {
        Some(PriceInput::Text(value.into()))
    }

    #[test]
    fn admins_set_a_price_and_a_discounted_price_below_it_audited() {
        let (service, rows) = setup();
        let users = InMemoryUsers::default();
        let admin = users.add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        let offer =
            service.set_prices(&actor(&admin), OfferId(1), text("5.200,00"), text("4.500,00"));
        let offer = offer.unwrap();
        assert_eq!(
            (offer.price.centavos(), offer.discount_price),
            (520_000, Some(centavos(450_000)))
        );
        let audit = rows.audit.lock().unwrap().clone();
        assert_eq!(audit[0].action, "citizenship_offer.price");
        assert_eq!(audit[0].before, Some(json!({"price": 500_000, "discountPrice": null})));
        assert_eq!(audit[0].after, Some(json!({"price": 520_000, "discountPrice": 450_000})));

        let cleared = service.set_prices(&actor(&admin), OfferId(1), text("5.200,00"), text(""));
        assert_eq!(cleared.unwrap().discount_price, None, "an empty discounted price removes it");
        assert_eq!(service.list().unwrap()[0].price.centavos(), 520_000);
    }

    #[test]
    fn a_bad_price_a_discount_not_below_it_a_client_and_a_missing_offer_are_refused() {
        let (service, rows) = setup();
        let users = InMemoryUsers::default();
        let admin = users.add_user("chefe", "chefe@exemplo.com", Role::Admin, true);
        let ana = users.add_user("ana", "ana@exemplo.com", Role::User, true);
        let errors =
            validation_errors(service.set_prices(&actor(&admin), OfferId(1), text("abc"), None));
        assert_eq!(errors.get("price"), Some(super::super::PRICE_INVALID));
        let errors = validation_errors(service.set_prices(&actor(&admin), OfferId(1), None, None));
        assert_eq!(errors.get("price"), Some("O preço deve ser maior que zero"));
        let errors = validation_errors(service.set_prices(
            &actor(&admin),
            OfferId(1),
            text("3.000,00"),
            text("3.000,00"),
        ));
        assert_eq!(
            errors.get("discountPrice"),
            Some("O preço com desconto deve ser menor que o preço regular")
        );
        let refused = service.set_prices(&actor(&ana), OfferId(1), text("1,00"), None);
        assert!(matches!(refused, Err(DomainError::Forbidden(_))), "{refused:?}");
        let missing = service.set_prices(&actor(&admin), OfferId(9), text("1,00"), None);
        assert!(matches!(&missing, Err(DomainError::NotFound(m)) if m == OFFER_NOT_FOUND));
        assert!(rows.audit.lock().unwrap().is_empty());
        assert_eq!(service.list().unwrap()[0].price.centavos(), 500_000);
    }
}
