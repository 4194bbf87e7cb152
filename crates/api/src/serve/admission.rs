//! Who may open a connection: a cap on open connections in all and on those from one client
//! address, with one warning line every few seconds while connections are being refused.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ipnet::IpNet;

/// How often a refusal warning may be logged.
const WARN_EVERY: Duration = Duration::from_secs(10);

/// Why a connection was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// Every connection slot is taken.
    Full,
    /// This client address holds its share already.
    Client,
}

impl Refusal {
    /// The whole answer written to a refused connection before it is closed.
    pub(crate) fn answer(self) -> &'static [u8] {
        match self {
            Refusal::Full => {
                b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
                  retry-after: 5\r\ncache-control: no-store\r\nconnection: close\r\ncontent-length: 76\r\n\r\n\
                  {\"message\":\"The shop is very busy right now. Please try again in a moment.\"}"
            }
            Refusal::Client => {
                b"HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\n\
                  retry-after: 5\r\ncache-control: no-store\r\nconnection: close\r\ncontent-length: 76\r\n\r\n\
                  {\"message\":\"Too many open connections from your address. Close some first.\"}"
            }
        }
    }
}

#[derive(Default)]
struct Counts {
    open: usize,
    by_client: HashMap<IpAddr, usize>,
}

/// The connection caps of one server.
pub(crate) struct Admission {
    max: usize,
    per_client: usize,
    trusted: Vec<IpNet>,
    counts: Mutex<Counts>,
    full_warning: Throttle,
    client_warning: Throttle,
}

/// One admitted connection; its slot is given back when this is dropped.
pub(crate) struct Slot {
    admission: Arc<Admission>,
    client: Option<IpAddr>,
}

impl Admission {
    /// Caps of `max` connections in all and `per_client` from one client; connections from
    /// `trusted` proxies count only towards `max`.
    pub(crate) fn new(max: usize, per_client: usize, trusted: Vec<IpNet>) -> Arc<Self> {
        Arc::new(Admission {
            max: max.max(1),
            per_client: per_client.max(1),
            trusted,
            counts: Mutex::default(),
            full_warning: Throttle::default(),
            client_warning: Throttle::default(),
        })
    }

    fn counts(&self) -> MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a slot for a connection from `ip`, or says why not (and warns now and then).
    pub(crate) fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Slot, Refusal> {
        let client = client_key(ip).filter(|_| !self.trusted.iter().any(|n| n.contains(&ip)));
        let mut counts = self.counts();
        let open = counts.open;
        if open >= self.max {
            drop(counts);
            if let Some(refused) = self.full_warning.ready() {
                tracing::warn!(
                    open,
                    limit = self.max,
                    refused,
                    "connection limit reached (TOKRI_MAX_CONNECTIONS): refusing new connections with 503"
                );
            }
            return Err(Refusal::Full);
        }
        if let Some(key) = client {
            let held = counts.by_client.entry(key).or_insert(0);
            if *held >= self.per_client {
                drop(counts);
                if let Some(refused) = self.client_warning.ready() {
                    tracing::warn!(
                        client = %key,
                        limit = self.per_client,
                        refused,
                        "connection limit per client reached (TOKRI_MAX_CONNECTIONS_PER_CLIENT): refusing its new connections with 429"
                    );
                }
                return Err(Refusal::Client);
            }
            *held += 1;
        }
        counts.open += 1;
        Ok(Slot {
            admission: self.clone(),
            client,
        })
    }

    /// Connections open now.
    pub(crate) fn open(&self) -> usize {
        self.counts().open
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.admission.counts();
        counts.open = counts.open.saturating_sub(1);
        if let Some(key) = self.client
            && let Some(held) = counts.by_client.get_mut(&key)
        {
            *held = held.saturating_sub(1);
            if *held == 0 {
                counts.by_client.remove(&key);
            }
        }
    }
}

/// What counts as one client: an IPv4 address, or an IPv6 /64 (one customer's network).
fn client_key(ip: IpAddr) -> Option<IpAddr> {
    match ip {
        IpAddr::V4(v4) => Some(IpAddr::V4(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => Some(IpAddr::V4(v4)),
            None => {
                let net = ipnet::Ipv6Net::new(v6, 64).ok()?;
                Some(IpAddr::V6(net.network()))
            }
        },
    }
}

/// Lets a warning through at most once every [`WARN_EVERY`], counting the ones held back.
#[derive(Default)]
pub(crate) struct Throttle {
    last: Mutex<Option<Instant>>,
    held_back: AtomicU64,
}

impl Throttle {
    /// `Some(events since the last warning, this one included)` when a warning may be logged now.
    pub(crate) fn ready(&self) -> Option<u64> {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if last.is_some_and(|t| now.duration_since(t) < WARN_EVERY) {
            self.held_back.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *last = Some(now);
        Some(self.held_back.swap(0, Ordering::Relaxed) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answers_are_complete_http_messages_with_json_bodies() {
        for r in [Refusal::Full, Refusal::Client] {
            let text = std::str::from_utf8(r.answer()).unwrap();
            let (head, body) = text.split_once("\r\n\r\n").unwrap();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length: "))
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(length, body.len(), "{head}");
            let v: serde_json::Value = serde_json::from_str(body).unwrap();
            assert!(v["message"].is_string());
        }
    }

    #[test]
    fn slots_come_back_and_trusted_proxies_share_only_the_total() {
        let trusted = vec!["10.0.0.0/8".parse().unwrap()];
        let a = Admission::new(3, 1, trusted);
        let one: IpAddr = "192.0.2.1".parse().unwrap();
        let proxy: IpAddr = "10.1.2.3".parse().unwrap();
        let first = a.admit(one).unwrap();
        assert_eq!(a.admit(one).err(), Some(Refusal::Client));
        let _p1 = a.admit(proxy).unwrap();
        let _p2 = a.admit(proxy).unwrap();
        assert_eq!(a.admit(proxy).err(), Some(Refusal::Full));
        drop(first);
        assert_eq!(a.open(), 2);
        let _again = a.admit(one).unwrap();
    }

    #[test]
    fn an_ipv6_client_is_its_64_network() {
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(client_key(a), client_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(client_key(mapped), Some("192.0.2.7".parse().unwrap()));
    }
}
