//! The document store against a real S3-compatible server. `make test` starts one (moto's
//! server, from PyPI) and names it in `PORTAL_TEST_S3_ENDPOINT`, with the bucket
//! `PORTAL_TEST_S3_BUCKET` created; run alone, without them, this test says so and fails.

use domain::documents::DocumentStore;
use object_store::aws::AmazonS3Builder;
use persistence::testing::check_document_store;
use persistence::ObjectDocumentStore;

fn server() -> (String, String) {
    let endpoint = std::env::var("PORTAL_TEST_S3_ENDPOINT").expect(
        "PORTAL_TEST_S3_ENDPOINT is not set: run `make test-rust`, which starts an S3-compatible \
         server (scripts/with-s3.sh)",
    );
    let bucket = std::env::var("PORTAL_TEST_S3_BUCKET").unwrap_or_else(|_| "portal-test".into());
    (endpoint, bucket)
}

fn store_under(prefix: &str) -> ObjectDocumentStore {
    let (endpoint, bucket) = server();
    let builder = AmazonS3Builder::new()
        .with_endpoint(endpoint)
        .with_allow_http(true)
        .with_region("us-east-1")
        .with_access_key_id("test")
        .with_secret_access_key("test");
    ObjectDocumentStore::s3_with(builder, &bucket, prefix).unwrap()
}

#[test]
fn keeps_reads_lists_and_removes_objects_in_a_bucket() {
    let prefix = format!("test-{}", uuid::Uuid::new_v4().simple());
    check_document_store(&store_under(&prefix));
}

#[test]
fn a_prefix_keeps_each_store_to_its_own_objects() {
    let run = uuid::Uuid::new_v4().simple().to_string();
    let (first, second) = (store_under(&format!("{run}/a")), store_under(&format!("{run}/b")));
    first.put("same-key", b"first").unwrap();
    assert_eq!(second.get("same-key").unwrap(), None);
    assert!(second.list().unwrap().is_empty());
    second.put("same-key", b"second").unwrap();
    assert_eq!(first.get("same-key").unwrap().as_deref(), Some(&b"first"[..]));
    first.delete("same-key").unwrap();
    assert_eq!(second.get("same-key").unwrap().as_deref(), Some(&b"second"[..]));
    second.delete("same-key").unwrap();
}
