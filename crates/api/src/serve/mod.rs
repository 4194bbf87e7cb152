//! The HTTP server: our own accept loop over hyper's HTTP/1.1, so that one client cannot take
//! the shop down. Request headers must arrive within a timeout, idle kept-alive connections are
//! closed, and open connections are capped in all and per client address: past a cap a new
//! connection gets a short JSON 503 (or 429) and is closed, with one warning line in the log
//! every few seconds. [`raise_open_file_limit`] lets the process hold many connections.

mod admission;
mod clock;

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tower::ServiceExt;

use crate::AppState;
use admission::{Admission, Refusal, Slot, Throttle};
use clock::{Clock, Expiry, TrackedBody, WatchedStream};

/// How the server treats connections.
#[derive(Debug, Clone)]
pub struct ServeSettings {
    /// Time a client has to send a request's headers: from opening the connection, or on a
    /// kept-alive connection from the first byte of its next request.
    pub header_timeout: Duration,
    /// Time a kept-alive connection may wait for its next request.
    pub idle_timeout: Duration,
    /// Most connections open at once.
    pub max_connections: usize,
    /// Most connections open at once from one client address (an IPv6 client is its /64);
    /// connections from trusted proxies count only towards `max_connections`.
    pub max_connections_per_client: usize,
    /// How long shutdown waits for requests under way before closing their connections.
    pub shutdown_grace: Duration,
    /// Called (on a blocking thread) when a crowd of connections has gone: at least
    /// [`CROWD`] were open at once and a tenth of that or fewer are open now. The binary hands
    /// the memory the crowd's connections used back to the system there; doing so all the time
    /// would make a busy server fault its own heap back in.
    pub after_crowd: Option<fn()>,
}

/// Open connections that count as a crowd for [`ServeSettings::after_crowd`].
pub const CROWD: usize = 1_000;
/// How often the number of open connections is looked at for [`ServeSettings::after_crowd`].
const CROWD_CHECK: Duration = Duration::from_secs(5);

/// Default [`ServeSettings::header_timeout`].
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Default [`ServeSettings::idle_timeout`]: longer than the 60 s that proxies and load
/// balancers commonly keep idle connections to the shop, so the shop never closes one under
/// a request they are just sending.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(75);
/// Most connections by default, whatever the open-file limit.
pub const MAX_CONNECTIONS: usize = 10_000;
/// Files kept free of connections for the database, the web app and mail.
const FILES_KEPT_FREE: u64 = 128;

impl ServeSettings {
    /// The defaults for a process allowed `open_files` open files: at most
    /// [`MAX_CONNECTIONS`] connections, fewer when the limit is lower, and a tenth of them
    /// per client.
    pub fn for_open_files(open_files: u64) -> Self {
        let room = open_files.saturating_sub(FILES_KEPT_FREE).max(16);
        let max = usize::try_from(room)
            .unwrap_or(usize::MAX)
            .min(MAX_CONNECTIONS);
        ServeSettings {
            header_timeout: HEADER_TIMEOUT,
            idle_timeout: IDLE_TIMEOUT,
            max_connections: max,
            max_connections_per_client: (max / 10).max(1),
            shutdown_grace: crate::REQUEST_TIMEOUT + Duration::from_secs(5),
            after_crowd: None,
        }
    }
}

impl Default for ServeSettings {
    fn default() -> Self {
        Self::for_open_files(u64::MAX)
    }
}

/// Raises this process's soft limit of open files to its hard limit, where the system allows;
/// answers the soft limit in force afterwards.
pub fn raise_open_file_limit() -> u64 {
    #[cfg(unix)]
    {
        match rlimit::increase_nofile_limit(u64::MAX) {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(error = %e, "cannot raise the open-file limit");
                rlimit::Resource::NOFILE
                    .get()
                    .map(|(soft, _)| soft)
                    .unwrap_or(1024)
            }
        }
    }
    #[cfg(not(unix))]
    {
        u64::MAX
    }
}

