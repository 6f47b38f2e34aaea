//! The catalogue a new portal starts with (`portal seed`, run by `make run`).
//! Staff change prices afterwards; seeding again never overwrites them.
//! Documented in docs/seed.md.

use super::model::{NewCourse, NewService};
use super::price::Price;

fn price(centavos: i64) -> Option<Price> {
    Price::from_centavos(centavos)
}

fn service(
    name: &str,
    description: &str,
    duration_minutes: i32,
    country: &str,
    centavos: Option<i64>,
) -> NewService {
    NewService {
        name: name.into(),
        description: description.into(),
        duration_minutes,
        country: country.into(),
        price: centavos.and_then(price),
    }
}

/// The eight service types of the booking form.
pub fn services() -> Vec<NewService> {
    vec![
        service(
            "Agendamento de Passaporte Italiano",
            "Agendamento no consulado italiano para emissão do passaporte, com conferência prévia dos documentos.",
            60,
            "Itália",
            Some(98_000),
        ),
        service(
            "Renovação de Passaporte",
            "Renovação do passaporte português: agendamento, formulários e lista de documentos.",
            45,
            "Portugal",
            Some(75_000),
        ),
        service(
            "Solicitação de Visto",
            "Orientação e agendamento para pedido de visto de estudo, trabalho ou residência.",
            60,
            "Portugal",
            Some(108_000),
        ),
        service(
            "Renovação de Cartão de Cidadão",
            "Renovação do Cartão de Cidadão português junto ao consulado.",
            45,
            "Portugal",
            Some(65_000),
        ),
        service(
            "Solicitação de Cidadania",
            "Análise da árvore genealógica e acompanhamento do pedido de cidadania, com valor conforme o caso.",
            90,
            "Portugal",
            None,
        ),
        service(
            "Serviços Consulares",
            "Atos consulares diversos: procurações, certidões e registros.",
            45,
            "Portugal",
            Some(45_000),
        ),
        service(
            "Autenticação de Documentos",
            "Autenticação e apostilamento de documentos para uso no exterior.",
            30,
            "Portugal",
            Some(15_000),
        ),
        service(
            "Consulta Jurídica",
            "Consulta com advogado sobre cidadania, inventário ou questões trabalhistas e previdenciárias.",
            60,
            "Brasil",
            Some(35_000),
        ),
    ]
}

/// The Italian courses.
pub fn courses() -> Vec<NewCourse> {
    let course = |name: &str,
                  description: &str,
                  duration_hours: i32,
                  centavos: i64,
                  discount: Option<i64>| NewCourse {
        name: name.into(),
        description: description.into(),
        duration_hours,
        price: Price::from_centavos(centavos).expect("a seed price above zero"),
        discount_price: discount.and_then(price),
    };
    vec![
        course(
            "Curso Básico de Italiano",
            "Seis meses de aulas de 2 horas, do zero à conversação do dia a dia.",
            96,
            358_800,
            Some(308_800),
        ),
        course(
            "Curso Intermediário de Italiano",
            "Gramática, leitura e conversação para quem já tem a base.",
            72,
            150_000,
            Some(120_000),
        ),
        course(
            "Preparatório CILS B1 Cidadania",
            "Preparação para a prova de proficiência exigida no pedido de cidadania.",
            40,
            180_000,
            None,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_has_the_eight_services_and_the_basic_course_on_promotion() {
        let services = services();
        assert_eq!(services.len(), 8);
        assert!(services.iter().any(|s| s.price.is_none()), "at least one 'SOB CONSULTA'");
        let basic = courses().into_iter().find(|c| c.name == "Curso Básico de Italiano").unwrap();
        assert_eq!(basic.price.centavos(), 358_800);
        assert_eq!(basic.discount_price.map(Price::centavos), Some(308_800));
    }
}
