//! The shop's counters, in Prometheus' text format (`GET /metrics`). A small registry of our
//! own: a few counter families and one latency histogram, atomics behind a read-mostly lock,
//! so recording a request costs a hash look-up and two atomic additions.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds.
pub const LATENCY_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];

/// Separates label values in a family's keys (never part of a route, method or status).
const SEP: char = '\u{1f}';

/// Series of one metric told apart by label values.
#[derive(Debug)]
struct Family<T> {
    labels: &'static [&'static str],
    series: RwLock<HashMap<String, Arc<T>>>,
}

impl<T: Default> Family<T> {
    fn new(labels: &'static [&'static str]) -> Self {
        Family {
            labels,
            series: RwLock::new(HashMap::new()),
        }
    }

    fn get(&self, values: &[&str]) -> Arc<T> {
        debug_assert_eq!(values.len(), self.labels.len());
        let key = values.join(&SEP.to_string());
        if let Some(s) = self
            .series
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return s.clone();
        }
        self.series
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_default()
            .clone()
    }

    /// (label text like `a="x",b="y"`, series), sorted for a stable page.
    fn sorted(&self) -> Vec<(String, Arc<T>)> {
        let mut out: Vec<(String, Arc<T>)> = self
            .series
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(k, v)| {
                let text = self
                    .labels
                    .iter()
                    .zip(k.split(SEP))
                    .map(|(name, value)| format!("{name}=\"{}\"", escape(value)))
                    .collect::<Vec<_>>()
                    .join(",");
                (text, v.clone())
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// Counts of one latency distribution.
#[derive(Debug, Default)]
struct Histogram {
    /// Observations per bucket (not cumulative); the last counts those above every bound.
    buckets: [AtomicU64; LATENCY_BUCKETS.len() + 1],
    sum_micros: AtomicU64,
    count: AtomicU64,
}

impl Histogram {
    fn observe(&self, d: Duration) {
        let secs = d.as_secs_f64();
        let i = LATENCY_BUCKETS
            .iter()
            .position(|b| secs <= *b)
            .unwrap_or(LATENCY_BUCKETS.len());
        self.buckets[i].fetch_add(1, Ordering::Relaxed);
        self.sum_micros.fetch_add(
            u64::try_from(d.as_micros()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
        self.count.fetch_add(1, Ordering::Relaxed);
    }
}

/// Values read when the page is rendered, from parts of the shop that keep their own counts.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gauges {
    /// Mail handed to the background sender.
    pub mails_queued: u64,
    /// Mail delivered (SMTP accepted it, or it was written to the outbox).
    pub mails_sent: u64,
    /// Mail that could not be delivered.
    pub mails_failed: u64,
    /// Mail waiting to be sent, in all instances (the outbox table).
    pub mail_backlog: i64,
    /// How long the oldest waiting mail has waited, in seconds (0 with none waiting).
    pub mail_oldest_wait_seconds: f64,
    /// WhatsApp messages waiting to be sent, in all instances.
    pub whatsapp_backlog: i64,
    /// How long the oldest waiting WhatsApp message has waited, in seconds.
    pub whatsapp_oldest_wait_seconds: f64,
    /// Database connections open.
    pub db_open: u32,
    /// Open database connections idle in the pool.
    pub db_idle: u32,
    /// Most database connections the pool opens.
    pub db_max: u32,
}

/// Every counter of one instance.
#[derive(Debug)]
pub struct Metrics {
    http_requests: Family<AtomicU64>,
    http_duration: Family<Histogram>,
    orders_paid: AtomicU64,
    payments_failed: AtomicU64,
    reconciler_runs: Family<AtomicU64>,
    catalogue_invalidations: Family<AtomicU64>,
    /// Catalogue snapshots built, and microseconds spent building them, by what they read.
    catalogue_builds: Family<AtomicU64>,
    catalogue_build_us: Family<AtomicU64>,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            http_requests: Family::new(&["method", "route", "status"]),
            http_duration: Family::new(&["method", "route"]),
            orders_paid: AtomicU64::new(0),
            payments_failed: AtomicU64::new(0),
            reconciler_runs: Family::new(&["outcome"]),
            catalogue_invalidations: Family::new(&["source"]),
            catalogue_builds: Family::new(&["read"]),
            catalogue_build_us: Family::new(&["read"]),
        }
    }
}

impl Metrics {
    /// One answered HTTP request. `route` must be a route template (or another value from a
    /// small fixed set), never a raw path: each value makes a series.
    pub fn http_request(&self, method: &str, route: &str, status: u16, took: Duration) {
        self.http_requests
            .get(&[method, route, &status.to_string()])
            .fetch_add(1, Ordering::Relaxed);
        self.http_duration.get(&[method, route]).observe(took);
    }

    /// An order became paid (counted once per order, by the instance that settled it).
    pub fn order_paid(&self) {
        self.orders_paid.fetch_add(1, Ordering::Relaxed);
    }

    /// The provider reported a failed payment.
    pub fn payment_failed(&self) {
        self.payments_failed.fetch_add(1, Ordering::Relaxed);
    }

    /// This instance ran the payment reconciler; `ok` is whether the run succeeded.
    pub fn reconciler_run(&self, ok: bool) {
        self.reconciler_runs
            .get(&[if ok { "ok" } else { "error" }])
            .fetch_add(1, Ordering::Relaxed);
    }

    /// The cached catalogue was dropped: `source` is `write` (in this instance), `notify`
    /// (another instance wrote) or `missed` (the listener reconnected).
    pub fn catalogue_invalidated(&self, source: &'static str) {
        self.catalogue_invalidations
            .get(&[source])
            .fetch_add(1, Ordering::Relaxed);
    }

    /// A catalogue snapshot was built in `took`, reading the catalogue `whole` or only the
    /// products that changed.
    pub fn catalogue_built(&self, whole: bool, took: Duration) {
        let read = [if whole { "whole" } else { "changed" }];
        self.catalogue_builds
            .get(&read)
            .fetch_add(1, Ordering::Relaxed);
        self.catalogue_build_us
            .get(&read)
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
    }

    /// The page Prometheus scrapes.
    pub fn render(&self, g: &Gauges) -> String {
        let mut out = String::with_capacity(16 * 1024);
        let _ = writeln!(
            out,
            "# HELP tokri_build_info Version of this Tokri instance.\n# TYPE tokri_build_info gauge\ntokri_build_info{{version=\"{}\"}} 1",
            env!("CARGO_PKG_VERSION")
        );
        header(
            &mut out,
            "tokri_http_requests_total",
            "counter",
            "HTTP requests answered, by method, route template and status.",
        );
        for (labels, n) in self.http_requests.sorted() {
            let _ = writeln!(
                out,
                "tokri_http_requests_total{{{labels}}} {}",
                n.load(Ordering::Relaxed)
            );
        }
        header(
            &mut out,
            "tokri_http_request_duration_seconds",
            "histogram",
            "Time to answer HTTP requests (until the response head), by method and route template.",
        );
        for (labels, h) in self.http_duration.sorted() {
            let mut cumulative = 0u64;
            for (i, bound) in LATENCY_BUCKETS.iter().enumerate() {
                cumulative += h.buckets[i].load(Ordering::Relaxed);
                let _ = writeln!(
                    out,
                    "tokri_http_request_duration_seconds_bucket{{{labels},le=\"{bound}\"}} {cumulative}"
                );
            }
            cumulative += h.buckets[LATENCY_BUCKETS.len()].load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "tokri_http_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {cumulative}"
            );
            let _ = writeln!(
                out,
                "tokri_http_request_duration_seconds_sum{{{labels}}} {}",
                h.sum_micros.load(Ordering::Relaxed) as f64 / 1e6
            );
            let _ = writeln!(
                out,
                "tokri_http_request_duration_seconds_count{{{labels}}} {}",
                h.count.load(Ordering::Relaxed)
            );
        }
        let counters: [(&str, &str, u64); 5] = [
            (
                "tokri_orders_paid_total",
                "Orders that became paid in this instance.",
                self.orders_paid.load(Ordering::Relaxed),
            ),
            (
                "tokri_payments_failed_total",
                "Failed payments the provider reported to this instance.",
                self.payments_failed.load(Ordering::Relaxed),
            ),
            (
                "tokri_mails_queued_total",
                "Mails handed to the background sender.",
                g.mails_queued,
            ),
            (
                "tokri_mails_sent_total",
                "Mails delivered to the SMTP server or written to the outbox.",
                g.mails_sent,
            ),
            (
                "tokri_mails_failed_total",
                "Mails that could not be delivered.",
                g.mails_failed,
            ),
        ];
        for (name, help, value) in counters {
            header(&mut out, name, "counter", help);
            let _ = writeln!(out, "{name} {value}");
        }
        header(
            &mut out,
            "tokri_reconciler_runs_total",
            "counter",
            "Payment reconciler runs this instance made, by outcome.",
        );
        for outcome in ["ok", "error"] {
            let n = self.reconciler_runs.get(&[outcome]).load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "tokri_reconciler_runs_total{{outcome=\"{outcome}\"}} {n}"
            );
        }
        header(
            &mut out,
            "tokri_catalogue_invalidations_total",
            "counter",
            "Times the cached catalogue was dropped, by cause (write here, notify from another instance, missed notifications).",
        );
        for source in ["write", "notify", "missed"] {
            let n = self
                .catalogue_invalidations
                .get(&[source])
                .load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "tokri_catalogue_invalidations_total{{source=\"{source}\"}} {n}"
            );
        }
        header(
            &mut out,
            "tokri_catalogue_builds_total",
            "counter",
            "Catalogue snapshots built, by what they read (the whole catalogue, or only the products that changed).",
        );
        for read in ["whole", "changed"] {
            let n = self.catalogue_builds.get(&[read]).load(Ordering::Relaxed);
            let _ = writeln!(out, "tokri_catalogue_builds_total{{read=\"{read}\"}} {n}");
        }
        header(
            &mut out,
            "tokri_catalogue_build_seconds_total",
            "counter",
            "Time spent building catalogue snapshots, by what they read.",
        );
        for read in ["whole", "changed"] {
            let us = self.catalogue_build_us.get(&[read]).load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "tokri_catalogue_build_seconds_total{{read=\"{read}\"}} {:.6}",
                us as f64 / 1e6
            );
        }
        header(
            &mut out,
            "tokri_db_pool_connections",
            "gauge",
            "Database connections of this instance, by state.",
        );
        let _ = writeln!(
            out,
            "tokri_db_pool_connections{{state=\"in_use\"}} {}\ntokri_db_pool_connections{{state=\"idle\"}} {}",
            g.db_open.saturating_sub(g.db_idle),
            g.db_idle
        );
        header(
            &mut out,
            "tokri_mail_backlog",
            "gauge",
            "Mails waiting to be sent (queued or waiting for a retry), by every instance.",
        );
        let _ = writeln!(out, "tokri_mail_backlog {}", g.mail_backlog);
        header(
            &mut out,
            "tokri_mail_oldest_wait_seconds",
            "gauge",
            "How long the oldest mail waiting to be sent has waited.",
        );
        let _ = writeln!(
            out,
            "tokri_mail_oldest_wait_seconds {:.3}",
            g.mail_oldest_wait_seconds
        );
        header(
            &mut out,
            "tokri_whatsapp_backlog",
            "gauge",
            "WhatsApp messages waiting to be sent (queued or waiting for a retry), by every instance.",
        );
        let _ = writeln!(out, "tokri_whatsapp_backlog {}", g.whatsapp_backlog);
        header(
            &mut out,
            "tokri_whatsapp_oldest_wait_seconds",
            "gauge",
            "How long the oldest WhatsApp message waiting to be sent has waited.",
        );
        let _ = writeln!(
            out,
            "tokri_whatsapp_oldest_wait_seconds {:.3}",
            g.whatsapp_oldest_wait_seconds
        );
        header(
            &mut out,
            "tokri_db_pool_max_connections",
            "gauge",
            "Most database connections this instance opens.",
        );
        let _ = writeln!(out, "tokri_db_pool_max_connections {}", g.db_max);
        out
    }
}

