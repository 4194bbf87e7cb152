//! The real server on a real socket, as a misbehaving client meets it: request headers sent
//! too slowly, idle kept-alive connections, more connections than the caps allow, and a request
//! whose body never comes. Timeouts are a few hundred milliseconds here; every wait is bounded.
//! Every test runs on each configured database.

use crate::common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::{TestApp, apps};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokri_api::serve::{ServeSettings, serve};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A server of this app on 127.0.0.1; stops when dropped.
struct Server {
    addr: SocketAddr,
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<()>,
}

async fn start(t: &TestApp, settings: ServeSettings, request_timeout: Duration) -> Server {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let mut state = t.state.clone();
    state.request_timeout = request_timeout;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(serve(listener, state, settings, async move {
        let _ = stopped.await;
    }));
    Server { addr, stop, task }
}

fn settings(header: u64, idle: u64, max: usize, per_client: usize) -> ServeSettings {
    ServeSettings {
        header_timeout: ms(header),
        idle_timeout: ms(idle),
        max_connections: max,
        max_connections_per_client: per_client,
        shutdown_grace: ms(500),
        after_crowd: None,
    }
}

async fn connect(addr: SocketAddr) -> TcpStream {
    TcpStream::connect(addr).await.unwrap()
}

/// A connection from another loopback address (another client as far as the server knows).
async fn connect_from(local: &str, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
    socket.connect(addr).await.unwrap()
}

/// One parsed answer.
struct Reply {
    status: u16,
    head: String,
    body: Value,
}

/// Reads one answer with a Content-Length body, or `None` if the connection closes first or
/// nothing complete arrives within `within`.
async fn read_reply(s: &mut TcpStream, within: Duration) -> Option<Reply> {
    let mut buf = Vec::new();
    let read = async {
        loop {
            if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
                let head = String::from_utf8_lossy(&buf[..end]).to_string();
                let length: usize = head
                    .lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case("content-length")
                            .then(|| v.trim().parse().ok())?
                    })
                    .unwrap_or(0);
                if buf.len() >= end + 4 + length {
                    let body = &buf[end + 4..end + 4 + length];
                    let status = head[9..12].parse().unwrap();
                    let body = serde_json::from_slice(body).unwrap_or_else(|e| {
                        panic!("not JSON ({e}): {head}\n{}", String::from_utf8_lossy(body))
                    });
                    return Some(Reply { status, head, body });
                }
            }
            let mut chunk = [0u8; 4096];
            match s.read(&mut chunk).await {
                Ok(0) | Err(_) => return None,
                Ok(n) => buf.extend_from_slice(&chunk[..n]),
            }
        }
    };
    tokio::time::timeout(within, read).await.ok().flatten()
}

/// Whether the server closes the connection within `within` (reading and dropping anything).
async fn closed_within(s: &mut TcpStream, within: Duration) -> bool {
    let wait = async {
        let mut chunk = [0u8; 4096];
        loop {
            match s.read(&mut chunk).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    };
    tokio::time::timeout(within, wait).await.is_ok()
}

const HEALTH: &[u8] = b"GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n";

async fn health(s: &mut TcpStream) -> Option<Reply> {
    s.write_all(HEALTH).await.ok()?;
    read_reply(s, Duration::from_secs(5)).await
}

#[tokio::test]
async fn a_client_that_sends_half_its_request_headers_is_disconnected_after_the_header_timeout() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(300, 5_000, 100, 100), ms(30_000)).await;
        let mut half = connect(server.addr).await;
        half.write_all(b"GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: ")
            .await
            .unwrap();
        let silent_since = Instant::now();
        let mut silent = connect(server.addr).await;
        assert!(
            closed_within(&mut half, Duration::from_secs(3)).await,
            "{l}: half-sent request still open after 3 s"
        );
        assert!(
            closed_within(&mut silent, Duration::from_secs(3)).await,
            "{l}: a connection that never sends anything still open after 3 s"
        );
        assert!(
            silent_since.elapsed() >= ms(250),
            "{l}: closed before the header timeout"
        );
        let mut fresh = connect(server.addr).await;
        let r = health(&mut fresh).await.expect("health answers");
        assert_eq!(r.status, 200, "{l}");
    }
}

