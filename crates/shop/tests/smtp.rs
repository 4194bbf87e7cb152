//! The shop's SMTP connections against a stand-in mail server on 127.0.0.1: one connection for
//! message after message, a new one when the server closed the old, STARTTLS and `smtps://`
//! with sign-in, and a certificate nobody vouches for refused.

use std::path::Path;
use std::sync::{Arc, Mutex};

use base64::Engine;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

use tokri_shop::mail::{Mail, Mailer};

/// What the stand-in saw.
#[derive(Debug, Default)]
struct Seen {
    connections: usize,
    /// Subjects of the messages accepted, in order.
    subjects: Vec<String>,
    /// `user:password` of each sign-in.
    sign_ins: Vec<String>,
    /// Whether each accepted message came over TLS.
    encrypted: Vec<bool>,
}

/// How the stand-in behaves.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Plain,
    /// Offers STARTTLS and sign-in (only once encrypted).
    StartTls,
    /// TLS from the first byte, sign-in offered.
    Implicit,
}

struct StandIn {
    port: u16,
    seen: Arc<Mutex<Seen>>,
}

impl StandIn {
    /// A mailer sending here without TLS.
    fn plain_mailer(&self) -> Mailer {
        Mailer::smtp(
            &format!("smtp://127.0.0.1:{}", self.port),
            "shop@tokri.test",
        )
        .unwrap()
    }
}

/// Serves SMTP until the client leaves, or, with `close_after`, closes each connection after
/// that many messages (as a server does to idle or busy clients).
async fn stand_in(mode: Mode, tls: Option<TlsAcceptor>, close_after: Option<usize>) -> StandIn {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Seen::default()));
    let shared = seen.clone();
    tokio::spawn(async move {
        loop {
            let (socket, _) = listener.accept().await.unwrap();
            shared.lock().unwrap().connections += 1;
            let seen = shared.clone();
            let tls = tls.clone();
            tokio::spawn(async move {
                if mode == Mode::Implicit {
                    let stream = tls.unwrap().accept(socket).await.unwrap();
                    serve(stream, mode, true, true, &seen, close_after).await;
                    return;
                }
                let upgrade = serve(socket, mode, false, true, &seen, close_after).await;
                if let Some(socket) = upgrade {
                    let stream = tls.unwrap().accept(socket).await.unwrap();
                    serve(stream, mode, true, false, &seen, close_after).await;
                }
            });
        }
    });
    StandIn { port, seen }
}

/// One SMTP session on `stream`; hands the stream back when the client asked for STARTTLS.
async fn serve<S: AsyncRead + AsyncWrite + Unpin>(
    stream: S,
    mode: Mode,
    encrypted: bool,
    greet: bool,
    seen: &Mutex<Seen>,
    close_after: Option<usize>,
) -> Option<S> {
    let mut stream = BufReader::new(stream);
    if greet {
        stream.write_all(b"220 stand-in ESMTP\r\n").await.unwrap();
    }
    let mut messages = 0;
    let mut line = String::new();
    loop {
        line.clear();
        if stream.read_line(&mut line).await.unwrap_or(0) == 0 {
            return None;
        }
        let command = line.trim_end().to_owned();
        let upper = command.to_uppercase();
        let reply = if upper.starts_with("EHLO") {
            let mut r = String::from("250-stand-in\r\n250-8BITMIME\r\n");
            if mode == Mode::StartTls && !encrypted {
                r.push_str("250-STARTTLS\r\n");
            }
            if mode != Mode::Plain && encrypted {
                r.push_str("250-AUTH PLAIN LOGIN\r\n");
            }
            r.push_str("250 OK\r\n");
            r
        } else if upper == "STARTTLS" {
            stream.write_all(b"220 Go ahead\r\n").await.unwrap();
            return Some(stream.into_inner());
        } else if upper.starts_with("AUTH PLAIN ") {
            let token = &command["AUTH PLAIN ".len()..];
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(token)
                .unwrap();
            let parts: Vec<_> = bytes.split(|b| *b == 0).collect();
            seen.lock().unwrap().sign_ins.push(format!(
                "{}:{}",
                String::from_utf8_lossy(parts[1]),
                String::from_utf8_lossy(parts[2])
            ));
            "235 Signed in\r\n".into()
        } else if upper == "DATA" {
            stream.write_all(b"354 Go on\r\n").await.unwrap();
            let mut subject = String::new();
            loop {
                line.clear();
                stream.read_line(&mut line).await.unwrap();
                if line == ".\r\n" {
                    break;
                }
                if let Some(s) = line.strip_prefix("Subject: ") {
                    subject = s.trim_end().to_owned();
                }
            }
            let mut s = seen.lock().unwrap();
            s.subjects.push(subject);
            s.encrypted.push(encrypted);
            messages += 1;
            "250 Queued\r\n".into()
        } else if upper == "QUIT" {
            stream.write_all(b"221 Bye\r\n").await.unwrap();
            return None;
        } else {
            "250 OK\r\n".into()
        };
        stream.write_all(reply.as_bytes()).await.unwrap();
        if close_after.is_some_and(|n| messages >= n) {
            return None;
        }
    }
}

