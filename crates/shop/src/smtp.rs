//! The shop's SMTP connections: opened with `TCP_NODELAY`, encrypted as the URL asks, greeted and
//! signed in, then kept in a small pool for the next message.
//!
//! lettre's own transport opens its sockets with Nagle's algorithm on and writes a message's
//! end-of-data dot in a write of its own; the dot then waits for the server's delayed
//! acknowledgement of the body, about 40 ms per message and connection, which held the outbox
//! to about 50 mails a second while orders came faster (docs/decisions.md, "Mail that keeps
//! pace"). Here the socket is ours and lettre speaks SMTP over it
//! ([`AsyncSmtpConnection::connect_with_transport`]), so the protocol code is still lettre's.

use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{
    AsyncSmtpConnection, AsyncTokioStream, Certificate, TlsParameters,
};
use lettre::transport::smtp::extension::ClientId;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// The most one connection attempt (TCP, TLS, greeting, STARTTLS, sign-in) may take.
const CONNECT_LIMIT: Duration = Duration::from_secs(30);
/// An idle connection older than this is closed rather than used: servers drop idle clients
/// after a minute or more, and a fresh connection costs less than a failed send.
const IDLE_LIMIT: Duration = Duration::from_secs(50);
/// Sign-in mechanisms, in the order lettre's transport tries them.
const MECHANISMS: &[Mechanism] = &[Mechanism::Plain, Mechanism::Login];

/// How a connection is encrypted.
enum Encryption {
    /// Not at all (`smtp://host`, port 25 by default).
    None,
    /// STARTTLS after the greeting: always (`?tls=required`), or when the server offers it
    /// (`?tls=opportunistic`); port 587 by default.
    StartTls {
        params: TlsParameters,
        required: bool,
    },
    /// TLS from the first byte (`smtps://`, port 465 by default).
    Implicit {
        connector: tokio_rustls::TlsConnector,
        name: ServerName<'static>,
    },
}

/// Where and how to reach the mail server: parsed once from `TOKRI_SMTP_URL`.
struct Server {
    host: String,
    port: u16,
    encryption: Encryption,
    credentials: Option<Credentials>,
    hello: ClientId,
}

impl Server {
    /// Reads `smtp://[user:pass@]host[:port][/hello-name][?tls=required|opportunistic]` or
    /// `smtps://…` (the forms lettre's `from_url` takes), trusting the web's public roots and
    /// `extra_roots`.
    fn from_url(url: &str, extra_roots: &[CertificateDer<'static>]) -> Result<Self, String> {
        let url = url::Url::parse(url).map_err(|e| format!("TOKRI_SMTP_URL: {e}"))?;
        let host = url
            .host_str()
            .map(|h| h.trim_start_matches('[').trim_end_matches(']'))
            .filter(|h| !h.is_empty())
            .ok_or("TOKRI_SMTP_URL: no host")?
            .to_owned();
        let tls = url
            .query_pairs()
            .find(|(k, _)| k == "tls")
            .map(|(_, v)| v.into_owned());
        let start_tls = |required: bool| -> Result<Encryption, String> {
            let mut params = TlsParameters::builder(host.clone());
            for root in extra_roots {
                let root = Certificate::from_der(root.to_vec())
                    .map_err(|e| format!("TOKRI_SMTP_URL: TLS root: {e}"))?;
                params = params.add_root_certificate(root);
            }
            let params = params
                .build_rustls()
                .map_err(|e| format!("TOKRI_SMTP_URL: TLS: {e}"))?;
            Ok(Encryption::StartTls { params, required })
        };
        let (encryption, default_port) = match (url.scheme(), tls.as_deref()) {
            ("smtp", None) => (Encryption::None, 25),
            ("smtp", Some("required")) => (start_tls(true)?, 587),
            ("smtp", Some("opportunistic")) => (start_tls(false)?, 587),
            ("smtps", _) => (implicit_tls(&host, extra_roots)?, 465),
            (scheme, tls) => {
                return Err(format!(
                    "TOKRI_SMTP_URL: use smtp://, smtp://…?tls=required, \
                     smtp://…?tls=opportunistic or smtps:// (not {scheme} with tls={tls:?})"
                ));
            }
        };
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8()
                .map(|s| s.into_owned())
                .map_err(|e| format!("TOKRI_SMTP_URL: {e}"))
        };
        let credentials = match url.password() {
            Some(password) => Some(Credentials::new(decode(url.username())?, decode(password)?)),
            None => None,
        };
        let name = url.path().trim_matches('/');
        let hello = if name.is_empty() {
            ClientId::default()
        } else {
            ClientId::Domain(name.to_owned())
        };
        Ok(Server {
            port: url.port().unwrap_or(default_port),
            host,
            encryption,
            credentials,
            hello,
        })
    }

