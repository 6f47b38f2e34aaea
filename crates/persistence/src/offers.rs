//! The Italian citizenship services' prices (catalogue entries).

use diesel::prelude::*;
use domain::audit::AuditEntry;
use domain::catalog::{Offer, OfferId, OfferRepository, Price};
use domain::RepositoryError;

use crate::catalog::audited;
use crate::database::Database;
use crate::error::from_diesel;
use crate::schema::citizenship_offers;

#[derive(Queryable, Selectable)]
#[diesel(table_name = citizenship_offers, check_for_backend(diesel::pg::Pg))]
struct OfferRow {
    id: i64,
    slug: String,
    name: String,
    price: i64,
    discount_price: Option<i64>,
}

impl TryFrom<OfferRow> for Offer {
    type Error = RepositoryError;

    fn try_from(row: OfferRow) -> Result<Self, Self::Error> {
        Ok(Offer {
            id: OfferId(row.id),
            price: Price::from_centavos(row.price).ok_or_else(|| {
                RepositoryError::Storage(format!("offer {} has price {}", row.id, row.price))
            })?,
            discount_price: row.discount_price.and_then(Price::from_centavos),
            slug: row.slug,
            name: row.name,
        })
    }
}

#[derive(Clone)]
pub struct PgOfferRepository {
    db: Database,
}

impl PgOfferRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

impl OfferRepository for PgOfferRepository {
    fn offers(&self) -> Result<Vec<Offer>, RepositoryError> {
        let mut conn = self.db.connection()?;
        citizenship_offers::table
            .select(OfferRow::as_select())
            .order((citizenship_offers::position, citizenship_offers::id))
            .load(&mut conn)
            .map_err(from_diesel)?
            .into_iter()
            .map(Offer::try_from)
            .collect()
    }

    fn offer(&self, id: OfferId) -> Result<Option<Offer>, RepositoryError> {
        let mut conn = self.db.connection()?;
        citizenship_offers::table
            .find(id.0)
            .select(OfferRow::as_select())
            .first(&mut conn)
            .optional()
            .map_err(from_diesel)?
            .map(Offer::try_from)
            .transpose()
    }

    fn set_prices(
        &self,
        id: OfferId,
        price: Price,
        discount_price: Option<Price>,
        entry: &AuditEntry,
    ) -> Result<Offer, RepositoryError> {
        audited(&self.db, entry, |conn| {
            diesel::update(citizenship_offers::table.find(id.0))
                .set((
                    citizenship_offers::price.eq(price.centavos()),
                    citizenship_offers::discount_price.eq(discount_price.map(Price::centavos)),
                    citizenship_offers::updated_at.eq(diesel::dsl::now),
                ))
                .returning(OfferRow::as_returning())
                .get_result(conn)
        })?
        .try_into()
    }
}
