//! The deadline of one connection. A new connection, and a kept-alive one once the client has
//! started sending its next request, must deliver the request's headers within the header
//! timeout; a kept-alive connection with nothing arriving is closed after the idle timeout.
//! While a request is being answered there is no deadline here (the request timeout applies).

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use http_body::{Frame, SizeHint};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::Notify;
use tokio::time::Instant;

/// Where a connection stands.
struct Phase {
    /// Requests being answered (their answers not yet fully handed over).
    busy: usize,
    /// When the last answer was handed over (or the connection opened).
    idle_since: Instant,
    /// When the client started sending request headers that have not been read in full yet.
    head_from: Option<Instant>,
}

/// One connection's clock, shared by its socket, its requests and its watchdog.
pub(crate) struct Clock {
    phase: Mutex<Phase>,
    /// Woken when the deadline may have moved.
    pub(crate) changed: Notify,
    header_timeout: Duration,
    idle_timeout: Duration,
}

/// Why a connection's time ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Expiry {
    /// Request headers were not complete in time.
    Header,
    /// Nothing arrived on a kept-alive connection.
    Idle,
}

impl Clock {
    /// The clock of a connection opened now: its first request's headers are due within the
    /// header timeout.
    pub(crate) fn new(header_timeout: Duration, idle_timeout: Duration) -> Arc<Self> {
        let now = Instant::now();
        Arc::new(Clock {
            phase: Mutex::new(Phase {
                busy: 0,
                idle_since: now,
                head_from: Some(now),
            }),
            changed: Notify::new(),
            header_timeout,
            idle_timeout,
        })
    }

    fn phase(&self) -> MutexGuard<'_, Phase> {
        self.phase.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bytes arrived from the client.
    fn bytes_in(&self) {
        let mut p = self.phase();
        if p.busy == 0 && p.head_from.is_none() {
            p.head_from = Some(Instant::now());
            drop(p);
            self.changed.notify_one();
        }
    }

    /// A request's headers were read; the connection is busy until the guard is dropped.
    pub(crate) fn request_started(self: &Arc<Self>) -> Busy {
        let mut p = self.phase();
        p.busy += 1;
        p.head_from = None;
        drop(p);
        self.changed.notify_one();
        Busy(self.clone())
    }

    fn due(&self, p: &Phase) -> Option<(Instant, Expiry)> {
        if p.busy > 0 {
            return None;
        }
        Some(match p.head_from {
            Some(t) => (t + self.header_timeout, Expiry::Header),
            None => (p.idle_since + self.idle_timeout, Expiry::Idle),
        })
    }

    /// Whether a request is being answered.
    pub(crate) fn busy(&self) -> bool {
        self.phase().busy > 0
    }

    /// When the connection is due to be closed, if nothing changes.
    pub(crate) fn deadline(&self) -> Option<Instant> {
        self.due(&self.phase()).map(|(t, _)| t)
    }

    /// Whether the connection's time has run out now, and why.
    pub(crate) fn expired(&self) -> Option<Expiry> {
        self.due(&self.phase())
            .filter(|(t, _)| Instant::now() >= *t)
            .map(|(_, why)| why)
    }
}

/// A request being answered; dropped when its answer has been handed over in full.
pub(crate) struct Busy(Arc<Clock>);

impl Drop for Busy {
    fn drop(&mut self) {
        let mut p = self.0.phase();
        p.busy = p.busy.saturating_sub(1);
        if p.busy == 0 {
            p.idle_since = Instant::now();
            p.head_from = None;
        }
        drop(p);
        self.0.changed.notify_one();
    }
}

/// An answer's body that keeps its connection busy until it has been sent (or dropped).
pub(crate) struct TrackedBody {
    pub(crate) inner: axum::body::Body,
    pub(crate) _busy: Busy,
}

impl http_body::Body for TrackedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// A client socket that tells its clock when bytes arrive.
pub(crate) struct WatchedStream {
    pub(crate) inner: TcpStream,
    pub(crate) clock: Arc<Clock>,
}

impl AsyncRead for WatchedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.clock.bytes_in();
        }
        polled
    }
}

impl AsyncWrite for WatchedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// Time left before the deadline.
    fn left(clock: &Clock) -> Option<Duration> {
        clock
            .deadline()
            .map(|t| t.saturating_duration_since(Instant::now()))
    }

    #[tokio::test]
    async fn a_new_connection_must_send_its_headers_within_the_header_timeout() {
        let clock = Clock::new(ms(50), ms(5_000));
        assert!(left(&clock).unwrap() <= ms(50));
        clock.bytes_in();
        assert!(left(&clock).unwrap() <= ms(50), "bytes do not extend it");
        tokio::time::sleep(ms(60)).await;
        assert_eq!(clock.expired(), Some(Expiry::Header));
    }

    #[tokio::test]
    async fn no_deadline_while_answering_then_idle_then_the_next_headers() {
        let clock = Clock::new(ms(50), ms(5_000));
        let busy = clock.request_started();
        assert_eq!(clock.deadline(), None);
        clock.bytes_in();
        assert_eq!(
            clock.deadline(),
            None,
            "a request body is not a new request"
        );
        tokio::time::sleep(ms(60)).await;
        assert_eq!(clock.expired(), None);
        drop(busy);
        assert!(left(&clock).unwrap() > ms(4_000), "kept alive");
        tokio::time::sleep(ms(60)).await;
        assert_eq!(clock.expired(), None, "idle longer than the header timeout");
        clock.bytes_in();
        assert!(
            left(&clock).unwrap() <= ms(50),
            "the next request's headers are due"
        );
        tokio::time::sleep(ms(60)).await;
        assert_eq!(clock.expired(), Some(Expiry::Header));
    }

    #[tokio::test]
    async fn an_idle_connection_expires_after_the_idle_timeout() {
        let clock = Clock::new(ms(5_000), ms(30));
        drop(clock.request_started());
        tokio::time::sleep(ms(40)).await;
        assert_eq!(clock.expired(), Some(Expiry::Idle));
    }
}
