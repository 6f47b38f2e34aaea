//! The `DocumentStore` port over the `object_store` crate: a folder on the local disk or any
//! S3-compatible service (docs/decisions/document-storage.md).

use std::future::Future;
use std::path::Path as FsPath;
use std::sync::{Arc, OnceLock};

use domain::documents::{DocumentStore, StoredObject};
use domain::RepositoryError;
use futures_util::TryStreamExt;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::prefix::PrefixStore;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};
use tokio::runtime::Runtime;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot create the storage folder {path}: {source}")]
    Folder { path: String, source: std::io::Error },
    #[error("storage: {0}")]
    Store(#[from] object_store::Error),
    #[error("storage runtime: {0}")]
    Runtime(String),
}

#[derive(Clone, Debug)]
pub struct ObjectDocumentStore {
    store: Arc<dyn ObjectStore>,
}

impl ObjectDocumentStore {
    /// Objects as files under `dir`, created if missing.
    pub fn local(dir: &FsPath) -> Result<Self, StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|source| StoreError::Folder { path: dir.display().to_string(), source })?;
        let store = LocalFileSystem::new_with_prefix(dir)?.with_fsync(true);
        Ok(Self { store: Arc::new(store) })
    }

    /// Objects in `bucket` under `prefix`, with the credentials and endpoint of the `AWS_*`
    /// variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`, `AWS_ENDPOINT`,
    /// `AWS_ALLOW_HTTP`...).
    pub fn s3(bucket: &str, prefix: &str) -> Result<Self, StoreError> {
        Self::s3_with(AmazonS3Builder::from_env(), bucket, prefix)
    }

    /// Objects in `bucket` under `prefix` of the service `builder` describes (its endpoint and
    /// credentials).
    pub fn s3_with(
        builder: AmazonS3Builder,
        bucket: &str,
        prefix: &str,
    ) -> Result<Self, StoreError> {
        let store = builder.with_bucket_name(bucket).build()?;
        let prefix = prefix.trim_matches('/');
        let store: Arc<dyn ObjectStore> = if prefix.is_empty() {
            Arc::new(store)
        } else {
            Arc::new(PrefixStore::new(store, prefix))
        };
        Ok(Self { store })
    }
}

/// `object_store` is async and the use cases are not: its calls run on a small runtime of
/// their own, which lives as long as the process (dropping a runtime inside another panics).
fn runtime() -> Result<&'static Runtime, RepositoryError> {
    static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .thread_name("document-store")
                .enable_all()
                .build()
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| RepositoryError::Storage(format!("storage runtime: {e}")))
}

/// Runs `work` on the storage runtime and waits for it; callable from any thread that may
/// block (never from async code).
fn wait<T: Send + 'static>(
    work: impl Future<Output = Result<T, object_store::Error>> + Send + 'static,
) -> Result<T, object_store::Error> {
    let runtime = runtime().map_err(|e| object_store::Error::Generic {
        store: "documents",
        source: e.to_string().into(),
    })?;
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    runtime.spawn(async move {
        let _ = tx.send(work.await);
    });
    rx.recv()
        .map_err(|e| object_store::Error::Generic { store: "documents", source: Box::new(e) })?
}

fn failed(error: object_store::Error) -> RepositoryError {
    match error {
        // The store did not answer or could not do it now (network, disk): worth retrying.
        object_store::Error::Generic { .. } | object_store::Error::JoinError { .. } => {
            RepositoryError::Unavailable(format!("document store: {error}"))
        }
        other => RepositoryError::Storage(format!("document store: {other}")),
    }
}

fn location(key: &str) -> Result<Path, RepositoryError> {
    Path::parse(key).map_err(|e| RepositoryError::Storage(format!("object key {key:?}: {e}")))
}

impl DocumentStore for ObjectDocumentStore {
    fn put(&self, key: &str, bytes: &[u8]) -> Result<(), RepositoryError> {
        let (store, path) = (self.store.clone(), location(key)?);
        let payload = PutPayload::from(bytes.to_vec());
        wait(async move { store.put(&path, payload).await.map(|_| ()) }).map_err(failed)
    }

    fn get(&self, key: &str) -> Result<Option<Vec<u8>>, RepositoryError> {
        let (store, path) = (self.store.clone(), location(key)?);
        match wait(async move { store.get(&path).await?.bytes().await }) {
            Ok(bytes) => Ok(Some(bytes.to_vec())),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(other) => Err(failed(other)),
        }
    }

    fn delete(&self, key: &str) -> Result<(), RepositoryError> {
        let (store, path) = (self.store.clone(), location(key)?);
        match wait(async move { store.delete(&path).await }) {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(other) => Err(failed(other)),
        }
    }

    fn list(&self) -> Result<Vec<StoredObject>, RepositoryError> {
        let store = self.store.clone();
        let listed =
            wait(async move { store.list(None).try_collect::<Vec<_>>().await }).map_err(failed)?;
        Ok(listed
            .into_iter()
            .map(|meta| StoredObject {
                key: meta.location.to_string(),
                last_modified: meta.last_modified,
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_are_kept_read_listed_and_removed_on_the_local_disk() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("not/yet/there");
        let store = ObjectDocumentStore::local(&folder).unwrap();
        crate::testing::check_document_store(&store);
        store.put("abc123", b"%PDF-1.4 bytes").unwrap();
        assert!(folder.join("abc123").exists(), "objects are files under the folder");
    }
}
