//! Turning an uploaded picture into the shop's variants: check the bytes, decode, turn it
//! upright, drop every byte of metadata (only pixels are re-encoded), resize to a few widths and
//! encode each as WebP. Pure and synchronous; the caller runs it on the blocking pool.

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, imageops::FilterType};
use sha2::{Digest, Sha256};

/// Largest upload accepted, in bytes.
pub const MAX_UPLOAD_BYTES: usize = 10 * 1024 * 1024;
/// The widths every picture is stored at; the storefront picks one with `srcset`.
pub const WIDTHS: [u32; 3] = [320, 640, 1280];
/// Largest picture decoded, in pixels per side and in total, checked from the file's header
/// before anything is decoded: a 1 MB PNG can claim 12,000 × 12,000 pixels (over a gigabyte
/// once decoded and resized). 50 megapixels takes a 48 MP phone photo.
const MAX_SIDE: u32 = 12_000;
/// See [`MAX_SIDE`].
pub const MAX_PIXELS: u64 = 50_000_000;
/// What the decoder may allocate: the largest picture as 8-bit RGBA.
const MAX_DECODE_BYTES: u64 = MAX_PIXELS * 4;
/// WebP quality (0–100): visually clean for fruit photos at a fraction of the JPEG size.
const WEBP_QUALITY: f32 = 80.0;
/// JPEG quality of the copies made for link previews.
const JPEG_QUALITY: u8 = 82;

/// Why a picture was refused; the text is shown to the shop owner.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    /// Empty body.
    #[error("Choose a picture to upload.")]
    Empty,
    /// Over [`MAX_UPLOAD_BYTES`].
    #[error("The picture is larger than 10 MB. Please choose a smaller one.")]
    TooLarge,
    /// HEIC/HEIF: recognised, but no maintained pure-Rust decoder exists.
    #[error(
        "HEIC pictures cannot be read yet. Please save it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible) and upload again."
    )]
    Heic,
    /// Anything else that is not JPEG, PNG or WebP.
    #[error("This file is not a picture we can use. Upload a JPEG, PNG or WebP image.")]
    NotAPicture,
    /// The header says JPEG/PNG/WebP but the picture cannot be decoded.
    #[error("This picture is damaged and cannot be read. Please choose another file.")]
    Damaged,
    /// Too many pixels.
    #[error(
        "This picture is too large (at most 12,000 pixels per side and 50 megapixels). Please save it smaller and upload again."
    )]
    TooManyPixels,
}

/// One stored variant of a picture.
#[derive(Debug, Clone)]
pub struct Variant {
    /// File name: `{key}-{width}.webp`.
    pub name: String,
    /// Width the variant is named for (the picture itself is never enlarged).
    pub width: u32,
    /// WebP bytes.
    pub bytes: Vec<u8>,
}

/// A processed picture.
#[derive(Debug, Clone)]
pub struct Processed {
    /// Content key: the same upload always gets the same names.
    pub key: String,
    /// Width and height of the largest variant.
    pub width: u32,
    /// Height of the largest variant.
    pub height: u32,
    /// The variants, smallest first.
    pub variants: Vec<Variant>,
}

/// The file name of a variant.
pub fn variant_name(key: &str, width: u32) -> String {
    format!("{key}-{width}.webp")
}

/// The JPEG copy of a variant (`{key}-{width}.jpg`), made when first asked for: link
/// previews of crawlers that do not read WebP.
pub fn jpeg_name(webp_name: &str) -> Option<String> {
    is_variant_name(webp_name).then(|| webp_name.replace(".webp", ".jpg"))
}

/// The WebP variant a JPEG copy is made from.
pub fn webp_of_jpeg(name: &str) -> Option<String> {
    let webp = format!("{}.webp", name.strip_suffix(".jpg")?);
    is_variant_name(&webp).then_some(webp)
}

/// A WebP variant as a JPEG (white under transparent parts).
pub fn to_jpeg(webp: &[u8]) -> Result<Vec<u8>, PictureError> {
    let picture = image::load_from_memory_with_format(webp, ImageFormat::WebP)
        .map_err(|_| PictureError::Damaged)?;
    let rgba = picture.to_rgba8();
    let mut rgb = image::RgbImage::new(rgba.width(), rgba.height());
    for (out, px) in rgb.pixels_mut().zip(rgba.pixels()) {
        let a = u16::from(px[3]);
        let mix = |c: u8| ((u16::from(c) * a + 255 * (255 - a)) / 255) as u8;
        *out = image::Rgb([mix(px[0]), mix(px[1]), mix(px[2])]);
    }
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|_| PictureError::Damaged)?;
    Ok(out)
}

