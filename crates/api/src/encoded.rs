//! Answers encoded once (JSON, and the storefront's pages): serialised, compressed with brotli and gzip, fingerprinted with
//! an ETag, and then served in the encoding each client accepts (or 304).

use std::io::Write;

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Serialize;

/// Bodies smaller than this are sent as they are.
const COMPRESS_FROM: usize = 1024;
/// Bodies larger than this are compressed faster.
const BIG: usize = 256 * 1024;

/// One answer in three encodings.
#[derive(Debug)]
pub struct Encoded {
    identity: Bytes,
    gzip: Bytes,
    br: Bytes,
    etag: HeaderValue,
    content_type: HeaderValue,
}

impl Encoded {
    /// Serialises and compresses a value.
    pub fn new<T: Serialize>(value: &T) -> Self {
        let identity = serde_json::to_vec(value).expect("answer JSON serialises");
        Self::of(identity, HeaderValue::from_static("application/json"))
    }

    /// An HTML page.
    pub fn html(page: String) -> Self {
        Self::of(
            page.into_bytes(),
            HeaderValue::from_static("text/html; charset=utf-8"),
        )
    }

    fn of(identity: Vec<u8>, content_type: HeaderValue) -> Self {
        let identity = kept(identity);
        let etag =
            HeaderValue::from_str(&format!("\"{:016x}\"", fxhash(&identity))).expect("ascii etag");
        if identity.len() < COMPRESS_FROM {
            // Compressing a few hundred bytes saves nothing on the wire and costs a rebuild time.
            return Encoded {
                gzip: Bytes::new(),
                br: Bytes::new(),
                identity,
                etag,
                content_type,
            };
        }
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
        gz.write_all(&identity).expect("in-memory gzip");
        let gzip = kept(gz.finish().expect("in-memory gzip"));
        let mut br = Vec::new();
        {
            let (quality, window) = brotli_settings(identity.len());
            let mut w = brotli::CompressorWriter::new(&mut br, 4096, quality, window);
            w.write_all(&identity).expect("in-memory brotli");
        }
        Encoded {
            identity,
            gzip,
            br: kept(br),
            etag,
            content_type,
        }
    }

    /// The answer for a request with these headers: 304 on a matching ETag, else the best
    /// encoding the client accepts.
    pub fn respond(&self, req: &HeaderMap) -> Response {
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_TYPE, self.content_type.clone());
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        headers.insert(header::ETAG, self.etag.clone());
        if req
            .get(header::IF_NONE_MATCH)
            .is_some_and(|v| v == self.etag)
        {
            return (StatusCode::NOT_MODIFIED, headers).into_response();
        }
        let (enc, body) = match accepted(req) {
            (true, _) if !self.br.is_empty() => (Some("br"), self.br.clone()),
            (_, true) if !self.gzip.is_empty() => (Some("gzip"), self.gzip.clone()),
            _ => (None, self.identity.clone()),
        };
        if let Some(enc) = enc {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(enc));
        }
        (headers, body).into_response()
    }
}

/// A body to keep: without the spare room its buffer grew with (a serialised list of 4.6 MB sat
/// in 8 MB), which `Bytes` would keep as long as the answer.
fn kept(mut body: Vec<u8>) -> Bytes {
    body.shrink_to_fit();
    Bytes::from(body)
}

/// Brotli's quality and window (log2 of its bytes) for a body of `len` bytes. Quality 9 for the
/// usual answers, in a window of at most 64 KB: with a larger window quality 9 takes brotli's
/// H9 match finder, which allocates (and zeroes) 32 MB for every body however small, so each
/// product page made on request cost 32 MB for a moment and the catalogue's build several at
/// once. Up to 64 KB the window still holds the whole body; beyond, JSON repeats itself within
/// far less. A list of thousands of products (megabytes) at quality 5 in a 4 MB window, which
/// takes a tenth of quality 9's time for a few percent more bytes, and a 1 MB match finder.
fn brotli_settings(len: usize) -> (u32, u32) {
    if len > BIG { (5, 22) } else { (9, 16) }
}

/// Whether the client accepts (brotli, gzip).
pub fn accepted(req: &HeaderMap) -> (bool, bool) {
    let mut br = false;
    let mut gzip = false;
    for v in req.get_all(header::ACCEPT_ENCODING) {
        let Ok(s) = v.to_str() else { continue };
        for part in s.split(',') {
            let mut it = part.split(';');
            let name = it.next().unwrap_or("").trim();
            let refused = it.any(|p| {
                let p = p.trim().replace(' ', "");
                p == "q=0" || p == "q=0.0" || p == "q=0.00" || p == "q=0.000"
            });
            if refused {
                continue;
            }
            match name {
                "br" => br = true,
                "gzip" => gzip = true,
                _ => {}
            }
        }
    }
    (br, gzip)
}

fn fxhash(bytes: &[u8]) -> u64 {
    // FNV-1a: a stable fingerprint for ETags, not a security boundary.
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(v: &str) -> HeaderMap {
        let mut m = HeaderMap::new();
        m.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(v).unwrap());
        m
    }

    fn unbrotli(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        brotli::BrotliDecompress(&mut std::io::Cursor::new(bytes), &mut out).unwrap();
        out
    }

    #[test]
    fn every_size_of_answer_decodes_to_itself_and_compresses() {
        for len in [2_000, 60_000, 200_000, 1_500_000] {
            let items: Vec<String> = (0..len / 40)
                .map(|i| format!("product {i} in category {}", i % 7))
                .collect();
            let e = Encoded::new(&items);
            assert_eq!(unbrotli(&e.br), e.identity, "{len}");
            assert!(e.br.len() * 4 < e.identity.len(), "{len}: {}", e.br.len());
            let mut gz = Vec::new();
            std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&e.gzip[..]), &mut gz)
                .unwrap();
            assert_eq!(gz, e.identity, "{len}");
        }
    }

    #[test]
    fn accept_encoding_is_understood() {
        assert_eq!(accepted(&h("gzip, deflate, br, zstd")), (true, true));
        assert_eq!(accepted(&h("gzip")), (false, true));
        assert_eq!(accepted(&h("br;q=0, gzip;q=0.5")), (false, true));
        assert_eq!(accepted(&HeaderMap::new()), (false, false));
    }
}