fn mail(subject: &str) -> Mail {
    Mail {
        to: "asha@example.in".into(),
        to_name: "Asha Patil".into(),
        subject: subject.into(),
        text: "Your order is confirmed.".into(),
        html: "<p>Your order is confirmed.</p>".into(),
    }
}

/// A certificate authority and a certificate it signed for 127.0.0.1, made with the openssl
/// command: (the authority's certificate, DER; the server's TLS acceptor).
fn certificates(dir: &Path) -> (Vec<u8>, TlsAcceptor) {
    let run = |args: &[&str]| {
        let out = std::process::Command::new("openssl")
            .args(args)
            .current_dir(dir)
            .output()
            .expect("the openssl command");
        assert!(
            out.status.success(),
            "openssl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    std::fs::write(
        dir.join("leaf.ext"),
        "basicConstraints=critical,CA:FALSE\nsubjectAltName=IP:127.0.0.1\n\
         extendedKeyUsage=serverAuth\n",
    )
    .unwrap();
    run(&[
        "ecparam",
        "-name",
        "prime256v1",
        "-genkey",
        "-noout",
        "-out",
        "ca.key",
    ]);
    run(&[
        "req",
        "-x509",
        "-new",
        "-key",
        "ca.key",
        "-subj",
        "/CN=Tokri test CA",
        "-days",
        "2",
        "-out",
        "ca.pem",
    ]);
    run(&["x509", "-in", "ca.pem", "-outform", "DER", "-out", "ca.der"]);
    run(&[
        "ecparam",
        "-name",
        "prime256v1",
        "-genkey",
        "-noout",
        "-out",
        "leaf.key",
    ]);
    run(&[
        "pkcs8",
        "-topk8",
        "-nocrypt",
        "-in",
        "leaf.key",
        "-outform",
        "DER",
        "-out",
        "leaf.key.der",
    ]);
    run(&[
        "req",
        "-new",
        "-key",
        "leaf.key",
        "-subj",
        "/CN=127.0.0.1",
        "-out",
        "leaf.csr",
    ]);
    run(&[
        "x509",
        "-req",
        "-in",
        "leaf.csr",
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-days",
        "2",
        "-extfile",
        "leaf.ext",
        "-outform",
        "DER",
        "-out",
        "leaf.der",
    ]);
    let leaf =
        rustls::pki_types::CertificateDer::from(std::fs::read(dir.join("leaf.der")).unwrap());
    let key = rustls::pki_types::PrivateKeyDer::try_from(
        std::fs::read(dir.join("leaf.key.der")).unwrap(),
    )
    .unwrap();
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![leaf], key)
    .unwrap();
    (
        std::fs::read(dir.join("ca.der")).unwrap(),
        TlsAcceptor::from(Arc::new(config)),
    )
}

#[tokio::test]
async fn message_after_message_goes_over_one_connection() {
    let server = stand_in(Mode::Plain, None, None).await;
    let mailer = server.plain_mailer();
    for n in 1..=5 {
        mailer.send(&mail(&format!("Order {n}"))).await.unwrap();
    }
    let seen = server.seen.lock().unwrap();
    assert_eq!(
        seen.subjects,
        ["Order 1", "Order 2", "Order 3", "Order 4", "Order 5"]
    );
    assert_eq!(
        seen.connections, 1,
        "one connection, kept open between messages"
    );
}

