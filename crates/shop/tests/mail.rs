//! The mailer against a real SMTP listener on 127.0.0.1, and the outbox folder.

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokri_shop::mail::{Mail, Mailer};

/// A minimal SMTP server: accepts one message and hands back the commands and the data.
async fn smtp_listener() -> (u16, tokio::task::JoinHandle<(Vec<String>, String)>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = tokio::spawn(async move {
        let (socket, _) = listener.accept().await.unwrap();
        let (read, mut write) = socket.into_split();
        let mut lines = BufReader::new(read).lines();
        let mut commands = Vec::new();
        let mut data = String::new();
        write
            .write_all(b"220 test.local ESMTP ready\r\n")
            .await
            .unwrap();
        while let Some(line) = lines.next_line().await.unwrap() {
            let upper = line.to_uppercase();
            commands.push(line.clone());
            let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                b"250-test.local\r\n250 8BITMIME\r\n"
            } else if upper.starts_with("MAIL FROM")
                || upper.starts_with("RCPT TO")
                || upper.starts_with("RSET")
            {
                b"250 OK\r\n"
            } else if upper == "DATA" {
                write
                    .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                    .await
                    .unwrap();
                while let Some(l) = lines.next_line().await.unwrap() {
                    if l == "." {
                        break;
                    }
                    data.push_str(&l);
                    data.push('\n');
                }
                b"250 OK queued\r\n"
            } else if upper == "QUIT" {
                write.write_all(b"221 Bye\r\n").await.unwrap();
                break;
            } else {
                b"250 OK\r\n"
            };
            write.write_all(reply).await.unwrap();
        }
        (commands, data)
    });
    (port, handle)
}

fn mail() -> Mail {
    Mail {
        to: "asha@example.in".into(),
        to_name: "Asha Patil".into(),
        subject: "Reset your Tokri password".into(),
        text: "Open http://127.0.0.1:8080/reset-password?token=abc".into(),
        html: "<p>Open <a href=\"http://127.0.0.1:8080/reset-password?token=abc\">the link</a></p>"
            .into(),
    }
}

#[tokio::test]
async fn mail_goes_to_the_smtp_server_with_sender_recipient_and_both_bodies() {
    let (port, server) = smtp_listener().await;
    let mailer = Mailer::smtp(
        &format!("smtp://127.0.0.1:{port}"),
        "Tokri <shop@tokri.test>",
    )
    .unwrap();
    mailer.send(&mail()).await.unwrap();
    drop(mailer);
    let (commands, data) = tokio::time::timeout(std::time::Duration::from_secs(10), server)
        .await
        .unwrap()
        .unwrap();
    assert!(
        commands
            .iter()
            .any(|c| c.contains("MAIL FROM:<shop@tokri.test>")),
        "{commands:?}"
    );
    assert!(
        commands
            .iter()
            .any(|c| c.contains("RCPT TO:<asha@example.in>")),
        "{commands:?}"
    );
    assert!(
        data.contains("Subject: Reset your Tokri password"),
        "{data}"
    );
    assert!(data.contains("multipart/alternative"));
    assert!(data.contains("text/plain") && data.contains("text/html"));
}

#[tokio::test]
async fn an_unreachable_smtp_server_is_an_error_not_a_lost_mail() {
    // A port nobody listens on.
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let mailer = Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap();
    assert!(mailer.send(&mail()).await.is_err());
}

#[tokio::test]
async fn without_smtp_each_mail_is_written_to_the_outbox_as_an_eml_file() {
    let dir = std::env::temp_dir().join(format!("tokri-outbox-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mailer = Mailer::outbox(dir.clone());
    mailer.send(&mail()).await.unwrap();
    mailer.send(&mail()).await.unwrap();
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 2);
    assert!(
        files
            .iter()
            .all(|f| f.extension().is_some_and(|e| e == "eml"))
    );
    let text = std::fs::read_to_string(&files[0]).unwrap();
    assert!(
        text.contains("To: \"Asha Patil\" <asha@example.in>"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_malformed_smtp_url_or_sender_is_refused_at_start() {
    assert!(Mailer::smtp("not a url", "shop@tokri.test").is_err());
    assert!(Mailer::smtp("smtp://127.0.0.1:2525", "not an address").is_err());
}

#[tokio::test]
async fn mail_sent_in_the_background_is_waited_for_before_stopping() {
    let dir = std::env::temp_dir().join(format!("tokri-outbox-later-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mailer = std::sync::Arc::new(Mailer::outbox(dir.clone()));
    for _ in 0..3 {
        mailer.send_later(mail());
    }
    assert_eq!(mailer.drain(std::time::Duration::from_secs(5)).await, 0);
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_stalled_smtp_server_holds_the_stop_only_as_long_as_the_limit() {
    // Accepts the connection and never answers.
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let _server = tokio::spawn(async move {
        let (_socket, _) = listener.accept().await.unwrap();
        std::future::pending::<()>().await;
    });
    let mailer = std::sync::Arc::new(
        Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap(),
    );
    mailer.send_later(mail());
    let started = std::time::Instant::now();
    assert_eq!(mailer.drain(std::time::Duration::from_millis(300)).await, 1);
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
}
