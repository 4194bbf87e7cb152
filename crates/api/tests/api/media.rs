//! Picture uploads: the admin uploads, the server checks and converts, anyone reads the variants.

use crate::common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use common::{TestApp, apps_with};
use image::{ImageEncoder, Rgb, RgbImage};
use serde_json::json;
use tokri_shop::Settings;
use tokri_shop::media::MediaSettings;

pub(crate) fn photo(w: u32, h: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(w, h, |x, y| Rgb([(x % 250) as u8, (y % 250) as u8, 120]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .write_image(img.as_raw(), w, h, image::ExtendedColorType::Rgb8)
        .unwrap();
    // An EXIF segment such as phones write, with the place the photo was taken.
    let exif = b"Exif\0\0MM\0*\0\0\0\x08\0\0GPS-18.5204N-73.8567E-Ravi";
    let mut with_exif = out[..2].to_vec();
    with_exif.extend_from_slice(&[0xFF, 0xE1]);
    with_exif.extend_from_slice(&((exif.len() + 2) as u16).to_be_bytes());
    with_exif.extend_from_slice(exif);
    with_exif.extend_from_slice(&out[2..]);
    with_exif
}

/// A PNG that claims `w` × `h` pixels: signature, header and a first data chunk, as a
/// compressed bomb starts (its pixels never come).
fn png_claiming(w: u32, h: u32) -> Vec<u8> {
    fn chunk(png: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        let mut crc = 0xFFFF_FFFFu32;
        for &b in &body {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
            }
        }
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        png.extend_from_slice(&body);
        png.extend_from_slice(&(!crc).to_be_bytes());
    }
    let mut header = w.to_be_bytes().to_vec();
    header.extend_from_slice(&h.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &[0x78, 0x9C, 0xED, 0xC1, 0x01, 0x0D]);
    png
}

pub(crate) async fn media_apps() -> Vec<TestApp> {
    let dir = std::env::temp_dir().join(format!("tokri-media-{}", uuid::Uuid::new_v4()));
    apps_with(Settings {
        media: MediaSettings::Folder(dir),
        ..Settings::default()
    })
    .await
}

async fn upload(t: &TestApp, token: Option<&str>, bytes: Vec<u8>) -> common::Answer {
    let mut req = Request::builder()
        .method(Method::POST)
        .uri("/api/admin/media")
        .header(header::CONTENT_TYPE, "application/octet-stream");
    if let Some(tok) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {tok}"));
    }
    t.send(req.body(Body::from(bytes)).unwrap()).await
}

