//! The company's own website and social profiles, which the sign-in page offers to people who
//! want to know who runs the portal (`COMPANY_LINKS`). Only what is configured is shown: a link
//! that leads nowhere is worse than none.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct CompanyLinks {
    #[schema(required = true)]
    pub website: Option<String>,
    pub social: SocialLinks,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct SocialLinks {
    #[schema(required = true)]
    pub instagram: Option<String>,
    #[schema(required = true)]
    pub facebook: Option<String>,
    #[schema(required = true)]
    pub linkedin: Option<String>,
}

impl CompanyLinks {
    /// Reads `website=https://…,instagram=https://…` (any of website, instagram, facebook,
    /// linkedin, each once). Every address must be an absolute http(s) URL: the page links to it
    /// as it is.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut links = CompanyLinks::default();
        for entry in text.split(',').map(str::trim).filter(|entry| !entry.is_empty()) {
            let (name, address) = entry
                .split_once('=')
                .ok_or_else(|| format!("{entry:?} should read name=https://address"))?;
            let address = address.trim();
            if !(address.starts_with("https://") || address.starts_with("http://"))
                || address.contains(char::is_whitespace)
            {
                return Err(format!("{address:?} is not an http(s) address"));
            }
            let slot = match name.trim() {
                "website" => &mut links.website,
                "instagram" => &mut links.social.instagram,
                "facebook" => &mut links.social.facebook,
                "linkedin" => &mut links.social.linkedin,
                other => {
                    return Err(format!(
                        "unknown link {other:?}: use website, instagram, facebook or linkedin"
                    ))
                }
            };
            if slot.replace(address.to_owned()).is_some() {
                return Err(format!("{name:?} is given twice"));
            }
        }
        Ok(links)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_each_configured_link_and_leaves_the_others_out() {
        let links = CompanyLinks::parse(
            " website=https://empresa.example , instagram=https://instagram.com/empresa",
        )
        .unwrap();
        assert_eq!(links.website.as_deref(), Some("https://empresa.example"));
        assert_eq!(links.social.instagram.as_deref(), Some("https://instagram.com/empresa"));
        assert_eq!(links.social.facebook, None);
        assert_eq!(links.social.linkedin, None);
    }

    #[test]
    fn nothing_configured_is_no_links() {
        assert_eq!(CompanyLinks::parse("").unwrap(), CompanyLinks::default());
    }

    #[test]
    fn refuses_what_the_page_could_not_link_to() {
        for bad in [
            "website",
            "website=empresa.example",
            "website=javascript:alert(1)",
            "website=https://a b",
            "twitter=https://x.example",
            "website=https://a.example,website=https://b.example",
        ] {
            assert!(CompanyLinks::parse(bad).is_err(), "{bad} was accepted");
        }
    }
}
