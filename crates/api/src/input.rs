//! What every request's input must be before a handler sees it: JSON bodies that read as our
//! error shape when they are wrong, and no control characters in any text, query or path.

use axum::extract::{FromRequest, Request};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde_json::Value;
use tokri_domain::validate::has_control_chars;

use crate::error::ApiError;

/// JSON fields that hold long, multi-line text (line breaks and tabs allowed); `pincodes` is
/// a pasted list of PIN codes, one a line.
const MULTI_LINE_FIELDS: [&str; 5] = [
    "description",
    "message",
    "giftMessage",
    "content",
    "pincodes",
];

/// A JSON body whose problems answer our JSON error shape, and whose texts hold no control
/// characters (400 naming the field).
#[derive(Debug)]
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let axum::Json(value) = axum::Json::<Value>::from_request(req, state).await?;
        if let Some(field) = field_with_control_chars(&value, "") {
            return Err(control_chars_error(&field));
        }
        serde_path_to_error::deserialize(value)
            .map(ApiJson)
            .map_err(|e| {
                ApiError::bad_request(format!(
                    "The request body has a wrong field: {}: {}",
                    e.path(),
                    e.inner()
                ))
            })
    }
}

fn control_chars_error(field: &str) -> ApiError {
    ApiError::bad_request(format!("The field {field} contains control characters.")).with_field(
        field,
        "Remove control characters (such as line breaks, NUL or text-direction marks) from this field.",
    )
}

/// The path (`address.name`, `images[1]`) of the first text in `value` that holds control
/// characters, if any. Object keys are texts too.
fn field_with_control_chars(value: &Value, path: &str) -> Option<String> {
    match value {
        Value::String(s) => {
            let last = path.rsplit('.').next().unwrap_or(path);
            has_control_chars(s, MULTI_LINE_FIELDS.contains(&last)).then(|| path.to_string())
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| field_with_control_chars(v, &format!("{path}[{i}]"))),
        Value::Object(map) => map.iter().find_map(|(k, v)| {
            let here = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            if has_control_chars(k, false) {
                return Some(here);
            }
            field_with_control_chars(v, &here)
        }),
        _ => None,
    }
}

/// Refuses (400) a request whose path or query string decodes to text with control
/// characters, before any handler or database sees it.
pub async fn refuse_control_chars(req: Request, next: Next) -> Response {
    let uri = req.uri();
    let path_bad = percent_decode(uri.path()).is_none_or(|p| has_control_chars(&p, false));
    if path_bad {
        return ApiError::bad_request("The request path contains control characters.")
            .into_response();
    }
    if let Some(query) = uri.query() {
        match serde_urlencoded::from_str::<Vec<(String, String)>>(query) {
            Ok(pairs) => {
                if let Some((k, _)) = pairs
                    .iter()
                    .find(|(k, v)| has_control_chars(k, false) || has_control_chars(v, false))
                {
                    return control_chars_error(k).into_response();
                }
            }
            Err(_) => {
                return ApiError::bad_request("The query string could not be read.")
                    .into_response();
            }
        }
    }
    next.run(req).await
}

/// `%XX`-decodes a path; None when the bytes are not UTF-8.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(h), Some(l)) = (
                bytes.get(i + 1).and_then(|b| hex(*b)),
                bytes.get(i + 2).and_then(|b| hex(*b)),
            )
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_first_text_with_control_characters_is_named_by_its_path() {
        let body = json!({"name": "ok", "address": {"street": "a", "name": "Ravi\r\nBcc: x"}});
        assert_eq!(
            field_with_control_chars(&body, "").as_deref(),
            Some("address.name")
        );
        let body = json!({"images": ["a.png", "b\u{0}.png"]});
        assert_eq!(
            field_with_control_chars(&body, "").as_deref(),
            Some("images[1]")
        );
    }

    #[test]
    fn descriptions_may_hold_line_breaks_but_not_nul() {
        assert_eq!(
            field_with_control_chars(&json!({"description": "one\ntwo\tthree"}), ""),
            None
        );
        assert!(field_with_control_chars(&json!({"description": "x\u{0}"}), "").is_some());
    }

    #[test]
    fn paths_decode_percent_escapes() {
        assert_eq!(percent_decode("/a%20b%00").as_deref(), Some("/a b\0"));
        assert_eq!(percent_decode("/%zz%4").as_deref(), Some("/%zz%4"));
        assert_eq!(percent_decode("/%ff"), None);
    }
}