/// Whether `name` is one the media store could have written (`{32 hex}-{width}.webp`).
pub fn is_variant_name(name: &str) -> bool {
    let Some(stem) = name.strip_suffix(".webp") else {
        return false;
    };
    let Some((key, width)) = stem.split_once('-') else {
        return false;
    };
    key.len() == 32
        && key
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && WIDTHS.iter().any(|w| w.to_string() == width)
}

fn is_heif(bytes: &[u8]) -> bool {
    bytes.len() >= 12
        && &bytes[4..8] == b"ftyp"
        && matches!(
            &bytes[8..12],
            b"heic" | b"heix" | b"hevc" | b"hevx" | b"heim" | b"heis" | b"mif1" | b"msf1" | b"avif"
        )
}

/// Checks an upload from its header alone (size, kind and pixel count), without decoding it;
/// answers its pixel count. [`process`] checks the same again.
pub fn inspect(bytes: &[u8]) -> Result<u64, PictureError> {
    let format = sniff(bytes)?;
    let reader = ImageReader::with_format(Cursor::new(bytes), format);
    let (w, h) = reader.into_dimensions().map_err(decode_error)?;
    pixels(w, h)
}

fn pixels(w: u32, h: u32) -> Result<u64, PictureError> {
    let n = u64::from(w) * u64::from(h);
    if w > MAX_SIDE || h > MAX_SIDE || n > MAX_PIXELS {
        return Err(PictureError::TooManyPixels);
    }
    Ok(n)
}

/// The format of an upload we accept, from its first bytes.
fn sniff(bytes: &[u8]) -> Result<ImageFormat, PictureError> {
    if bytes.is_empty() {
        return Err(PictureError::Empty);
    }
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(PictureError::TooLarge);
    }
    if is_heif(bytes) {
        return Err(PictureError::Heic);
    }
    match image::guess_format(bytes) {
        Ok(f @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) => Ok(f),
        _ => Err(PictureError::NotAPicture),
    }
}

/// Whether a JPEG's segments run on to its end marker. The decoder fills the missing part of
/// a file cut short with grey instead of failing, so an upload cut off in transit would be
/// stored as a broken picture.
fn jpeg_is_complete(b: &[u8]) -> bool {
    let mut i = 2; // after SOI
    loop {
        // A marker: 0xFF (fill bytes may repeat it) and its code.
        if b.get(i) != Some(&0xFF) {
            return false;
        }
        while b.get(i) == Some(&0xFF) {
            i += 1;
        }
        let Some(&code) = b.get(i) else {
            return false;
        };
        i += 1;
        match code {
            0xD9 => return true,
            0xD0..=0xD7 | 0x01 => continue,
            _ => {}
        }
        let Some(len) = b
            .get(i..i + 2)
            .map(|l| usize::from(u16::from_be_bytes([l[0], l[1]])))
        else {
            return false;
        };
        i += len;
        if code == 0xDA {
            // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a
            // restart marker.
            loop {
                let Some(at) = b.get(i..).and_then(|r| r.iter().position(|&x| x == 0xFF)) else {
                    return false;
                };
                i += at;
                match b.get(i + 1) {
                    None => return false,
                    Some(0x00 | 0xD0..=0xD7) => i += 2,
                    Some(_) => break,
                }
            }
        }
    }
}

/// Whether the file runs to its end: decoders fill a picture cut short with grey, or stop at
/// the last pixel they need, instead of failing, so a file cut off in transit would be stored.
fn is_complete(format: ImageFormat, bytes: &[u8]) -> bool {
    match format {
        ImageFormat::Jpeg => jpeg_is_complete(bytes),
        // The end chunk with its fixed checksum.
        ImageFormat::Png => bytes.windows(8).any(|w| w == b"IEND\xAE\x42\x60\x82"),
        // The RIFF header says how long the file is.
        ImageFormat::WebP => bytes
            .get(4..8)
            .map(|n| u32::from_le_bytes([n[0], n[1], n[2], n[3]]) as usize)
            .is_some_and(|size| size.saturating_add(8) <= bytes.len()),
        _ => true,
    }
}

/// Checks, decodes and re-encodes an upload into [`WIDTHS`] WebP variants.
pub fn process(bytes: &[u8]) -> Result<Processed, PictureError> {
    let format = sniff(bytes)?;

    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(decode_error)?;
    let (w, h) = decoder.dimensions();
    pixels(w, h)?;
    if !is_complete(format, bytes) {
        return Err(PictureError::Damaged);
    }
    let orientation = decoder.orientation().ok();
    let mut picture = DynamicImage::from_decoder(decoder).map_err(decode_error)?;
    if let Some(o) = orientation {
        picture.apply_orientation(o);
    }
    let key = {
        let digest = Sha256::digest(bytes);
        hex::encode(&digest[..16])
    };
    // Largest first, each smaller one from the previous: faster than resizing the original
    // three times, and as sharp.
    let mut variants = Vec::with_capacity(WIDTHS.len());
    let mut current = picture;
    let (mut width, mut height) = (0, 0);
    for &w in WIDTHS.iter().rev() {
        let resized = current.width() > w;
        if resized {
            let h = ((current.height() as u64 * w as u64) / current.width() as u64).max(1) as u32;
            current = current.resize_exact(w, h, FilterType::CatmullRom);
        }
        if width == 0 {
            (width, height) = (current.width(), current.height());
        }
        // A picture smaller than this width is the same as the previous variant: encode once.
        let bytes = match variants.last() {
            Some(Variant { bytes, .. }) if !resized => Vec::clone(bytes),
            _ => encode_webp(&current),
        };
        variants.push(Variant {
            name: variant_name(&key, w),
            width: w,
            bytes,
        });
    }
    variants.reverse();
    Ok(Processed {
        key,
        width,
        height,
        variants,
    })
}

