//! SQLite's process-wide settings, made once before the first connection opens.
//!
//! SQLite keeps memory statistics by default: every allocation and free it makes takes one
//! mutex for the whole process. sqlx copies each column of each row it reads (one allocation
//! per value), so on a shop's busy reads the connections' threads queued on that mutex: a
//! profile of the grown shop's admin order list put a sixth of the server's time in taking and
//! releasing it, much of it in the kernel waking waiters (docs/decisions.md, "SQLite keeps no
//! memory statistics"). Nothing of ours reads the statistics (`sqlite3_memory_used`).

/// Turns SQLite's memory statistics off, once per process, before SQLite starts. When SQLite
/// has already started (a connection opened elsewhere first), it stays as it is: the setting
/// only changes speed, never results.
pub(crate) fn before_first_connection() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: SQLITE_CONFIG_MEMSTATUS takes one int, passed as one; SQLite refuses (with
        // SQLITE_MISUSE, changing nothing) a configuration made after it has started, and
        // nothing else here calls sqlite3_config or sqlite3_initialize concurrently (Once).
        #[allow(unsafe_code)]
        let rc = unsafe {
            libsqlite3_sys::sqlite3_config(
                libsqlite3_sys::SQLITE_CONFIG_MEMSTATUS,
                0 as std::os::raw::c_int,
            )
        };
        if rc != libsqlite3_sys::SQLITE_OK {
            tracing::debug!(rc, "SQLite had started: its memory statistics stay on");
        }
    });
}

#[cfg(test)]
mod tests {
    /// Once a store has opened SQLite, SQLite counts no memory (its statistics are off), so no
    /// allocation of any connection waits on the statistics' mutex.
    #[tokio::test]
    async fn sqlite_keeps_no_memory_statistics_once_a_store_opened_it() {
        let t = crate::testing::fresh_sqlite().await.unwrap();
        t.store.ping().await.unwrap();
        // SAFETY: sqlite3_memory_used takes nothing and only reads a counter.
        #[allow(unsafe_code)]
        let used = unsafe { libsqlite3_sys::sqlite3_memory_used() };
        assert_eq!(
            used, 0,
            "SQLite counted {used} bytes: its memory statistics are on"
        );
    }
}
