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
}

/// Makes glibc return large freed blocks to the system at once (elsewhere nothing to do).
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn return_large_blocks_at_once() {}