#[tokio::test]
async fn a_kept_alive_connection_waits_for_the_idle_timeout_not_the_header_timeout_then_closes() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(200, 900, 100, 100), ms(30_000)).await;
        let mut s = connect(server.addr).await;
        assert_eq!(
            health(&mut s).await.expect("first answer").status,
            200,
            "{l}"
        );
        // Idle for longer than the header timeout: the connection is still kept.
        tokio::time::sleep(ms(450)).await;
        assert_eq!(
            health(&mut s)
                .await
                .expect("kept-alive connection answers")
                .status,
            200,
            "{l}"
        );
        let idle_since = Instant::now();
        assert!(
            closed_within(&mut s, Duration::from_secs(4)).await,
            "{l}: idle connection still open after 4 s"
        );
        assert!(
            idle_since.elapsed() >= ms(800),
            "{l}: closed after {:?}, before the idle timeout",
            idle_since.elapsed()
        );
    }
}

#[tokio::test]
async fn past_the_connection_cap_new_connections_get_a_json_503_while_open_ones_still_work() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(10_000, 10_000, 5, 5), ms(30_000)).await;
        let mut open = Vec::new();
        for _ in 0..5 {
            open.push(connect(server.addr).await);
        }
        // Every slot is taken: the sixth is told so and closed.
        let mut extra = connect(server.addr).await;
        let r = read_reply(&mut extra, Duration::from_secs(3))
            .await
            .expect("a refused connection gets an answer");
        assert_eq!(r.status, 503, "{l}: {}", r.head);
        assert!(r.body["message"].as_str().unwrap().contains("busy"), "{l}");
        assert!(
            closed_within(&mut extra, Duration::from_secs(3)).await,
            "{l}"
        );
        // The open ones are served meanwhile.
        for s in &mut open {
            assert_eq!(health(s).await.expect("open connection").status, 200, "{l}");
        }
        // A closed connection gives its slot back.
        drop(open.pop());
        let deadline = Instant::now() + Duration::from_secs(3);
        loop {
            let mut s = connect(server.addr).await;
            match health(&mut s).await {
                Some(r) if r.status == 200 => break,
                other => assert!(
                    Instant::now() < deadline,
                    "{l}: no slot came back: {:?}",
                    other.map(|r| r.head)
                ),
            }
            tokio::time::sleep(ms(20)).await;
        }
    }
}

#[tokio::test]
async fn one_client_holding_many_half_sent_requests_cannot_keep_others_out() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(1_500, 5_000, 1_000, 40), ms(30_000)).await;
        let mut flood = Vec::new();
        for _ in 0..200 {
            let Ok(mut s) = TcpStream::connect(server.addr).await else {
                continue;
            };
            let _ = s
                .write_all(b"POST /api/auth/login HTTP/1.1\r\nHost: shop\r\n")
                .await;
            flood.push(s);
        }
        // Past its share the flooding address is told 429 on a fresh connection.
        let mut more = connect(server.addr).await;
        let r = read_reply(&mut more, Duration::from_secs(3))
            .await
            .expect("an answer for the flooding address");
        assert_eq!(r.status, 429, "{l}: {}", r.head);
        assert!(r.body["message"].is_string(), "{l}");
        // Another client is served at once.
        let started = Instant::now();
        let mut other = connect_from("127.0.0.2", server.addr).await;
        let r = health(&mut other).await.expect("another client is served");
        assert_eq!(r.status, 200, "{l}");
        assert!(started.elapsed() < Duration::from_secs(2), "{l}");
        // Every half-sent request is dropped after the header timeout.
        for s in &mut flood {
            assert!(
                closed_within(s, Duration::from_secs(3)).await,
                "{l}: a half-sent request outlived the header timeout"
            );
        }
        let mut again = connect(server.addr).await;
        assert_eq!(
            health(&mut again).await.expect("served again").status,
            200,
            "{l}"
        );
    }
}

