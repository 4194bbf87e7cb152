//! CSV for spreadsheets (issue 24): RFC 4180 quoting, CRLF line ends, and text that a
//! spreadsheet would run as a formula (`=`, `+`, `@`, a tab, or `-` before something that is not
//! a number) kept as text with a leading apostrophe (OWASP's advice on CSV injection).

/// One cell as a spreadsheet should read it.
pub fn cell(s: &str) -> String {
    let risky = match s.as_bytes().first() {
        Some(b'=' | b'+' | b'@' | b'\t' | b'\r') => true,
        Some(b'-') => s[1..].parse::<f64>().is_err(),
        _ => false,
    };
    let s = if risky {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// One line: the cells joined by commas, ended by CRLF.
pub fn line<S: AsRef<str>>(cells: &[S]) -> String {
    let mut out = cells
        .iter()
        .map(|c| cell(c.as_ref()))
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_kept_as_text() {
        let cases = [
            ("plain", "plain"),
            ("", ""),
            ("Pune, MH", "\"Pune, MH\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("two\nlines", "\"two\nlines\""),
            ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
            ("+91 98220", "'+91 98220"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("-5.50", "-5.50"),
            ("-cmd", "'-cmd"),
            ("1220.00", "1220.00"),
            ("TK/26-27/000001", "TK/26-27/000001"),
        ];
        for (input, want) in cases {
            assert_eq!(cell(input), want, "{input:?}");
        }
        assert_eq!(line(&["a", "b,c", "3"]), "a,\"b,c\",3\r\n");
    }
}