/// Serves the shop on `listener` until `shutdown` completes, then stops accepting, lets the
/// requests under way finish (up to [`ServeSettings::shutdown_grace`]) and returns.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    settings: ServeSettings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let admission = Admission::new(
        settings.max_connections,
        settings.max_connections_per_client,
        state.shop.settings.trusted_proxies.clone(),
    );
    let app = crate::router(state);
    let stop = CancellationToken::new();
    let tracker = TaskTracker::new();
    let accept_warning = Throttle::default();
    if let Some(hook) = settings.after_crowd {
        tokio::spawn(watch_crowds(admission.clone(), hook, stop.clone()));
    }
    {
        let stop = stop.clone();
        tokio::spawn(async move {
            shutdown.await;
            stop.cancel();
        });
    }
    loop {
        let accepted = tokio::select! {
            biased;
            () = stop.cancelled() => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(c) => c,
            Err(e) if is_per_connection(&e) => continue,
            Err(e) => {
                // Out of files or memory: wait a little for connections to close.
                if let Some(times) = accept_warning.ready() {
                    tracing::warn!(error = %e, times, "cannot accept connections");
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let close = stop.child_token();
        match admission.admit(peer.ip(), close.clone()) {
            Ok(slot) => {
                let conn = connection(stream, peer, app.clone(), settings.clone(), slot, close);
                tracker.spawn(conn);
            }
            Err(refusal) => refuse(stream, refusal),
        }
    }
    drop(listener);
    tracker.close();
    if tokio::time::timeout(settings.shutdown_grace, tracker.wait())
        .await
        .is_err()
    {
        tracing::warn!(
            open = admission.open(),
            "closing connections still open after the shutdown grace time"
        );
    }
}

/// Calls `hook` each time a crowd of connections has gone (see [`ServeSettings::after_crowd`]).
async fn watch_crowds(admission: std::sync::Arc<Admission>, hook: fn(), stop: CancellationToken) {
    let mut peak = 0;
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep(CROWD_CHECK) => {}
        }
        let open = admission.open();
        peak = peak.max(open);
        if peak >= CROWD && open * 10 <= peak {
            tracing::info!(
                peak,
                open,
                "a crowd of connections has gone; giving its memory back"
            );
            let _ = tokio::task::spawn_blocking(hook).await;
            peak = open;
        }
    }
}

/// Errors that concern only the connection being accepted.
fn is_per_connection(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
    )
}

/// Tells a refused client why in one write that never waits, and closes.
fn refuse(stream: TcpStream, refusal: Refusal) {
    let _ = stream.try_write(refusal.answer());
}

/// Most bytes hyper buffers for one connection (its request head must fit): hyper's default
/// is about 400 KB, which thousands of slow clients could each make the server hold.
const MAX_BUFFER: usize = 64 * 1024;

/// Serves one connection until it ends, its time runs out, or `stop` (the server stopping, or
/// the slot given to another client) closes it.
async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    settings: ServeSettings,
    _slot: Slot,
    stop: CancellationToken,
) {
    let _ = stream.set_nodelay(true);
    let clock = Clock::new(settings.header_timeout, settings.idle_timeout);
    // Until the client sends its first byte, the connection is only a socket: no buffers and
    // no HTTP state, so a crowd of connections that never speak costs next to nothing.
    let header_due = clock.deadline();
    tokio::select! {
        ready = stream.readable() => if ready.is_err() { return },
        () = async move {
            match header_due {
                Some(t) => tokio::time::sleep_until(t).await,
                None => std::future::pending().await,
            }
        } => {
            tracing::debug!(%peer, "closing a connection that sent nothing");
            return;
        }
        () = stop.cancelled() => return,
    }
    let io = TokioIo::new(WatchedStream {
        inner: stream,
        clock: clock.clone(),
    });
    let requests = clock.clone();
    let service = hyper::service::service_fn(move |mut req: axum::http::Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(peer));
        let busy = requests.request_started();
        let answer = app.clone().oneshot(req);
        async move {
            let res = answer.await.unwrap_or_else(|never| match never {});
            Ok::<_, Infallible>(res.map(|inner| TrackedBody { inner, _busy: busy }))
        }
    });
    let mut builder = http1::Builder::new();
    // hyper's own header timeout runs from when it starts waiting for a request, idle time
    // included: only a backstop behind the clock's exact deadlines.
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(settings.idle_timeout + settings.header_timeout)
        .max_buf_size(MAX_BUFFER);
    let conn = builder.serve_connection(io, service);
    tokio::pin!(conn);
    let mut stopping = false;
    loop {
        let deadline = clock.deadline();
        let due = async move {
            match deadline {
                Some(t) => tokio::time::sleep_until(t).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            done = conn.as_mut() => {
                if let Err(e) = done {
                    tracing::debug!(%peer, error = %e, "connection ended with an error");
                }
                return;
            }
            () = stop.cancelled(), if !stopping => {
                // Nothing under way (idle, or headers still coming): close now; otherwise
                // finish the answer and close.
                if !clock.busy() {
                    return;
                }
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
            () = clock.changed.notified() => {}
            () = due => match clock.expired() {
                Some(Expiry::Header) => {
                    tracing::debug!(%peer, "closing a connection whose request headers came too slowly");
                    return;
                }
                Some(Expiry::Idle) => return,
                None => {}
            },
        }
    }
}
