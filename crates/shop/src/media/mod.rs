//! Pictures of products, categories and banners: uploaded by the admin, processed once into a
//! few WebP widths, kept in a [`MediaStorage`] and served under `/media/{name}`.

pub mod process;
pub mod storage;

use std::sync::Arc;

use tokio::sync::Semaphore;

pub use process::{MAX_UPLOAD_BYTES, PictureError, WIDTHS};
pub use storage::{BucketSettings, BucketStorage, FolderStorage, MediaStorage};

use crate::{ShopError, ShopResult};

/// Where pictures are kept, as configured.
#[derive(Debug, Clone)]
pub enum MediaSettings {
    /// A folder on this machine.
    Folder(std::path::PathBuf),
    /// An S3-compatible bucket shared by every instance.
    Bucket(BucketSettings),
}

impl Default for MediaSettings {
    fn default() -> Self {
        MediaSettings::Folder(std::env::temp_dir().join("tokri-media"))
    }
}

/// URL path under which pictures are served.
pub const URL_PREFIX: &str = "/media/";

/// Megapixels decoded at once, in all uploads together: one largest picture
/// ([`process::MAX_PIXELS`]), or many small ones.
const DECODE_BUDGET_MP: u64 = process::MAX_PIXELS / 1_000_000;

/// An uploaded picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadedPicture {
    /// URL of the largest variant; store it like any image URL.
    pub url: String,
    /// Width of that variant in pixels.
    pub width: u32,
    /// Height of that variant in pixels.
    pub height: u32,
}

/// Upload and read pictures.
#[derive(Debug)]
pub struct Media {
    storage: Arc<dyn MediaStorage>,
    /// Decoding takes memory by the pixel: permits are megapixels of [`DECODE_BUDGET_MP`].
    workers: Semaphore,
}

impl Media {
    /// Media over the configured storage.
    pub fn new(settings: &MediaSettings) -> ShopResult<Self> {
        let storage: Arc<dyn MediaStorage> = match settings {
            MediaSettings::Folder(dir) => Arc::new(FolderStorage::new(dir)),
            MediaSettings::Bucket(b) => Arc::new(
                BucketStorage::new(b)
                    .map_err(|e| ShopError::Internal(format!("media bucket: {e}")))?,
            ),
        };
        Ok(Self::with_storage(storage))
    }

    /// Media over any storage.
    pub fn with_storage(storage: Arc<dyn MediaStorage>) -> Self {
        Media {
            storage,
            workers: Semaphore::new(DECODE_BUDGET_MP as usize),
        }
    }

    /// Checks and processes an upload, stores every variant and answers the URL to keep.
    pub async fn upload(&self, bytes: Vec<u8>) -> ShopResult<UploadedPicture> {
        let processed = {
            // Each decode holds a megapixel of the budget per megapixel it decodes: the budget
            // is one largest picture, so pictures in flight never hold more than about 200 MB
            // however many arrive at once; small ones still run side by side.
            let pixels = process::inspect(&bytes).map_err(|e| ShopError::invalid(e.to_string()))?;
            let megapixels = pixels.div_ceil(1_000_000).clamp(1, DECODE_BUDGET_MP) as u32;
            let _permit = self
                .workers
                .acquire_many(megapixels)
                .await
                .map_err(|e| ShopError::Internal(e.to_string()))?;
            tokio::task::spawn_blocking(move || process::process(&bytes))
                .await
                .map_err(|e| ShopError::Internal(format!("picture worker: {e}")))?
                .map_err(|e| ShopError::invalid(e.to_string()))?
        };
        let largest = processed.variants.last().map(|v| v.name.clone());
        for v in processed.variants {
            self.storage
                .put(&v.name, v.bytes)
                .await
                .map_err(|e| ShopError::Internal(format!("media write {}: {e}", v.name)))?;
        }
        let largest = largest.ok_or_else(|| ShopError::Internal("no variants".into()))?;
        Ok(UploadedPicture {
            url: format!("{URL_PREFIX}{largest}"),
            width: processed.width,
            height: processed.height,
        })
    }

    /// The stored file `name` (a variant name), or None for anything else. A variant's JPEG
    /// copy (`….jpg`) is made from its WebP the first time it is asked for, and kept.
    pub async fn read(&self, name: &str) -> ShopResult<Option<Vec<u8>>> {
        let get = |name: String| async move {
            self.storage
                .get(&name)
                .await
                .map_err(|e| ShopError::Internal(format!("media read {name}: {e}")))
        };
        if process::is_variant_name(name) {
            return get(name.to_string()).await;
        }
        let Some(webp) = process::webp_of_jpeg(name) else {
            return Ok(None);
        };
        if let Some(copy) = get(name.to_string()).await? {
            return Ok(Some(copy));
        }
        let Some(bytes) = get(webp).await? else {
            return Ok(None);
        };
        let copy = tokio::task::spawn_blocking(move || process::to_jpeg(&bytes))
            .await
            .map_err(|e| ShopError::Internal(format!("picture worker: {e}")))?
            .map_err(|e| ShopError::Internal(format!("jpeg copy of {name}: {e}")))?;
        self.storage
            .put(name, copy.clone())
            .await
            .map_err(|e| ShopError::Internal(format!("media write {name}: {e}")))?;
        Ok(Some(copy))
    }
}