#[tokio::test]
async fn a_request_whose_body_never_comes_gets_a_json_503_after_the_request_timeout() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(5_000, 5_000, 100, 100), ms(300)).await;
        let mut s = connect(server.addr).await;
        s.write_all(
            b"POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n\
              Content-Length: 100\r\n\r\n{\"email\":",
        )
        .await
        .unwrap();
        let r = read_reply(&mut s, Duration::from_secs(5))
            .await
            .expect("an answer after the request timeout");
        assert_eq!(r.status, 503, "{l}: {}", r.head);
        assert!(
            r.head
                .to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{l}: {}",
            r.head
        );
        assert!(
            !r.body["message"].as_str().unwrap().is_empty(),
            "{l}: {}",
            r.body
        );
    }
}

#[tokio::test]
async fn on_shutdown_idle_connections_close_at_once_and_a_request_under_way_is_answered() {
    for t in apps().await {
        let l = t.label;
        let server = start(&t, settings(10_000, 10_000, 100, 100), ms(30_000)).await;
        let mut idle = connect(server.addr).await;
        assert_eq!(health(&mut idle).await.expect("answer").status, 200, "{l}");
        let mut half = connect(server.addr).await;
        half.write_all(b"GET /api/hea").await.unwrap();
        let mut under_way = connect(server.addr).await;
        under_way
            .write_all(
                b"POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n\
                  Content-Length: 50\r\n\r\n{\"email\":",
            )
            .await
            .unwrap();
        tokio::time::sleep(ms(200)).await;
        let Server { stop, task, .. } = server;
        stop.send(()).unwrap();
        assert!(
            closed_within(&mut idle, Duration::from_secs(2)).await,
            "{l}: idle connection kept open on shutdown"
        );
        assert!(
            closed_within(&mut half, Duration::from_secs(2)).await,
            "{l}: half-sent request kept open on shutdown"
        );
        under_way
            .write_all(b"\"nobody@example.in\",\"password\":\"secret1\"}")
            .await
            .unwrap();
        let r = read_reply(&mut under_way, Duration::from_secs(5))
            .await
            .expect("the request under way is answered");
        assert_eq!(r.status, 401, "{l}: {}", r.head);
        tokio::time::timeout(Duration::from_secs(5), task)
            .await
            .expect("serve returns once the answer is sent")
            .unwrap();
    }
}

#[tokio::test]
async fn many_addresses_holding_every_slot_with_silent_connections_cannot_keep_a_customer_out() {
    for t in apps().await {
        let l = t.label;
        // 4 attacking addresses fill all 40 slots with connections that never send a byte or
        // send half a request; the header timeout is long, so only fairness can let others in.
        let server = start(&t, settings(30_000, 30_000, 40, 10), ms(30_000)).await;
        let mut flood = Vec::new();
        for a in 2..6 {
            for i in 0..10 {
                let mut s = connect_from(&format!("127.0.0.{a}"), server.addr).await;
                if i % 2 == 0 {
                    let _ = s.write_all(b"GET /api/health HTTP/1.1\r\nHost: sh").await;
                }
                flood.push(s);
            }
        }
        tokio::time::sleep(ms(100)).await;
        // Each real customer from another address is served at once, one after another (each
        // keeps its connection open, so each needs a slot of its own).
        let mut customers = Vec::new();
        for c in 10..16 {
            let started = Instant::now();
            let mut customer = connect_from(&format!("127.0.0.{c}"), server.addr).await;
            let r = health(&mut customer)
                .await
                .unwrap_or_else(|| panic!("{l}: customer {c} was kept out"));
            assert_eq!(r.status, 200, "{l}: {}", r.head);
            assert!(started.elapsed() < Duration::from_secs(2), "{l}");
            customers.push(customer);
        }
        // The attackers paid with their oldest connections: six were closed.
        let mut closed = 0;
        for s in &mut flood {
            if closed_within(s, ms(50)).await {
                closed += 1;
            }
        }
        assert_eq!(closed, 6, "{l}");
    }
}