fn decode_error(e: image::ImageError) -> PictureError {
    match e {
        image::ImageError::Limits(_) => PictureError::TooManyPixels,
        _ => PictureError::Damaged,
    }
}

fn encode_webp(picture: &DynamicImage) -> Vec<u8> {
    let (w, h) = (picture.width(), picture.height());
    let encoded = if picture.color().has_alpha() {
        let rgba = picture.to_rgba8();
        webp::Encoder::from_rgba(rgba.as_raw(), w, h).encode(WEBP_QUALITY)
    } else {
        let rgb = picture.to_rgb8();
        webp::Encoder::from_rgb(rgb.as_raw(), w, h).encode(WEBP_QUALITY)
    };
    encoded.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageEncoder, Rgb, RgbImage};

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = RgbImage::from_fn(w, h, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
            .write_image(img.as_raw(), w, h, image::ExtendedColorType::Rgb8)
            .unwrap();
        out
    }

    /// A JPEG with an EXIF segment carrying a camera owner's name, as phones write them.
    fn jpeg_with_exif(w: u32, h: u32) -> Vec<u8> {
        let plain = jpeg(w, h);
        let payload = b"Exif\0\0MM\0*\0\0\0\x08\0\0SECRET-GPS-Ravi-Kumar-18.5204N-73.8567E";
        let mut out = plain[..2].to_vec();
        out.extend_from_slice(&[0xFF, 0xE1]);
        out.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(payload);
        out.extend_from_slice(&plain[2..]);
        out
    }

    #[test]
    fn a_variant_has_a_jpeg_copy_for_link_previews() {
        let p = process(&jpeg(1600, 1200)).unwrap();
        let largest = p.variants.last().unwrap();
        let name = jpeg_name(&largest.name).unwrap();
        assert_eq!(name, format!("{}-1280.jpg", p.key));
        assert_eq!(webp_of_jpeg(&name), Some(largest.name.clone()));
        assert_eq!(jpeg_name("nope.webp"), None);
        assert_eq!(
            webp_of_jpeg("0123456789abcdef0123456789abcdef-641.jpg"),
            None
        );
        let copy = to_jpeg(&largest.bytes).unwrap();
        let back = image::load_from_memory_with_format(&copy, ImageFormat::Jpeg).unwrap();
        assert_eq!((back.width(), back.height()), (1280, 960));
        assert_eq!(to_jpeg(b"not a picture"), Err(PictureError::Damaged));
    }

    #[test]
    fn a_photo_becomes_three_webp_widths_without_metadata() {
        let upload = jpeg_with_exif(2000, 1500);
        assert!(upload.windows(10).any(|w| w == b"SECRET-GPS"));
        let p = process(&upload).unwrap();
        assert_eq!((p.width, p.height), (1280, 960));
        let names: Vec<_> = p.variants.iter().map(|v| v.name.clone()).collect();
        assert_eq!(
            names,
            WIDTHS.map(|w| format!("{}-{w}.webp", p.key)).to_vec()
        );
        for v in &p.variants {
            assert_eq!(image::guess_format(&v.bytes).unwrap(), ImageFormat::WebP);
            let decoded = image::load_from_memory(&v.bytes).unwrap();
            assert_eq!(decoded.width(), v.width);
            assert!(!v.bytes.windows(10).any(|w| w == b"SECRET-GPS"));
            assert!(!v.bytes.windows(4).any(|w| w == b"EXIF" || w == b"Exif"));
        }
        assert_eq!(
            process(&upload).unwrap().key,
            p.key,
            "same upload, same names"
        );
    }

    #[test]
    fn small_pictures_are_never_enlarged() {
        let p = process(&jpeg(500, 400)).unwrap();
        assert_eq!((p.width, p.height), (500, 400));
        let widths: Vec<u32> = p
            .variants
            .iter()
            .map(|v| image::load_from_memory(&v.bytes).unwrap().width())
            .collect();
        assert_eq!(widths, vec![320, 500, 500]);
    }

    #[test]
    fn png_with_transparency_keeps_it() {
        let img =
            image::RgbaImage::from_fn(64, 64, |x, _| image::Rgba([200, 30, 30, (x * 4) as u8]));
        let mut png = Vec::new();
        image::codecs::png::PngEncoder::new(&mut png)
            .write_image(img.as_raw(), 64, 64, image::ExtendedColorType::Rgba8)
            .unwrap();
        let p = process(&png).unwrap();
        let back = image::load_from_memory(&p.variants[0].bytes).unwrap();
        assert!(back.color().has_alpha());
    }

    #[test]
    fn every_kind_of_picture_cut_short_is_refused_as_damaged() {
        let img =
            image::RgbImage::from_fn(300, 200, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        let mut png = Vec::new();
        image::codecs::png::PngEncoder::new(&mut png)
            .write_image(img.as_raw(), 300, 200, image::ExtendedColorType::Rgb8)
            .unwrap();
        let webp = webp::Encoder::from_rgb(img.as_raw(), 300, 200)
            .encode(80.0)
            .to_vec();
        for (kind, whole) in [("jpeg", jpeg(300, 200)), ("png", png), ("webp", webp)] {
            assert!(process(&whole).is_ok(), "{kind}");
            for keep in [whole.len() / 3, whole.len() * 2 / 3, whole.len() - 1] {
                assert_eq!(
                    process(&whole[..keep]).err(),
                    Some(PictureError::Damaged),
                    "{kind} cut to {keep} of {} bytes",
                    whole.len()
                );
            }
        }
    }

    #[test]
    fn anything_else_is_refused_with_a_reason() {
        assert_eq!(process(b"").unwrap_err(), PictureError::Empty);
        assert_eq!(
            process(b"<svg xmlns='http://www.w3.org/2000/svg'/>").unwrap_err(),
            PictureError::NotAPicture
        );
        assert_eq!(
            process(b"%PDF-1.7 ...").unwrap_err(),
            PictureError::NotAPicture
        );
        let mut heic = vec![0, 0, 0, 24];
        heic.extend_from_slice(b"ftypheic\0\0\0\0mif1heic");
        assert_eq!(process(&heic).unwrap_err(), PictureError::Heic);
        let mut truncated = jpeg(300, 300);
        truncated.truncate(200);
        assert_eq!(process(&truncated).unwrap_err(), PictureError::Damaged);
        // Cut anywhere after its headers, a JPEG would decode with a grey part: refused too,
        // also when it carries an EXIF segment (with a thumbnail's own end marker in it).
        for whole in [jpeg(600, 400), jpeg_with_exif(600, 400)] {
            assert!(process(&whole).is_ok());
            for part in [3, 2] {
                let cut = &whole[..whole.len() * (part - 1) / part];
                assert_eq!(
                    process(cut).unwrap_err(),
                    PictureError::Damaged,
                    "1/{part} cut"
                );
            }
            assert_eq!(
                process(&whole[..whole.len() - 2]).unwrap_err(),
                PictureError::Damaged
            );
        }
        assert_eq!(
            process(&vec![0xFF; MAX_UPLOAD_BYTES + 1]).unwrap_err(),
            PictureError::TooLarge
        );
    }

    /// A PNG that claims `w` × `h` pixels: signature, header and a first data chunk, as a
    /// compressed bomb starts (its pixels never come).
    pub(crate) fn png_claiming(w: u32, h: u32) -> Vec<u8> {
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

    #[test]
    fn picture_bombs_are_refused_from_the_header_before_any_decoding() {
        for (w, h) in [(12_000, 12_000), (8_000, 7_000), (12_001, 10), (10, 40_000)] {
            let bomb = png_claiming(w, h);
            assert_eq!(
                inspect(&bomb).unwrap_err(),
                PictureError::TooManyPixels,
                "{w}x{h}"
            );
            assert_eq!(
                process(&bomb).unwrap_err(),
                PictureError::TooManyPixels,
                "{w}x{h}"
            );
        }
        // A 48 MP phone photo's size passes the header check (its pixels are what's missing).
        assert_eq!(inspect(&png_claiming(8_064, 6_048)), Ok(8_064 * 6_048));
        assert_eq!(inspect(&jpeg(300, 200)), Ok(60_000));
    }

    #[test]
    fn variant_names_are_checked() {
        assert!(is_variant_name("0123456789abcdef0123456789abcdef-640.webp"));
        assert!(!is_variant_name(
            "0123456789abcdef0123456789abcdef-641.webp"
        ));
        assert!(!is_variant_name("../../etc/passwd"));
        assert!(!is_variant_name(
            "0123456789ABCDEF0123456789abcdef-640.webp"
        ));
        assert!(!is_variant_name("0123456789abcdef0123456789abcdef-640.png"));
    }
}
