//! Who may open a connection: a cap on open connections in all and on those from one client
//! address, with one warning line every few seconds while connections are being refused.
//!
//! When every slot is taken, a newcomer is not simply turned away: if some client holds more
//! slots than the newcomer (by more than one), that client's oldest connection is told to close
//! (at once when it is waiting for a request, after its answer when one is under way) and the
//! newcomer takes the slot. So many addresses holding slow or idle connections cannot keep real
//! customers out; each client ends with a fair share of the server.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ipnet::IpNet;
use tokio_util::sync::CancellationToken;

use crate::client::{client_net, is_trusted};

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
    /// Each client's connections, oldest first: an id and the token that closes it.
    by_client: HashMap<IpNet, VecDeque<(u64, CancellationToken)>>,
    next_id: u64,
}

/// The connection caps of one server.
pub(crate) struct Admission {
    max: usize,
    per_client: usize,
    trusted: Vec<IpNet>,
    counts: Mutex<Counts>,
    full_warning: Throttle,
    client_warning: Throttle,
    eviction_warning: Throttle,
}

/// One admitted connection; its slot is given back when this is dropped.
pub(crate) struct Slot {
    admission: Arc<Admission>,
    client: Option<(IpNet, u64)>,
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
            eviction_warning: Throttle::default(),
        })
    }

    fn counts(&self) -> MutexGuard<'_, Counts> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a slot for a connection from `ip`, or says why not (and warns now and then).
    /// `close` is cancelled when the connection must give its slot up to a newcomer.
    pub(crate) fn admit(
        self: &Arc<Self>,
        ip: IpAddr,
        close: CancellationToken,
    ) -> Result<Slot, Refusal> {
        let client = (!is_trusted(&self.trusted, ip)).then(|| client_net(ip));
        let mut counts = self.counts();
        let held = client.map_or(0, |key| counts.by_client.get(&key).map_or(0, VecDeque::len));
        let may_evict = client.is_some() && held < self.per_client;
        if counts.open >= self.max && !(may_evict && counts.evict_for(held)) {
            let open = counts.open;
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
        if counts.open >= self.max {
            // evict_for made room by closing another client's oldest connection.
            counts.open -= 1;
            if let Some(evicted) = self.eviction_warning.ready() {
                tracing::warn!(
                    limit = self.max,
                    evicted,
                    "connection limit reached (TOKRI_MAX_CONNECTIONS): closing the oldest connections of the clients holding the most to let others in"
                );
            }
        }
        if let Some(key) = client
            && held >= self.per_client
        {
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
        counts.open += 1;
        let client = client.map(|key| {
            let id = counts.next_id;
            counts.next_id += 1;
            counts
                .by_client
                .entry(key)
                .or_default()
                .push_back((id, close));
            (key, id)
        });
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

impl Counts {
    /// Closes the oldest connection of the client holding the most, when it holds more than
    /// one more than a newcomer that holds `held`; true when it did (its slot is free now).
    fn evict_for(&mut self, held: usize) -> bool {
        let Some((&key, conns)) = self.by_client.iter_mut().max_by_key(|(_, c)| c.len()) else {
            return false;
        };
        if conns.len() <= held + 1 {
            return false;
        }
        if let Some((_, close)) = conns.pop_front() {
            close.cancel();
        }
        if conns.is_empty() {
            self.by_client.remove(&key);
        }
        true
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.admission.counts();
        let Some((key, id)) = self.client else {
            counts.open = counts.open.saturating_sub(1);
            return;
        };
        // An evicted connection's slot was handed over already.
        let Some(conns) = counts.by_client.get_mut(&key) else {
            return;
        };
        let Some(at) = conns.iter().position(|(i, _)| *i == id) else {
            return;
        };
        conns.remove(at);
        if conns.is_empty() {
            counts.by_client.remove(&key);
        }
        counts.open = counts.open.saturating_sub(1);
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
        let first = a.admit(one, token()).unwrap();
        assert_eq!(a.admit(one, token()).err(), Some(Refusal::Client));
        let _p1 = a.admit(proxy, token()).unwrap();
        let _p2 = a.admit(proxy, token()).unwrap();
        assert_eq!(a.admit(proxy, token()).err(), Some(Refusal::Full));
        drop(first);
        assert_eq!(a.open(), 2);
        let _again = a.admit(one, token()).unwrap();
    }

    fn token() -> CancellationToken {
        CancellationToken::new()
    }

    #[test]
    fn when_full_a_newcomer_takes_the_oldest_slot_of_the_client_holding_the_most() {
        let a = Admission::new(4, 4, Vec::new());
        let hog: IpAddr = "192.0.2.1".parse().unwrap();
        let closes: Vec<_> = (0..4).map(|_| token()).collect();
        let hogs: Vec<_> = closes
            .iter()
            .map(|c| a.admit(hog, c.clone()).unwrap())
            .collect();
        // The hog asking for more takes nobody's slot.
        assert_eq!(a.admit(hog, token()).err(), Some(Refusal::Full));
        let newcomer: IpAddr = "2001:db8::1".parse().unwrap();
        let _n1 = a.admit(newcomer, token()).unwrap();
        assert!(closes[0].is_cancelled() && !closes[1].is_cancelled());
        assert_eq!(a.open(), 4);
        // The evicted connection closing later gives nothing back twice.
        drop(hogs);
        assert_eq!(a.open(), 1);
        // Two clients with two each: a newcomer takes one slot; then nobody holds more than one
        // slot more than a client asking again, so that client is refused.
        let b = Admission::new(4, 4, Vec::new());
        let c1: IpAddr = "192.0.2.2".parse().unwrap();
        let c2: IpAddr = "192.0.2.3".parse().unwrap();
        let _held: Vec<_> = [c1, c1, c2, c2]
            .iter()
            .map(|ip| b.admit(*ip, token()).unwrap())
            .collect();
        let _n = b.admit(newcomer, token()).unwrap();
        assert_eq!(b.admit(c1, token()).err(), Some(Refusal::Full));
    }
}
