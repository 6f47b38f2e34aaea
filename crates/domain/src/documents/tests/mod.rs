pub(crate) mod fakes;

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};

use super::*;
use crate::paging::PageRequest;
use crate::testing::actor_of as actor;
use crate::users::testing::{CountingSecrets, InMemoryUsers};
use crate::users::User;
use crate::DomainError;
use fakes::{InMemoryDocuments, InMemoryStore, JPEG, PDF, PNG};

struct Setup {
    service: DocumentService,
    rows: Arc<InMemoryDocuments>,
    store: Arc<InMemoryStore>,
    admin: User,
    ana: User,
    bia: User,
}

fn setup_with_quota(quota_mb: u32) -> Setup {
    let (users, [admin, ana, bia]) = InMemoryUsers::admin_ana_and_bia();
    let rows = Arc::new(InMemoryDocuments::default());
    let store = Arc::new(InMemoryStore::default());
    let service = DocumentService::new(
        rows.clone(),
        store.clone(),
        users,
        Arc::new(CountingSecrets::default()),
        DocumentRules { quota_mb },
    );
    Setup { service, rows, store, admin, ana, bia }
}

fn setup() -> Setup {
    setup_with_quota(200)
}

fn file(name: &str, bytes: &[u8]) -> Upload {
    Upload { name: name.into(), bytes: bytes.to_vec(), ..Upload::default() }
}

#[test]
fn pdf_jpeg_and_png_are_recognised_by_their_bytes_whatever_their_name() {
    let s = setup();
    let pdf = s.service.upload(&actor(&s.ana), file("a.png", PDF)).unwrap();
    assert_eq!((pdf.kind, pdf.content_type.as_str()), (DocumentKind::Pdf, "application/pdf"));
    let png = s.service.upload(&actor(&s.ana), file("b.pdf", PNG)).unwrap();
    assert_eq!((png.kind, png.content_type.as_str()), (DocumentKind::Image, "image/png"));
    let jpeg = s.service.upload(&actor(&s.ana), file("c", JPEG)).unwrap();
    assert_eq!(jpeg.content_type, "image/jpeg");
    assert_eq!(pdf.sha256.len(), 64);
    assert_eq!(s.store.keys().len(), 3);

    let text =
        s.service.upload(&actor(&s.ana), file("contrato.pdf", b"just some text")).unwrap_err();
    assert!(matches!(text, DomainError::UnsupportedType(m) if m == "Envie PDF, JPG ou PNG."));
    let empty = s.service.upload(&actor(&s.ana), file("x.pdf", b"")).unwrap_err();
    assert!(matches!(empty, DomainError::Invalid(m) if m == "O arquivo está vazio."));
    assert_eq!(s.store.keys().len(), 3, "nothing of a refused file is kept");
}

#[test]
fn a_file_may_take_ten_megabytes_and_no_more() {
    assert!(DocumentService::check_size(MAX_FILE_BYTES).is_ok());
    let s = setup();
    let mut big = PDF.to_vec();
    big.resize(MAX_FILE_BYTES + 1, b' ');
    let refused = s.service.upload(&actor(&s.ana), file("big.pdf", &big)).unwrap_err();
    assert!(matches!(refused, DomainError::TooLarge(m) if m == "O arquivo passa de 10 MB."));
    assert!(s.store.keys().is_empty());
    big.truncate(MAX_FILE_BYTES);
    s.service.upload(&actor(&s.ana), file("max.pdf", &big)).unwrap();
}

#[test]
fn an_account_holds_its_quota_and_no_more() {
    let s = setup_with_quota(1);
    let mut half = PDF.to_vec();
    half.resize(600 * 1024, b' ');
    s.service.upload(&actor(&s.ana), file("1.pdf", &half)).unwrap();
    let full = s.service.upload(&actor(&s.ana), file("2.pdf", &half)).unwrap_err();
    assert!(matches!(&full, DomainError::Conflict { message, .. }
        if message == "O arquivo não cabe no seu espaço de documentos (1 MB). Remova algum documento para liberar espaço."));
    assert_eq!(s.store.keys().len(), 1);
    s.service.upload(&actor(&s.bia), file("3.pdf", &half)).unwrap();
}

#[test]
fn names_are_cleaned_and_kept_only_as_metadata() {
    let s = setup();
    let d =
        s.service.upload(&actor(&s.ana), file("../../etc/pass\u{7}wd\u{202E}.pdf", PDF)).unwrap();
    assert_eq!(d.original_name, "passwd.pdf");
    assert!(!d.object_key.contains("passwd"));
    let d = s.service.upload(&actor(&s.ana), file("C:\\Users\\ana\\RG.pdf", PDF)).unwrap();
    assert_eq!(d.original_name, "RG.pdf");
    let d = s.service.upload(&actor(&s.ana), file("  /  ", PNG)).unwrap();
    assert_eq!(d.original_name, "documento.png");
    let long = format!("{}.pdf", "a".repeat(300));
    let d = s.service.upload(&actor(&s.ana), file(&long, PDF)).unwrap();
    assert_eq!(d.original_name.chars().count(), MAX_NAME_CHARS);
    assert!(d.original_name.ends_with("a.pdf"));
}

