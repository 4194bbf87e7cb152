//! The process's memory allocator: jemalloc, set up to give memory back by itself.
//!
//! glibc's allocator was a third of the server's CPU under a grown shop's reads (profile of
//! 2026-11-29: `_int_malloc`, `malloc_consolidate`, `_int_free` and the heap locks of a dozen
//! busy threads, the workers and one thread per SQLite connection), and it needed help to give
//! memory back (a fixed mapping threshold, a capped number of heaps, `malloc_trim` after a
//! catalogue build or a crowd of connections). jemalloc serves each thread from a cache of its
//! own and returns freed pages from a background thread: the grown shop's order lists answer
//! about half as many requests again at the same 32 connections (decisions.md, "The binary
//! allocates with jemalloc").
//!
//! Its settings (read before `main`, from the symbol jemalloc looks for):
//! - four arenas (heaps) for two cores' worth of threads, not jemalloc's four per core: eight
//!   held 30 MB more under load, for no more speed;
//! - a background thread that returns freed pages, one second after they were last used
//!   (`dirty_decay_ms`), straight to the system (`muzzy_decay_ms:0`), so a burst's memory is not
//!   kept after it.

#[cfg(not(target_env = "msvc"))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's settings, as its `MALLOC_CONF` would give them.
#[cfg(not(target_env = "msvc"))]
const SETTINGS: &std::ffi::CStr =
    c"narenas:4,background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0";

/// The settings where jemalloc (built with the `_rjem_` prefix) reads them when it starts.
#[cfg(not(target_env = "msvc"))]
#[allow(unsafe_code, non_upper_case_globals)]
// SAFETY: jemalloc declares this symbol as `const char *malloc_conf` and only reads it; the
// string it points to is a static, NUL-terminated and never written.
#[unsafe(export_name = "_rjem_malloc_conf")]
pub static malloc_conf: Option<&'static std::ffi::c_char> =
    // SAFETY: the pointer comes from a `'static` C string, so it is valid and aligned forever.
    Some(unsafe { &*SETTINGS.as_ptr() });

/// Hands the allocator's free memory back to the system at once, rather than within the second
/// its background thread takes: after a catalogue build (megabytes of JSON and compression
/// buffers) and after a crowd of connections has gone (`ServeSettings::after_crowd`).
#[cfg(not(target_env = "msvc"))]
pub fn give_back_free_memory() {
    if let Err(code) = purge() {
        tracing::warn!(code, "the allocator could not give its free memory back");
    }
}

/// Asks jemalloc to return every arena's unused pages ("arena.<MALLCTL_ARENAS_ALL>.purge");
/// the error is its code.
#[cfg(not(target_env = "msvc"))]
#[allow(unsafe_code)]
fn purge() -> Result<(), std::ffi::c_int> {
    let name = c"arena.4096.purge";
    // SAFETY: a void control takes no old or new value (null pointers, zero length), and the
    // name is a NUL-terminated static string.
    let failed = unsafe {
        tikv_jemalloc_sys::mallctl(
            name.as_ptr(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
        )
    };
    if failed == 0 { Ok(()) } else { Err(failed) }
}

/// Hands the allocator's free memory back to the system (nothing to do with the system's own).
#[cfg(target_env = "msvc")]
pub fn give_back_free_memory() {}

#[cfg(all(test, not(target_env = "msvc")))]
mod tests {
    #[test]
    fn jemalloc_runs_with_the_settings_written_here() {
        let boxed = vec![7u8; 1 << 20];
        assert_eq!(boxed.iter().map(|&b| u64::from(b)).sum::<u64>(), 7 << 20);
        assert_eq!(tikv_jemalloc_ctl::opt::narenas::read().unwrap(), 4);
        assert!(tikv_jemalloc_ctl::opt::background_thread::read().unwrap());
        drop(boxed);
        assert_eq!(super::purge(), Ok(()));
    }
}
