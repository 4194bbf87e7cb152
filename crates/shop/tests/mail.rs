//! The mailer against a real SMTP listener on 127.0.0.1, and the outbox folder; the mail queue
//! in the database (on SQLite, and PostgreSQL when TOKRI_TEST_POSTGRES_URL is set): retries,
//! giving up, claims that keep two senders apart, and a stop's bounded wait.

use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

use tokri_shop::mail::{MAX_ATTEMPTS, Mail, MailQueue, Mailer, message_key, retry_delay_ms};
use tokri_store::now_ms;
use tokri_store::testing::fresh_stores;

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

#[tokio::test]
async fn a_malformed_smtp_url_or_sender_is_refused_at_start() {
    assert!(Mailer::smtp("not a url", "shop@tokri.test").is_err());
    assert!(Mailer::smtp("smtp://127.0.0.1:2525", "not an address").is_err());
}

fn outbox_dir(tag: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("tokri-outbox-{tag}-{}", uuid::Uuid::new_v4()))
}

fn eml_count(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
                .count()
        })
        .unwrap_or(0)
}

/// A port nothing listens on: every SMTP connection is refused.
fn smtp_down() -> Mailer {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap()
}

#[cfg(unix)]
#[tokio::test]
async fn outbox_files_are_readable_by_the_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = outbox_dir("modes");
    Mailer::outbox(dir.clone()).send(&mail()).await.unwrap();
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&dir), 0o700, "outbox folder");
    let files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "no temporary file left: {files:?}");
    assert_eq!(mode(&files[0]), 0o600, "a mail with a reset link");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn queued_mail_waits_in_the_database_until_the_sender_sends_it_once() {
    for db in fresh_stores().await.unwrap() {
        let dir = outbox_dir("queue");
        let queue = MailQueue::new(db.store.clone(), Mailer::outbox(dir.clone()));
        for _ in 0..3 {
            queue.queue(mail()).await.unwrap();
        }
        assert_eq!(
            eml_count(&dir),
            0,
            "{}: nothing sent before the sender runs",
            db.label
        );
        assert_eq!(db.store.outbox_rows().await.unwrap().len(), 3);
        assert_eq!(queue.drain(Duration::from_secs(5)).await, 0, "{}", db.label);
        assert_eq!(eml_count(&dir), 3);
        assert!(
            db.store.outbox_rows().await.unwrap().is_empty(),
            "{}: sent mail (with its links) is deleted",
            db.label
        );
        assert_eq!(queue.drain(Duration::from_secs(5)).await, 0);
        assert_eq!(eml_count(&dir), 3, "{}: never sent twice", db.label);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn a_failed_send_is_tried_again_later_also_by_the_next_run() {
    for db in fresh_stores().await.unwrap() {
        let down = MailQueue::new(db.store.clone(), smtp_down());
        down.queue(mail()).await.unwrap();
        let now = now_ms();
        let first = down.send_due(now).await.unwrap();
        assert_eq!((first.sent, first.failed), (0, 1), "{}", db.label);
        let rows = db.store.outbox_rows().await.unwrap();
        assert_eq!(rows.len(), 1, "{}: a failed mail is kept", db.label);
        assert_eq!(rows[0].attempts, 1);
        assert!(rows[0].next_attempt_at >= now + retry_delay_ms(1));
        assert!(rows[0].last_error.as_deref().unwrap_or("").contains("SMTP"));
        // Not again before the pause is over.
        assert_eq!(down.send_due(now + 1000).await.unwrap().failed, 0);

        // The server restarts with a working mail server; after the pause the mail goes out.
        let dir = outbox_dir("retry");
        let up = MailQueue::new(db.store.clone(), Mailer::outbox(dir.clone()));
        assert_eq!(up.send_due(now + 1000).await.unwrap().sent, 0);
        let later = up.send_due(rows[0].next_attempt_at).await.unwrap();
        assert_eq!((later.sent, later.failed), (1, 0), "{}", db.label);
        assert_eq!(eml_count(&dir), 1);
        assert!(db.store.outbox_rows().await.unwrap().is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn a_mail_that_keeps_failing_is_given_up_after_the_last_attempt() {
    for db in fresh_stores().await.unwrap() {
        let down = MailQueue::new(db.store.clone(), smtp_down());
        down.queue(mail()).await.unwrap();
        let mut at = now_ms();
        for attempt in 1..=MAX_ATTEMPTS {
            let r = down.send_due(at).await.unwrap();
            assert_eq!(r.failed, 1, "{}: attempt {attempt}", db.label);
            let row = &db.store.outbox_rows().await.unwrap()[0];
            assert_eq!(row.attempts, attempt);
            if attempt < MAX_ATTEMPTS {
                assert_eq!(row.failed_at, None);
                at = row.next_attempt_at;
            } else {
                assert!(row.failed_at.is_some(), "{}: given up", db.label);
            }
        }
        // Never tried again, and no longer counted as waiting.
        let r = down.send_due(at + 24 * 3_600_000).await.unwrap();
        assert_eq!((r.sent, r.failed), (0, 0), "{}", db.label);
        assert_eq!(db.store.unsent_mail_count().await.unwrap(), 0);
    }
}

#[tokio::test]
async fn a_malformed_address_is_given_up_at_once() {
    for db in fresh_stores().await.unwrap() {
        let dir = outbox_dir("bad");
        let queue = MailQueue::new(db.store.clone(), Mailer::outbox(dir.clone()));
        queue
            .queue(Mail {
                to: "not an address".into(),
                ..mail()
            })
            .await
            .unwrap();
        assert_eq!(queue.send_due(now_ms()).await.unwrap().failed, 1);
        let row = &db.store.outbox_rows().await.unwrap()[0];
        assert_eq!(row.attempts, 1, "{}", db.label);
        assert!(row.failed_at.is_some(), "{}: no retry can help", db.label);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn two_senders_on_one_database_send_each_mail_once() {
    for db in fresh_stores().await.unwrap() {
        let dir = outbox_dir("two");
        let a = Arc::new(MailQueue::new(
            db.store.clone(),
            Mailer::outbox(dir.clone()),
        ));
        let b = Arc::new(MailQueue::new(
            db.store.clone(),
            Mailer::outbox(dir.clone()),
        ));
        for i in 0..60 {
            a.queue(Mail {
                subject: format!("Message {i}"),
                ..mail()
            })
            .await
            .unwrap();
        }
        let now = now_ms();
        let (ra, rb) = tokio::join!(
            tokio::spawn({
                let a = a.clone();
                async move { a.send_due(now).await.unwrap() }
            }),
            tokio::spawn({
                let b = b.clone();
                async move { b.send_due(now).await.unwrap() }
            }),
        );
        let (ra, rb) = (ra.unwrap(), rb.unwrap());
        assert_eq!(ra.sent + rb.sent, 60, "{}: {ra:?} {rb:?}", db.label);
        assert_eq!(eml_count(&dir), 60, "{}: each mail exactly once", db.label);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn a_mail_claimed_by_a_sender_that_died_is_sent_once_its_claim_runs_out() {
    for db in fresh_stores().await.unwrap() {
        let dir = outbox_dir("lease");
        let queue = MailQueue::new(db.store.clone(), Mailer::outbox(dir.clone()));
        queue.queue(mail()).await.unwrap();
        let now = now_ms();
        // Another instance claimed it and stopped before sending.
        let claimed = db.store.claim_due_mail(now, 300_000, 10).await.unwrap();
        assert_eq!(claimed.len(), 1);
        assert_eq!(
            queue.send_due(now + 1000).await.unwrap().sent,
            0,
            "{}: held",
            db.label
        );
        assert_eq!(eml_count(&dir), 0);
        assert_eq!(
            queue.send_due(now + 300_000).await.unwrap().sent,
            1,
            "{}",
            db.label
        );
        assert_eq!(eml_count(&dir), 1);
        // The dead sender's claim no longer counts.
        assert!(
            !db.store
                .mail_sent(&claimed[0].id, &claimed[0].claim_token)
                .await
                .unwrap()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The `Message-ID` header of a raw message.
fn message_id(raw: &str) -> String {
    raw.lines()
        .find_map(|l| l.strip_prefix("Message-ID: "))
        .expect("a Message-ID header")
        .trim()
        .to_string()
}

#[tokio::test]
async fn a_mail_sent_by_a_sender_that_died_before_recording_it_is_sent_again_as_the_same_message() {
    for db in fresh_stores().await.unwrap() {
        let l = db.label;
        // In the outbox folder: the second send writes the same file over the first.
        let dir = outbox_dir("resend");
        let queue = MailQueue::new(db.store.clone(), Mailer::outbox(dir.clone()));
        queue.queue(mail()).await.unwrap();
        let now = now_ms();
        let claimed = db.store.claim_due_mail(now, 300_000, 10).await.unwrap();
        let dead = &claimed[0];
        // The other instance sent it, then was killed before it could record the send.
        Mailer::outbox(dir.clone())
            .send_as(Some(&message_key(dead)), &mail(), &[])
            .await
            .unwrap();
        assert_eq!(eml_count(&dir), 1, "{l}");
        assert_eq!(queue.send_due(now + 300_000).await.unwrap().sent, 1, "{l}");
        assert_eq!(
            eml_count(&dir),
            1,
            "{l}: one message, written once more in place"
        );
        let file = std::fs::read_dir(&dir)
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        let raw = std::fs::read_to_string(&file).unwrap();
        assert!(
            message_id(&raw).starts_with(&format!("<{}@", message_key(dead))),
            "{l}"
        );
        assert_eq!(queue.send_due(now + 900_000).await.unwrap().sent, 0, "{l}");
        let _ = std::fs::remove_dir_all(&dir);

        // By SMTP the second delivery cannot be taken back, but it is the same message: the
        // same Message-ID, which mail clients show once.
        let (first_port, first) = smtp_listener().await;
        let (second_port, second) = smtp_listener().await;
        let smtp = |port: u16| {
            Mailer::smtp(
                &format!("smtp://127.0.0.1:{port}"),
                "Tokri <shop@tokri.test>",
            )
            .unwrap()
        };
        let queue = MailQueue::new(db.store.clone(), smtp(second_port));
        queue.queue(mail()).await.unwrap();
        let now = now_ms();
        let claimed = db.store.claim_due_mail(now, 300_000, 10).await.unwrap();
        smtp(first_port)
            .send_as(Some(&message_key(&claimed[0])), &mail(), &[])
            .await
            .unwrap();
        assert_eq!(queue.send_due(now + 300_000).await.unwrap().sent, 1, "{l}");
        // Its pooled connection says QUIT when the mailer goes.
        drop(queue);
        let (_, first) = first.await.unwrap();
        let (_, second) = second.await.unwrap();
        assert_eq!(message_id(&first), message_id(&second), "{l}");
        assert_eq!(
            message_id(&first),
            format!("<{}@tokri.test>", message_key(&claimed[0])),
            "{l}"
        );
    }
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
    let db = tokri_store::testing::fresh_sqlite().await.unwrap();
    let queue = MailQueue::new(
        db.store.clone(),
        Mailer::smtp(&format!("smtp://127.0.0.1:{port}"), "shop@tokri.test").unwrap(),
    );
    queue.queue(mail()).await.unwrap();
    let started = std::time::Instant::now();
    assert_eq!(
        queue.drain(Duration::from_millis(300)).await,
        1,
        "left queued"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn the_sender_sends_what_an_earlier_run_left_as_soon_as_it_starts_and_what_is_queued_next() {
    let db = tokri_store::testing::fresh_sqlite().await.unwrap();
    // Queued by a run that stopped before sending.
    db.store.queue_mail(&mail().into()).await.unwrap();
    let dir = outbox_dir("start");
    let queue = Arc::new(MailQueue::new(
        db.store.clone(),
        Mailer::outbox(dir.clone()),
    ));
    let sender = queue.spawn();
    let wait_for = |n: usize| {
        let dir = dir.clone();
        async move {
            while eml_count(&dir) < n {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(10), wait_for(1))
        .await
        .expect("sent at start");
    // Queued now: the queue wakes the sender, long before its 30-second timer.
    queue.queue(mail()).await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), wait_for(2))
        .await
        .expect("sent when queued");
    sender.abort();
    let _ = std::fs::remove_dir_all(&dir);
}