#[test]
fn only_the_owner_and_staff_reach_a_document() {
    let s = setup();
    let d = s.service.upload(&actor(&s.ana), file("rg.pdf", PDF)).unwrap();
    assert!(matches!(s.service.download(&actor(&s.bia), d.id), Err(DomainError::NotFound(_))));
    assert!(matches!(s.service.delete(&actor(&s.bia), d.id), Err(DomainError::NotFound(_))));
    let (_, bytes) = s.service.download(&actor(&s.ana), d.id).unwrap();
    assert_eq!(bytes, PDF);
    s.service.download(&actor(&s.admin), d.id).unwrap();

    let others = DocumentQuery { user_id: Some(s.ana.id.0), ..DocumentQuery::default() };
    assert!(matches!(s.service.list(&actor(&s.bia), &others), Err(DomainError::Forbidden(_))));
    assert_eq!(s.service.list(&actor(&s.admin), &others).unwrap().total, 1);
    assert_eq!(s.service.list(&actor(&s.bia), &DocumentQuery::default()).unwrap().total, 0);
    assert_eq!(s.service.count(&actor(&s.ana)).unwrap(), 1);
    assert_eq!(s.service.count(&actor(&s.bia)).unwrap(), 0);
}

#[test]
fn staff_upload_and_delete_for_a_client_and_are_audited() {
    let s = setup();
    let upload = Upload { user_id: Some(s.ana.id.0), ..file("rg.pdf", PDF) };
    let d = s.service.upload(&actor(&s.admin), upload).unwrap();
    assert_eq!(d.owner, s.ana.id);
    assert_eq!(d.uploaded_by, Some(s.admin.id));
    let by_client = Upload { user_id: Some(s.bia.id.0), ..file("rg.pdf", PDF) };
    assert!(matches!(s.service.upload(&actor(&s.ana), by_client), Err(DomainError::Forbidden(_))));
    let nobody = Upload { user_id: Some(999), ..file("rg.pdf", PDF) };
    assert!(matches!(s.service.upload(&actor(&s.admin), nobody), Err(DomainError::NotFound(_))));
    s.service.delete(&actor(&s.admin), d.id).unwrap();
    assert!(s.store.keys().is_empty(), "the object goes with the row");
    let actions: Vec<_> = s.rows.audit.lock().unwrap().iter().map(|e| e.action).collect();
    assert_eq!(actions, ["document_upload", "document_delete"]);

    s.service.upload(&actor(&s.ana), file("own.pdf", PDF)).unwrap();
    assert_eq!(s.rows.audit.lock().unwrap().len(), 2, "a client's own files are not audited");
}

#[test]
fn the_list_filters_by_kind_and_pages() {
    let s = setup();
    for name in ["1.pdf", "2.pdf", "3.pdf"] {
        s.service.upload(&actor(&s.ana), file(name, PDF)).unwrap();
    }
    s.service.upload(&actor(&s.ana), file("foto.png", PNG)).unwrap();
    let query = |kind: Option<&str>, page: u32| DocumentQuery {
        kind: kind.map(Into::into),
        page: PageRequest::new(Some(page), Some(2)),
        ..DocumentQuery::default()
    };
    let pdfs = s.service.list(&actor(&s.ana), &query(Some("pdf"), 2)).unwrap();
    assert_eq!((pdfs.total, pdfs.items.len()), (3, 1));
    assert_eq!(pdfs.items[0].original_name, "1.pdf", "newest first");
    let images = s.service.list(&actor(&s.ana), &query(Some("image"), 1)).unwrap();
    assert_eq!(images.total, 1);
    assert!(matches!(
        s.service.list(&actor(&s.ana), &query(Some("zip"), 1)),
        Err(DomainError::Validation(_))
    ));
}

#[test]
fn the_sweep_removes_old_objects_no_document_points_to() {
    let s = setup();
    let kept = s.service.upload(&actor(&s.ana), file("rg.pdf", PDF)).unwrap();
    s.store.put("orphan", PDF).unwrap();
    let stored_at = Utc.with_ymd_and_hms(2026, 11, 25, 12, 0, 0).unwrap();
    assert_eq!(s.service.sweep_orphans(stored_at + Duration::minutes(59)).unwrap(), 0);
    assert_eq!(s.service.sweep_orphans(stored_at + Duration::minutes(61)).unwrap(), 1);
    assert_eq!(s.store.keys(), [kept.object_key]);
}
