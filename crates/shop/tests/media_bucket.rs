//! Pictures in an S3-compatible bucket, against a local MinIO: started here when the `minio`
//! binary is installed, or the one named by `TOKRI_TEST_S3_ENDPOINT` (with
//! `TOKRI_TEST_S3_BUCKET`, `TOKRI_TEST_S3_ACCESS_KEY_ID`, `TOKRI_TEST_S3_SECRET_ACCESS_KEY`).
//! Skipped, with a message, when neither is there.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use image::{ImageEncoder, Rgb, RgbImage};
use tokri_shop::Secret;
use tokri_shop::media::{BucketSettings, Media, MediaSettings};

struct MinIo {
    settings: BucketSettings,
    _child: Option<Child>,
    _dir: Option<tempfile::TempDir>,
}

impl Drop for MinIo {
    fn drop(&mut self) {
        if let Some(c) = self._child.as_mut() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

async fn minio() -> Option<MinIo> {
    if let Ok(endpoint) = std::env::var("TOKRI_TEST_S3_ENDPOINT") {
        let var = |k: &str| std::env::var(k).ok();
        return Some(MinIo {
            settings: BucketSettings {
                bucket: var("TOKRI_TEST_S3_BUCKET").unwrap_or_else(|| "tokri-test".into()),
                endpoint: Some(endpoint),
                region: None,
                access_key_id: var("TOKRI_TEST_S3_ACCESS_KEY_ID"),
                secret_access_key: var("TOKRI_TEST_S3_SECRET_ACCESS_KEY").map(Secret::new),
            },
            _child: None,
            _dir: None,
        });
    }
    let found = Command::new("minio").arg("--version").output().is_ok();
    if !found {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    // A folder in MinIO's data directory is a bucket.
    std::fs::create_dir(dir.path().join("tokri-test")).unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("minio")
        .args([
            "server",
            "--quiet",
            "--address",
            &format!("127.0.0.1:{port}"),
        ])
        .arg(dir.path())
        .env("MINIO_ROOT_USER", "tokri-test")
        .env("MINIO_ROOT_PASSWORD", "tokri-test-secret")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Some(MinIo {
        settings: BucketSettings {
            bucket: "tokri-test".into(),
            endpoint: Some(format!("http://127.0.0.1:{port}")),
            region: None,
            access_key_id: Some("tokri-test".into()),
            secret_access_key: Some(Secret::new("tokri-test-secret")),
        },
        _child: Some(child),
        _dir: Some(dir),
    })
}

#[tokio::test]
async fn two_instances_share_pictures_through_a_bucket() {
    let Some(minio) = minio().await else {
        eprintln!(
            "SKIPPED: no MinIO (install the `minio` binary or set TOKRI_TEST_S3_ENDPOINT) — the bucket storage was not tested"
        );
        return;
    };
    let settings = MediaSettings::Bucket(minio.settings.clone());
    let a = Media::new(&settings).unwrap();
    let b = Media::new(&settings).unwrap();
    let img = RgbImage::from_fn(700, 500, |x, y| Rgb([(x % 200) as u8, (y % 200) as u8, 40]));
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new(&mut jpeg)
        .write_image(img.as_raw(), 700, 500, image::ExtendedColorType::Rgb8)
        .unwrap();
    let up = a.upload(jpeg).await.unwrap();
    let name = up.url.trim_start_matches("/media/");
    let read = b
        .read(name)
        .await
        .unwrap()
        .expect("the other instance reads it");
    assert_eq!(image::load_from_memory(&read).unwrap().width(), 700);
    let small = name.replace("-1280.webp", "-320.webp");
    assert!(b.read(&small).await.unwrap().is_some());
    let missing = "0123456789abcdef0123456789abcdef-640.webp";
    assert!(b.read(missing).await.unwrap().is_none());
}
