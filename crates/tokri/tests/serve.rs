//! The binary: `serve` keeps its data folder private, and refuses the sandbox on a shop that
//! looks real.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// `tokri serve` with only these settings (nothing from the caller's environment or a `.env`).
fn serve(data: &Path, env: &[(&str, &str)]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tokri"));
    cmd.arg("serve")
        .env_clear()
        .current_dir(data.parent().unwrap())
        .env("TOKRI_ADDR", "127.0.0.1:0")
        .env("TOKRI_DATA_DIR", data)
        .env("TOKRI_DEMO", "0")
        .env("TOKRI_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd
}

/// Waits for "Tokri is running at http://ADDR" and answers ADDR.
fn wait_until_serving(child: &mut Child) -> String {
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let line = lines
        .next()
        .expect("a line on stdout")
        .expect("readable stdout");
    line.strip_prefix("Tokri is running at http://")
        .unwrap_or_else(|| panic!("unexpected first line: {line}"))
        .trim()
        .to_string()
}

/// One HTTP/1.1 GET; answers the status line's code, the headers and the body.
fn get(addr: &str, path: &str) -> (u16, String, Vec<u8>) {
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    s.read_to_end(&mut answer).unwrap();
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers end");
    let head = String::from_utf8_lossy(&answer[..split]).to_string();
    let code = head.split(' ').nth(1).unwrap().parse().unwrap();
    (code, head, answer[split + 4..].to_vec())
}

/// One HTTP/1.1 request; answers the status code.
fn post_json(addr: &str, path: &str, body: &str) -> u16 {
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("not HTTP: {answer}"))
}

/// Stops the child the way a service manager does (SIGTERM) and waits for it.
fn stop(mut child: Child) {
    let killed = Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert!(status.success(), "stopped cleanly: {status}");
}

#[cfg(unix)]
fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .permissions()
        .mode()
        & 0o777
}

#[cfg(unix)]
#[test]
fn the_data_folder_database_secret_and_outbox_are_private() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let mut child = serve(&data, &[]).spawn().unwrap();
    let addr = wait_until_serving(&mut child);
    // A sign-up queues a welcome mail; the stop sends what is queued.
    let status = post_json(
        &addr,
        "/api/auth/signup",
        r#"{"name":"Asha Patil","email":"asha@example.in","password":"secret1"}"#,
    );
    assert_eq!(status, 201);
    // While serving, SQLite's write-ahead log and shared-memory files exist.
    for name in ["tokri.db", "tokri.db-wal", "tokri.db-shm"] {
        let p = data.join(name);
        if p.exists() {
            assert_eq!(mode(&p), 0o600, "{name}");
        }
    }
    stop(child);

    assert_eq!(mode(&data), 0o700, "data folder");
    assert_eq!(mode(&data.join("tokri.db")), 0o600, "database");
    assert_eq!(mode(&data.join("jwt-secret")), 0o600, "token signing key");
    let outbox = data.join("outbox");
    assert_eq!(mode(&outbox), 0o700, "outbox folder");
    let mails: Vec<_> = std::fs::read_dir(&outbox)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(mails.len(), 1, "the welcome mail: {mails:?}");
    assert_eq!(mode(&mails[0]), 0o600, "a mail");
    for name in ["tokri.db-wal", "tokri.db-shm"] {
        let p = data.join(name);
        if p.exists() {
            assert_eq!(mode(&p), 0o600, "{name}");
        }
    }
}

#[test]
fn serve_refuses_the_sandbox_behind_an_https_public_url_unless_told_it_is_on_purpose() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let out = serve(&data, &[("TOKRI_PUBLIC_URL", "https://shop.example.in")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("TOKRI_SANDBOX_IN_PRODUCTION=1") && err.contains("TOKRI_PAYMENT_PROVIDER"),
        "{err}"
    );
    assert!(
        !data.exists(),
        "refused before touching anything: {}",
        data.display()
    );

    let mut child = serve(
        &data,
        &[
            ("TOKRI_PUBLIC_URL", "https://shop.example.in"),
            ("TOKRI_SANDBOX_IN_PRODUCTION", "1"),
        ],
    )
    .spawn()
    .unwrap();
    wait_until_serving(&mut child);
    stop(child);

    // An http address (development) needs no permission.
    let mut child = serve(&data, &[("TOKRI_PUBLIC_URL", "http://127.0.0.1:8080")])
        .spawn()
        .unwrap();
    wait_until_serving(&mut child);
    stop(child);
}

#[test]
fn a_fresh_demo_shop_answers_at_once_and_serves_its_pictures_from_media_soon_after() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let mut child = serve(&data, &[("TOKRI_DEMO", "1"), ("TOKRI_LOG", "info")])
        .spawn()
        .unwrap();
    let addr = wait_until_serving(&mut child);
    // Answers at once, with the drawings as pictures while they are converted.
    let (code, _, _) = get(&addr, "/api/products");
    assert_eq!(code, 200);

    let deadline = std::time::Instant::now() + Duration::from_secs(90);
    let (products, categories) = loop {
        let products: serde_json::Value =
            serde_json::from_slice(&get(&addr, "/api/products").2).unwrap();
        let categories: serde_json::Value =
            serde_json::from_slice(&get(&addr, "/api/categories").2).unwrap();
        let pictures: Vec<String> = products
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|p| p["image"].as_str())
            .chain(
                categories
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(|c| c["image"].as_str()),
            )
            .map(str::to_string)
            .collect();
        if pictures.iter().all(|p| p.starts_with("/media/")) {
            break (products, categories);
        }
        assert!(
            std::time::Instant::now() < deadline,
            "still not from media after 90 s: {pictures:?}"
        );
        std::thread::sleep(Duration::from_millis(250));
    };
    assert!(products.as_array().unwrap().len() >= 36);
    assert_eq!(categories.as_array().unwrap().len(), 6);

    let picture = products[0]["image"].as_str().unwrap();
    let (code, head, body) = get(&addr, picture);
    assert_eq!(code, 200, "{picture}");
    let head = head.to_ascii_lowercase();
    assert!(head.contains("content-type: image/webp"), "{head}");
    assert!(head.contains("immutable"), "{head}");
    assert_eq!(&body[..4], b"RIFF");
    assert_eq!(&body[8..12], b"WEBP");
    // The smaller copies exist for srcset.
    for width in ["320", "640"] {
        let smaller = picture.replace("-1280.webp", &format!("-{width}.webp"));
        assert_eq!(get(&addr, &smaller).0, 200, "{smaller}");
    }
    stop(child);
}