#[tokio::test]
async fn an_uploaded_photo_is_served_in_three_webp_widths_without_its_metadata() {
    for t in media_apps().await {
        let l = t.label;
        let admin = t.admin().await;
        let a = upload(&t, Some(&admin), photo(1600, 1200)).await;
        assert_eq!(
            a.status,
            StatusCode::CREATED,
            "{l}: {}",
            String::from_utf8_lossy(&a.body)
        );
        let up = a.json();
        let url = up["url"].as_str().unwrap().to_string();
        assert!(
            url.starts_with("/media/") && url.ends_with("-1280.webp"),
            "{l}: {url}"
        );
        assert_eq!(
            (up["width"].as_u64(), up["height"].as_u64()),
            (Some(1280), Some(960))
        );

        for (w, h) in [(1280, 960), (640, 480), (320, 240)] {
            let path = url.replace("-1280.webp", &format!("-{w}.webp"));
            let a = t.get(&path).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {path}");
            assert_eq!(a.header("content-type"), Some("image/webp"));
            assert_eq!(
                a.header("cache-control"),
                Some("public, max-age=31536000, immutable")
            );
            let pic = image::load_from_memory(&a.body).unwrap();
            assert_eq!((pic.width(), pic.height()), (w, h), "{l}: {path}");
            assert!(
                !a.body.windows(12).any(|x| x == b"GPS-18.5204N"),
                "{l}: metadata survived in {path}"
            );
            let etag = a.header("etag").unwrap().to_string();
            let again = t
                .send(
                    Request::builder()
                        .uri(&path)
                        .header(header::IF_NONE_MATCH, etag)
                        .body(Body::empty())
                        .unwrap(),
                )
                .await;
            assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{l}");
        }

        // Its JPEG copy for link previews is made when first asked for, then kept.
        let jpeg = url.replace(".webp", ".jpg");
        for _ in 0..2 {
            let a = t.get(&jpeg).await;
            assert_eq!(a.status, StatusCode::OK, "{l}: {jpeg}");
            assert_eq!(a.header("content-type"), Some("image/jpeg"), "{l}");
            let pic =
                image::load_from_memory_with_format(&a.body, image::ImageFormat::Jpeg).unwrap();
            assert_eq!((pic.width(), pic.height()), (1280, 960), "{l}");
        }
        let missing = "/media/0123456789abcdef0123456789abcdef-1280.jpg";
        assert_eq!(t.get(missing).await.status, StatusCode::NOT_FOUND, "{l}");

        // The URL is stored like any image URL, and products show it.
        let cat = t
            .post(
                "/api/admin/categories",
                Some(&admin),
                json!({"name": "Mangoes"}),
            )
            .await
            .json();
        let cat_id = cat["_id"].as_str().unwrap();
        let a = t
            .post(
                "/api/admin/products",
                Some(&admin),
                json!({"name": "Kesar Mango", "description": "Sweet", "price": 899,
                       "categoryId": cat_id, "image": [url.clone()]}),
            )
            .await;
        assert!(
            a.status.is_success(),
            "{l}: {}",
            String::from_utf8_lossy(&a.body)
        );
        let list = t.get("/api/products").await.json();
        let found = list["products"]
            .as_array()
            .or(list.as_array())
            .unwrap()
            .iter()
            .any(|p| p["image"] == json!(url));
        assert!(
            found,
            "{l}: product does not show the uploaded picture: {list}"
        );
    }
}

#[tokio::test]
async fn only_admins_upload_and_only_pictures_are_taken() {
    for t in media_apps().await {
        let l = t.label;
        assert_eq!(
            upload(&t, None, photo(50, 50)).await.status,
            StatusCode::UNAUTHORIZED,
            "{l}"
        );
        let customer = t.customer("asha@example.com", "mango-season-2026").await;
        assert_eq!(
            upload(&t, Some(&customer), photo(50, 50)).await.status,
            StatusCode::FORBIDDEN,
            "{l}"
        );
        let admin = t.admin().await;
        let refused = [
            (
                b"<svg xmlns='http://www.w3.org/2000/svg'></svg>".to_vec(),
                "Upload a JPEG, PNG or WebP image.",
            ),
            (b"GIF89a....".to_vec(), "Upload a JPEG, PNG or WebP image."),
            (
                {
                    let mut h = vec![0, 0, 0, 24];
                    h.extend_from_slice(b"ftypheic\0\0\0\0mif1heic");
                    h
                },
                "HEIC pictures cannot be read yet.",
            ),
            (photo(400, 300)[..300].to_vec(), "This picture is damaged"),
            (
                {
                    let whole = photo(900, 600);
                    whole[..whole.len() / 3].to_vec()
                },
                "This picture is damaged",
            ),
            (png_claiming(12_000, 12_000), "This picture is too large"),
            (Vec::new(), "Choose a picture to upload."),
        ];
        for (bytes, message) in refused {
            let a = upload(&t, Some(&admin), bytes).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{l}: {message}");
            let got = a.json()["message"].as_str().unwrap().to_string();
            assert!(got.contains(message), "{l}: {got:?} should say {message:?}");
        }
        let a = upload(&t, Some(&admin), vec![0xFF; 10 * 1024 * 1024 + 1]).await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{l}");
        assert_eq!(
            a.json()["message"],
            "The picture is larger than 10 MB. Please choose a smaller one."
        );
        // Nothing but stored variant names is ever read.
        for path in [
            "/media/..%2F..%2Fetc%2Fpasswd",
            "/media/abc.webp",
            "/media/0123456789abcdef0123456789abcdef-640.webp",
        ] {
            let a = t.get(path).await;
            assert_eq!(a.status, StatusCode::NOT_FOUND, "{l}: {path}");
        }
    }
}
