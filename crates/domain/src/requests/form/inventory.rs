//! The estate inventory: the deceased, at least one heir and at least one asset.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::fields::{choice, line, long_text, required_line};
use super::numbers::amount;
use super::{messages, MAX_LIST_ITEMS};
use crate::requests::vocabulary as vocab;
use crate::FieldErrors;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct InventoryForm {
    pub deceased_name: String,
    /// `yyyy-MM-dd`, optional.
    pub deceased_date: String,
    pub deceased_place: String,
    pub inventory_location: String,
    /// `extrajudicial` (default) or `judicial`.
    pub inventory_type: String,
    pub observations: String,
    /// `email` (default), `phone` or `whatsapp`.
    pub contact_preference: String,
    pub heirs: Vec<Heir>,
    pub assets: Vec<Asset>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Heir {
    pub name: String,
    /// spouse, child, parent, sibling, nephew, grandchild or other.
    pub relationship: String,
    pub contact: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct Asset {
    pub description: String,
    /// real-estate (default), vehicle, financial, company or other.
    #[serde(rename = "type")]
    pub asset_type: String,
    /// As typed ('350000'), kept as 'R$ 350.000,00'; an estimate, not a price.
    pub estimated_value: String,
    pub location: String,
}

impl InventoryForm {
    pub(super) fn validated(&self, errors: &mut FieldErrors, today: NaiveDate) -> Self {
        let deceased_date = self.deceased_date.trim().to_owned();
        if !deceased_date.is_empty() {
            match NaiveDate::parse_from_str(&deceased_date, "%Y-%m-%d") {
                Err(_) => errors.add("deceasedDate", messages::DATE_INVALID),
                Ok(day) if day > today => errors.add("deceasedDate", messages::DEATH_IN_FUTURE),
                Ok(_) => {}
            }
        }
        for (field, empty, message) in [
            ("heirs", self.heirs.is_empty(), messages::HEIR_REQUIRED),
            ("assets", self.assets.is_empty(), messages::ASSET_REQUIRED),
        ] {
            if empty {
                errors.add(field, message);
            }
        }
        if self.heirs.len() > MAX_LIST_ITEMS {
            errors.add("heirs", messages::TOO_MANY_ITEMS);
        }
        if self.assets.len() > MAX_LIST_ITEMS {
            errors.add("assets", messages::TOO_MANY_ITEMS);
        }
        let heirs = self.heirs.iter().take(MAX_LIST_ITEMS).enumerate().map(|(i, heir)| {
            let at = |field: &str| format!("heirs.{i}.{field}");
            Heir {
                name: required_line(errors, &at("name"), &heir.name, messages::HEIR_NAME_REQUIRED),
                relationship: choice(
                    errors,
                    &at("relationship"),
                    &heir.relationship,
                    &vocab::RELATIONSHIPS,
                ),
                contact: line(errors, &at("contact"), &heir.contact),
            }
        });
        let heirs = heirs.collect();
        let assets = self.assets.iter().take(MAX_LIST_ITEMS).enumerate().map(|(i, asset)| {
            let at = |field: &str| format!("assets.{i}.{field}");
            Asset {
                description: required_line(
                    errors,
                    &at("description"),
                    &asset.description,
                    messages::ASSET_DESCRIPTION_REQUIRED,
                ),
                asset_type: choice(errors, &at("type"), &asset.asset_type, &vocab::ASSET_TYPES),
                estimated_value: amount(errors, &at("estimatedValue"), &asset.estimated_value),
                location: line(errors, &at("location"), &asset.location),
            }
        });
        let assets = assets.collect();
        Self {
            deceased_name: required_line(
                errors,
                "deceasedName",
                &self.deceased_name,
                messages::DECEASED_REQUIRED,
            ),
            deceased_date,
            deceased_place: line(errors, "deceasedPlace", &self.deceased_place),
            inventory_location: line(errors, "inventoryLocation", &self.inventory_location),
            inventory_type: choice(
                errors,
                "inventoryType",
                &self.inventory_type,
                &vocab::INVENTORY_TYPES,
            ),
            observations: long_text(errors, "observations", &self.observations),
            contact_preference: choice(
                errors,
                "contactPreference",
                &self.contact_preference,
                &vocab::CONTACT_EMAIL_FIRST,
            ),
            heirs,
            assets,
        }
    }
}
