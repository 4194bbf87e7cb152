//! Where pictures are kept: one trait, a folder on this machine, or an S3-compatible bucket that
//! several instances share.

use std::future::Future;
use std::io;
use std::path::PathBuf;
use std::pin::Pin;

/// A boxed future, so the trait can be used as `dyn MediaStorage`.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Keeps picture files by name. Names are content-addressed, so a name is written once and
/// never changes.
pub trait MediaStorage: Send + Sync + std::fmt::Debug {
    /// Stores `bytes` under `name`, replacing nothing that differs (same name, same bytes).
    fn put<'a>(&'a self, name: &'a str, bytes: Vec<u8>) -> BoxFuture<'a, io::Result<()>>;
    /// The file called `name`, or None.
    fn get<'a>(&'a self, name: &'a str) -> BoxFuture<'a, io::Result<Option<Vec<u8>>>>;
}

/// Pictures in a folder (`{data}/media` by default).
#[derive(Debug, Clone)]
pub struct FolderStorage {
    dir: PathBuf,
}

impl FolderStorage {
    /// Storage in `dir`, created on first write.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        FolderStorage { dir: dir.into() }
    }
}

impl MediaStorage for FolderStorage {
    fn put<'a>(&'a self, name: &'a str, bytes: Vec<u8>) -> BoxFuture<'a, io::Result<()>> {
        Box::pin(async move {
            // Private whatever the umask: the shop itself serves the pictures.
            let mut dir = tokio::fs::DirBuilder::new();
            dir.recursive(true);
            #[cfg(unix)]
            dir.mode(0o700);
            dir.create(&self.dir).await?;
            let path = self.dir.join(name);
            if tokio::fs::try_exists(&path).await? {
                return Ok(());
            }
            // Write aside and rename, so a reader never sees half a file.
            let tmp = self
                .dir
                .join(format!(".{name}.{}.tmp", uuid::Uuid::new_v4().simple()));
            let mut file = tokio::fs::OpenOptions::new();
            file.write(true).create_new(true);
            #[cfg(unix)]
            file.mode(0o600);
            let mut file = file.open(&tmp).await?;
            tokio::io::AsyncWriteExt::write_all(&mut file, &bytes).await?;
            file.sync_all().await?;
            drop(file);
            tokio::fs::rename(&tmp, &path).await
        })
    }

    fn get<'a>(&'a self, name: &'a str) -> BoxFuture<'a, io::Result<Option<Vec<u8>>>> {
        Box::pin(async move {
            match tokio::fs::read(self.dir.join(name)).await {
                Ok(b) => Ok(Some(b)),
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e),
            }
        })
    }
}

/// Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …).
#[derive(Debug)]
pub struct BucketStorage {
    store: object_store::aws::AmazonS3,
}

/// How to reach a bucket.
#[derive(Debug, Clone, Default)]
pub struct BucketSettings {
    /// Bucket name.
    pub bucket: String,
    /// Endpoint for S3-compatible services (`http://127.0.0.1:9000`); AWS when None.
    pub endpoint: Option<String>,
    /// Region (`ap-south-1`); `us-east-1` when None.
    pub region: Option<String>,
    /// Access key id.
    pub access_key_id: Option<String>,
    /// Secret access key.
    pub secret_access_key: Option<crate::Secret>,
}

impl BucketStorage {
    /// A client for the bucket (nothing is contacted until the first request).
    pub fn new(s: &BucketSettings) -> io::Result<Self> {
        crate::tls::install_crypto_provider();
        let mut b = object_store::aws::AmazonS3Builder::new()
            .with_bucket_name(&s.bucket)
            .with_region(s.region.as_deref().unwrap_or("us-east-1"));
        if let Some(endpoint) = &s.endpoint {
            b = b
                .with_endpoint(endpoint)
                .with_allow_http(endpoint.starts_with("http://"))
                .with_virtual_hosted_style_request(false);
        }
        if let Some(k) = &s.access_key_id {
            b = b.with_access_key_id(k);
        }
        if let Some(k) = &s.secret_access_key {
            b = b.with_secret_access_key(k.expose());
        }
        let store = b.build().map_err(io::Error::other)?;
        Ok(BucketStorage { store })
    }
}

impl MediaStorage for BucketStorage {
    fn put<'a>(&'a self, name: &'a str, bytes: Vec<u8>) -> BoxFuture<'a, io::Result<()>> {
        use object_store::ObjectStoreExt;
        Box::pin(async move {
            let path = object_store::path::Path::from(format!("media/{name}"));
            self.store
                .put(&path, bytes.into())
                .await
                .map(|_| ())
                .map_err(io::Error::other)
        })
    }

    fn get<'a>(&'a self, name: &'a str) -> BoxFuture<'a, io::Result<Option<Vec<u8>>>> {
        use object_store::ObjectStoreExt;
        Box::pin(async move {
            let path = object_store::path::Path::from(format!("media/{name}"));
            match self.store.get(&path).await {
                Ok(r) => Ok(Some(r.bytes().await.map_err(io::Error::other)?.to_vec())),
                Err(object_store::Error::NotFound { .. }) => Ok(None),
                Err(e) => Err(io::Error::other(e)),
            }
        })
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[tokio::test]
    async fn the_media_folder_and_its_pictures_are_private_whatever_the_umask() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("data/media");
        let storage = FolderStorage::new(&dir);
        storage.put("a.webp", b"picture".to_vec()).await.unwrap();
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&dir.join("a.webp")), 0o600);
        assert_eq!(storage.get("a.webp").await.unwrap().unwrap(), b"picture");
    }
}
