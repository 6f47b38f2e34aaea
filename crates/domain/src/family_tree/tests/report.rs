//! What leaves the portal from a tree: the GEDCOM export and the report, read and mailed.

use super::*;

#[test]
fn the_export_is_the_stored_tree_in_gedcom_and_follows_the_same_access() {
    let s = setup();
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    let text = s.service.export(&actor(&s.bia), None).unwrap();
    assert!(
        text.contains("1 NAME Niccolò Làzzaro\n1 BIRT\n2 DATE MAR 1921\n2 PLAC Forlì, Itália\n")
    );
    assert_eq!(s.service.export(&actor(&s.admin), Some(s.bia.id.0)).unwrap(), text);
    assert!(matches!(
        s.service.export(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(_))
    ));
}

#[test]
fn the_report_gives_the_line_to_the_emigrant_first_then_everyone_with_their_data() {
    let s = setup();
    let mut form = three_generations();
    form.persons.push(person("mother", Relationship::Mother, "Ângela Müller"));
    form.persons[0].mother_key = Some("mother".into());
    form.persons[1].document_number = Some("RG 12.345".into());
    s.service.save_draft(&actor(&s.bia), None, &form).unwrap();
    add_document(&s, &s.bia, "certidão-nascimento-niccolò.pdf");
    let report = s.service.report(&actor(&s.bia), None).unwrap();
    let texts: Vec<String> = report
        .blocks
        .iter()
        .map(|block| match block {
            ReportBlock::Title(t) | ReportBlock::Heading(t) | ReportBlock::Text(t) => t.clone(),
            ReportBlock::Field { label, value } => format!("{label}: {value}"),
        })
        .collect();
    let at = |text: &str| texts.iter().position(|t| t == text).unwrap_or_else(|| panic!("{text}"));
    let line = at("Linha até o ascendente italiano");
    assert_eq!(at("1. João Conceição (Eu)"), line + 1);
    assert_eq!(at("2. José Conceição (Pai)"), line + 2);
    assert_eq!(at("3. Niccolò Làzzaro (Avô paterno) — ascendente italiano"), line + 3);
    let everyone = at("Pessoas da árvore");
    assert!(everyone > line + 3);
    let grandfather = at("Niccolò Làzzaro (Avô paterno) — ascendente italiano");
    assert_eq!(texts[grandfather + 1], "Nascimento: 03/1921, Forlì, Itália");
    assert_eq!(texts[grandfather + 2], "Falecimento: 31/12/1999");
    assert!(at("Número do documento: RG 12.345") > everyone);
    assert!(at("Ângela Müller (Mãe)") > everyone);
    assert!(at("Documentos no portal") > at("Ângela Müller (Mãe)"));
    assert_eq!(texts.last().map(String::as_str), Some("• certidão-nascimento-niccolò.pdf"));
    // The mother is no part of the line; the same access as reading.
    assert!(!texts.iter().any(|t| t.ends_with("Ângela Müller (Mãe)") && t.starts_with('4')));
    assert!(matches!(
        s.service.report(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(_))
    ));
    assert_eq!(s.service.report(&actor(&s.admin), Some(s.bia.id.0)).unwrap(), report);
}

#[test]
fn without_a_flagged_emigrant_the_report_says_so() {
    let persons = check_tree(&three_generations(), chrono::NaiveDate::MAX).unwrap();
    let unflagged: Vec<Person> =
        persons.into_iter().map(|p| Person { italian_ancestor: false, ..p }).collect();
    assert!(line_to_emigrant(&unflagged).is_empty());
    let report = tree_report("Bia", &unflagged, &[], chrono::NaiveDate::MIN);
    assert!(report.blocks.contains(&ReportBlock::Text(
        "Nenhum ascendente italiano marcado na linha direta do cliente.".into()
    )));
    assert_eq!(
        report.blocks.last(),
        Some(&ReportBlock::Text("Nenhum documento enviado ao portal.".into()))
    );
}

#[test]
fn the_report_is_mailed_to_the_owner_as_a_link_audited_and_never_before_a_save() {
    let s = setup();
    assert!(matches!(
        s.service.mail_report(&actor(&s.bia), None),
        Err(DomainError::Invalid(m)) if m == messages::SAVE_BEFORE_MAIL
    ));
    s.service.save_draft(&actor(&s.bia), None, &three_generations()).unwrap();
    assert_eq!(s.service.mail_report(&actor(&s.bia), None).unwrap(), "bia@exemplo.com");
    // Staff send it to the client, not to themselves, and are not held to the client's cap.
    assert_eq!(
        s.service.mail_report(&actor(&s.admin), Some(s.bia.id.0)).unwrap(),
        "bia@exemplo.com"
    );
    assert!(matches!(
        s.service.mail_report(&actor(&s.ana), Some(s.bia.id.0)),
        Err(DomainError::NotFound(m)) if m == messages::NOT_FOUND
    ));
    let mails = s.trees.mails.lock().unwrap();
    assert_eq!(mails.len(), 2);
    let expected = Notification::FamilyTreeReport {
        to: "bia@exemplo.com".into(),
        name: "bia".into(),
        tree_url: "https://portal.exemplo.com/family-tree".into(),
    };
    assert_eq!(mails[0].0, expected);
    assert_eq!(mails[1].0, expected);
    assert_eq!(
        mails[0].1,
        Some(crate::notifications::MailQuota {
            account: s.bia.id,
            per_hour: REPORT_MAILS_PER_HOUR
        })
    );
    assert_eq!(mails[1].1, None);
    let audit = s.trees.audit.lock().unwrap();
    let actions: Vec<_> = audit.iter().map(|a| (a.action, a.actor)).collect();
    assert_eq!(
        actions,
        [("family_tree_report_mail", s.bia.id), ("family_tree_report_mail", s.admin.id)]
    );
}