    /// A new connection, greeted (and signed in when the URL carries credentials).
    async fn connect(&self) -> Result<AsyncSmtpConnection, String> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port))
            .await
            .map_err(|e| format!("connecting to {}:{}: {e}", self.host, self.port))?;
        // The point of this module: each write goes out at once.
        tcp.set_nodelay(true)
            .map_err(|e| format!("TCP_NODELAY: {e}"))?;
        let stream: Box<dyn AsyncTokioStream> = match &self.encryption {
            Encryption::Implicit { connector, name } => Box::new(TlsTcp(
                connector
                    .connect(name.clone(), tcp)
                    .await
                    .map_err(|e| format!("TLS with {}: {e}", self.host))?,
            )),
            _ => Box::new(tcp),
        };
        let mut conn = AsyncSmtpConnection::connect_with_transport(stream, &self.hello)
            .await
            .map_err(|e| e.to_string())?;
        match &self.encryption {
            Encryption::StartTls { params, required } if *required || conn.can_starttls() => {
                conn.starttls(params.clone(), &self.hello)
                    .await
                    .map_err(|e| format!("STARTTLS: {e}"))?;
            }
            _ => {}
        }
        if let Some(credentials) = &self.credentials {
            conn.auth(MECHANISMS, credentials)
                .await
                .map_err(|e| format!("signing in: {e}"))?;
        }
        Ok(conn)
    }
}

/// A TLS client configuration over ring (the process's one provider) with the web's public
/// roots and `extra_roots`.
fn implicit_tls(host: &str, extra_roots: &[CertificateDer<'static>]) -> Result<Encryption, String> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    for root in extra_roots {
        roots
            .add(root.clone())
            .map_err(|e| format!("TOKRI_SMTP_URL: TLS root: {e}"))?;
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| format!("TOKRI_SMTP_URL: TLS: {e}"))?
    .with_root_certificates(roots)
    .with_no_client_auth();
    let name = ServerName::try_from(host.to_owned())
        .map_err(|e| format!("TOKRI_SMTP_URL: {host}: {e}"))?;
    Ok(Encryption::Implicit {
        connector: tokio_rustls::TlsConnector::from(Arc::new(config)),
        name,
    })
}

/// A TLS stream over TCP, as lettre's SMTP code takes a stream.
#[derive(Debug)]
struct TlsTcp(tokio_rustls::client::TlsStream<TcpStream>);

impl AsyncTokioStream for TlsTcp {
    fn peer_addr(&self) -> io::Result<SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

impl AsyncRead for TlsTcp {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for TlsTcp {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

/// Open connections to one server, reused message after message.
pub(crate) struct SmtpPool {
    server: Server,
    /// Connections between messages, with when each was last used.
    idle: Mutex<Vec<(AsyncSmtpConnection, Instant)>>,
    /// The most kept idle (the sender's messages side by side).
    keep: usize,
}

impl fmt::Debug for SmtpPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SmtpPool({}:{})", self.server.host, self.server.port)
    }
}

impl SmtpPool {
    /// A pool for the server at `url`, keeping at most `keep` connections open between
    /// messages.
    pub(crate) fn new(
        url: &str,
        keep: usize,
        extra_roots: &[CertificateDer<'static>],
    ) -> Result<Self, String> {
        Ok(SmtpPool {
            server: Server::from_url(url, extra_roots)?,
            idle: Mutex::new(Vec::new()),
            keep,
        })
    }

    /// The newest idle connection that is fresh enough; older ones are closed.
    fn take_idle(&self) -> Option<AsyncSmtpConnection> {
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        while let Some((conn, since)) = idle.pop() {
            if since.elapsed() < IDLE_LIMIT {
                return Some(conn);
            }
            // Dropped without QUIT: the server sees the socket close, which it handles as well.
            drop(conn);
        }
        None
    }

    fn put_back(&self, conn: AsyncSmtpConnection) {
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < self.keep {
            idle.push((conn, Instant::now()));
        }
    }

    /// Sends one message. A pooled connection the server has closed meanwhile fails before the
    /// message is accepted; the message then goes once more, on a new connection.
    pub(crate) async fn send(&self, envelope: &Envelope, message: &[u8]) -> Result<(), String> {
        if let Some(mut conn) = self.take_idle() {
            match conn.send(envelope, message).await {
                Ok(_) => {
                    self.put_back(conn);
                    return Ok(());
                }
                // The server answered, and refused: another connection would hear the same.
                Err(e) if e.is_permanent() || e.is_transient() => return Err(e.to_string()),
                Err(_) => {}
            }
        }
        let mut conn = tokio::time::timeout(CONNECT_LIMIT, self.server.connect())
            .await
            .map_err(|_| {
                format!(
                    "connecting to {}:{}: no answer in {} s",
                    self.server.host,
                    self.server.port,
                    CONNECT_LIMIT.as_secs()
                )
            })??;
        conn.send(envelope, message)
            .await
            .map_err(|e| e.to_string())?;
        self.put_back(conn);
        Ok(())
    }
}