fn header(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_prometheus_text() {
        let m = Metrics::default();
        m.http_request("GET", "/api/products", 200, Duration::from_micros(1500));
        m.http_request("GET", "/api/products", 200, Duration::from_millis(30));
        m.http_request("POST", "/api/orders", 400, Duration::from_secs(20));
        m.order_paid();
        let page = m.render(&Gauges {
            db_open: 3,
            db_idle: 1,
            db_max: 16,
            mail_backlog: 38_518,
            mail_oldest_wait_seconds: 296.5,
            whatsapp_backlog: 12,
            ..Gauges::default()
        });
        assert!(page.contains("# TYPE tokri_whatsapp_backlog gauge\ntokri_whatsapp_backlog 12\n"));
        assert!(page.contains("# TYPE tokri_mail_backlog gauge\ntokri_mail_backlog 38518\n"));
        assert!(page.contains("tokri_mail_oldest_wait_seconds 296.500\n"));
        assert!(page.contains(
            "tokri_http_requests_total{method=\"GET\",route=\"/api/products\",status=\"200\"} 2\n"
        ));
        assert!(page.contains("tokri_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/products\",le=\"0.001\"} 0\n"));
        assert!(page.contains("tokri_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/products\",le=\"0.0025\"} 1\n"));
        assert!(page.contains("tokri_http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/products\",le=\"0.05\"} 2\n"));
        assert!(page.contains("tokri_http_request_duration_seconds_bucket{method=\"POST\",route=\"/api/orders\",le=\"10\"} 0\n"));
        assert!(page.contains("tokri_http_request_duration_seconds_bucket{method=\"POST\",route=\"/api/orders\",le=\"+Inf\"} 1\n"));
        assert!(page.contains(
            "tokri_http_request_duration_seconds_count{method=\"GET\",route=\"/api/products\"} 2\n"
        ));
        assert!(page.contains("tokri_http_request_duration_seconds_sum{method=\"GET\",route=\"/api/products\"} 0.0315\n"));
        assert!(page.contains("tokri_orders_paid_total 1\n"));
        assert!(page.contains("tokri_db_pool_connections{state=\"in_use\"} 2\n"));
        assert!(page.contains("tokri_db_pool_max_connections 16\n"));
        for line in page.lines().filter(|l| !l.starts_with('#')) {
            let (_, value) = line.rsplit_once(' ').expect("name and value");
            assert!(value.parse::<f64>().is_ok(), "{line}");
        }
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
