//! Where a service is booked, by its name.

pub const OTHER: &str = "Outro";

const PORTUGUESE: &[&str] = &[
    "Consulado Geral de Portugal em São Paulo",
    "Consulado de Portugal em Santos",
    "Consulado de Portugal em Curitiba",
    "Consulado Geral de Portugal no Rio de Janeiro",
    OTHER,
];
const ITALIAN: &[&str] = &[
    "Consulado Geral da Itália em São Paulo",
    "Consulado Geral da Itália no Rio de Janeiro",
    "Consulado Geral da Itália em Porto Alegre",
    "Sede Principal - Roma",
    OTHER,
];
const SPANISH: &[&str] = &[
    "Consulado Geral da Espanha em São Paulo",
    "Consulado Geral da Espanha no Rio de Janeiro",
    "Embaixada da Espanha em Brasília",
    "Sede Principal - Madri",
    OTHER,
];
const POLISH: &[&str] = &[
    "Consulado Geral da Polônia em São Paulo",
    "Consulado da Polônia em Curitiba",
    "Consulado da Polônia no Rio de Janeiro",
    "Sede Principal - Varsóvia",
    OTHER,
];
const LEGAL: &[&str] = &[
    "Escritório Principal - São Paulo",
    "Filial Rio de Janeiro",
    "Filial Curitiba",
    "Atendimento Virtual",
    OTHER,
];

/// Words of a service name that send it to the Portuguese consulates.
const PORTUGUESE_WORDS: &[&str] = &[
    "renovação de passaporte",
    "cartão de cidadão",
    "português",
    "portugal",
    "visto",
    "cidadania",
    "consular",
    "autenticação",
];

/// The places a service can be booked at; every list ends with 'Outro'.
pub fn locations_for(service_name: &str) -> &'static [&'static str] {
    let name = service_name.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| name.contains(w));
    if has(&["consulta jurídica", "jurídic"]) {
        LEGAL
    } else if has(&["espanhol", "espanha"]) {
        SPANISH
    } else if has(&["polonês", "polônia"]) {
        POLISH
    } else if is_italian_service(service_name) {
        ITALIAN
    } else if has(PORTUGUESE_WORDS) {
        PORTUGUESE
    } else {
        ITALIAN
    }
}

/// Every place some service is booked at, each once, in the order of the lists; 'Outro' last.
pub fn all_locations() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = Vec::new();
    for place in [PORTUGUESE, ITALIAN, SPANISH, POLISH, LEGAL].concat() {
        if place != OTHER && !all.contains(&place) {
            all.push(place);
        }
    }
    all.push(OTHER);
    all
}

/// Italian services ask for the passport data.
pub fn is_italian_service(service_name: &str) -> bool {
    let name = service_name.to_lowercase();
    name.contains("italiano") || name.contains("italia") || name.contains("itália")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_service_of_the_catalogue_gets_its_consulates() {
        assert_eq!(locations_for("Agendamento de Passaporte Italiano"), ITALIAN);
        assert_eq!(locations_for("Renovação de Passaporte"), PORTUGUESE);
        assert_eq!(locations_for("Renovação de Cartão de Cidadão"), PORTUGUESE);
        assert_eq!(locations_for("Solicitação de Visto"), PORTUGUESE);
        assert_eq!(locations_for("Solicitação de Cidadania"), PORTUGUESE);
        assert_eq!(locations_for("Serviços Consulares"), PORTUGUESE);
        assert_eq!(locations_for("Autenticação de Documentos"), PORTUGUESE);
        assert_eq!(locations_for("Consulta Jurídica"), LEGAL);
        assert_eq!(locations_for("Cidadania Italiana"), ITALIAN);
        assert_eq!(locations_for("Passaporte Espanhol"), SPANISH);
        assert_eq!(locations_for("Passaporte Polonês"), POLISH);
        assert_eq!(locations_for("Qualquer outra coisa"), ITALIAN, "the default");
        for list in [PORTUGUESE, ITALIAN, SPANISH, POLISH, LEGAL] {
            assert_eq!(list.last(), Some(&OTHER));
        }
    }

    #[test]
    fn every_place_once_with_other_last() {
        let all = all_locations();
        assert_eq!(all.last(), Some(&OTHER));
        assert_eq!(all.iter().filter(|place| **place == OTHER).count(), 1);
        assert!(all.contains(&"Consulado Geral da Itália em São Paulo"));
        assert!(all.contains(&"Consulado de Portugal em Santos"));
    }

    #[test]
    fn italian_services_are_recognised_by_name() {
        assert!(is_italian_service("Agendamento de Passaporte Italiano"));
        assert!(is_italian_service("Cidadania Itália"));
        assert!(is_italian_service("cidadania italiana"));
        assert!(!is_italian_service("Renovação de Passaporte"));
    }
}