#[tokio::test]
async fn messages_sent_side_by_side_each_have_a_connection_kept_for_the_next() {
    let server = stand_in(Mode::Plain, None, None).await;
    let mailer = Arc::new(server.plain_mailer());
    for round in 0..3 {
        let sends: Vec<_> = (0..4)
            .map(|n| {
                let mailer = mailer.clone();
                tokio::spawn(async move { mailer.send(&mail(&format!("{round}-{n}"))).await })
            })
            .collect();
        for send in sends {
            send.await.unwrap().unwrap();
        }
    }
    let seen = server.seen.lock().unwrap();
    assert_eq!(seen.subjects.len(), 12);
    assert!(
        (1..=4).contains(&seen.connections),
        "at most one connection per message in flight, reused: {}",
        seen.connections
    );
}

#[tokio::test]
async fn a_connection_the_server_closed_is_replaced_and_no_message_is_lost() {
    // The server hangs up after each message.
    let server = stand_in(Mode::Plain, None, Some(1)).await;
    let mailer = server.plain_mailer();
    for n in 1..=3 {
        mailer.send(&mail(&format!("Order {n}"))).await.unwrap();
    }
    let seen = server.seen.lock().unwrap();
    assert_eq!(seen.subjects, ["Order 1", "Order 2", "Order 3"]);
    assert_eq!(seen.connections, 3);
}

#[tokio::test]
async fn starttls_encrypts_before_signing_in_and_sending() {
    let dir = tempfile::tempdir().unwrap();
    let (ca, acceptor) = certificates(dir.path());
    let server = stand_in(Mode::StartTls, Some(acceptor), None).await;
    let url = format!(
        "smtp://shop%40tokri.test:se%3Acret@127.0.0.1:{}?tls=required",
        server.port
    );
    let mailer = Mailer::smtp_trusting(&url, "shop@tokri.test", &[ca]).unwrap();
    mailer.send(&mail("Order 1")).await.unwrap();
    mailer.send(&mail("Order 2")).await.unwrap();
    let seen = server.seen.lock().unwrap();
    assert_eq!(seen.subjects, ["Order 1", "Order 2"]);
    assert_eq!(seen.encrypted, [true, true]);
    assert_eq!(
        seen.sign_ins,
        ["shop@tokri.test:se:cret"],
        "signed in once, on the kept connection"
    );
    assert_eq!(seen.connections, 1);
}

#[tokio::test]
async fn smtps_is_tls_from_the_first_byte() {
    let dir = tempfile::tempdir().unwrap();
    let (ca, acceptor) = certificates(dir.path());
    let server = stand_in(Mode::Implicit, Some(acceptor), None).await;
    let url = format!("smtps://shop:secret@127.0.0.1:{}", server.port);
    let mailer = Mailer::smtp_trusting(&url, "shop@tokri.test", &[ca]).unwrap();
    mailer.send(&mail("Order 1")).await.unwrap();
    let seen = server.seen.lock().unwrap();
    assert_eq!(seen.subjects, ["Order 1"]);
    assert_eq!(seen.encrypted, [true]);
    assert_eq!(seen.sign_ins, ["shop:secret"]);
}

#[tokio::test]
async fn a_certificate_nobody_vouches_for_is_refused_and_nothing_is_sent() {
    let dir = tempfile::tempdir().unwrap();
    let (_ca, acceptor) = certificates(dir.path());
    let server = stand_in(Mode::Implicit, Some(acceptor.clone()), None).await;
    let mailer = Mailer::smtp(
        &format!("smtps://shop:secret@127.0.0.1:{}", server.port),
        "shop@tokri.test",
    )
    .unwrap();
    let err = mailer.send(&mail("Order 1")).await.unwrap_err();
    assert!(err.to_string().contains("TLS"), "{err}");

    let starttls = stand_in(Mode::StartTls, Some(acceptor), None).await;
    let mailer = Mailer::smtp(
        &format!(
            "smtp://shop:secret@127.0.0.1:{}?tls=required",
            starttls.port
        ),
        "shop@tokri.test",
    )
    .unwrap();
    assert!(mailer.send(&mail("Order 1")).await.is_err());
    assert!(server.seen.lock().unwrap().subjects.is_empty());
    let seen = starttls.seen.lock().unwrap();
    assert!(
        seen.subjects.is_empty() && seen.sign_ins.is_empty(),
        "{seen:?}"
    );
}

#[tokio::test]
async fn urls_the_shop_cannot_use_are_refused_at_start() {
    for url in [
        "smtp://127.0.0.1:2525?tls=sometimes",
        "http://127.0.0.1:2525",
        "smtp://",
    ] {
        assert!(
            Mailer::smtp(url, "shop@tokri.test").is_err(),
            "{url} should be refused"
        );
    }
}
