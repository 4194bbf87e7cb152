//! How the process's memory allocator gives memory back.
//!
//! glibc serves large blocks from fresh mappings, but raises that threshold each time such a
//! block is freed, up to 32 MB, so that later large blocks come from the heaps of the threads
//! that use them and stay there once freed: free, yet counted in the process's memory. Picture
//! processing (megabytes per photo, on blocking threads) and the catalogue's compressed
//! snapshots (rebuilt after each change) left a fresh demo shop idling at 110 MB instead of 25.
//! A fixed threshold keeps blocks of 128 KB and more on their own mappings, returned at once.

/// Blocks this large or larger get their own mapping (glibc's initial threshold, kept fixed).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 128 * 1024;

/// Heaps the threads share. glibc gives threads up to eight heaps per core; each keeps the
/// freed blocks of whatever ran on it. While the catalogue's snapshot was rebuilt every few
/// seconds under load, its garbage scattered over a dozen heaps (a grown shop of 10,000 products
/// held 180–210 MB), and four heaps held it to 157 MB; but with four, the server's dozen busy
/// threads (workers, one per SQLite connection) waited on each other's heap locks, a third of a
/// profile of the admin's product list. The snapshot is now rebuilt only on change, and eight
/// heaps answer the grown shop's reads about a tenth faster than four at 99 MB instead of 94
/// (sixteen: no faster, 100 MB).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const ARENAS: libc::c_int = 8;

/// Makes glibc return large freed blocks to the system at once (elsewhere nothing to do).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn return_large_blocks_at_once() {
    // SAFETY: mallopt takes no pointers; it only changes a setting of the allocator, and glibc
    // makes it safe to call at any time (we call it first thing, before any thread starts).
    let ok = unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) };
    if ok != 1 {
        eprintln!("warning: could not set the allocator's mapping threshold");
    }
    // SAFETY: as above; called before any thread starts, so no heap exists beyond the first.
    let ok = unsafe { libc::mallopt(libc::M_ARENA_MAX, ARENAS) };
    if ok != 1 {
        eprintln!("warning: could not set the allocator's number of heaps");
    }
}

/// Makes glibc return large freed blocks to the system at once (elsewhere nothing to do).
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn return_large_blocks_at_once() {}

/// Hands the allocator's free memory back to the system. Small blocks (a connection's buffers
/// and tasks) live in the heaps, which keep what was freed: after thousands of connections
/// close (an attack, a rush) the process would go on holding their memory, free but counted.
/// Called by the server when such a crowd has gone (`ServeSettings::after_crowd`), not on a
/// timer: trimming a busy heap makes it fault the same pages back in (a fifth fewer orders a
/// second in `make bench`).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn give_back_free_memory() {
    // SAFETY: malloc_trim takes no pointers and is thread-safe: it only returns free pages of
    // the heaps to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Hands the allocator's free memory back to the system (elsewhere nothing to do).
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn give_back_free_memory() {}
