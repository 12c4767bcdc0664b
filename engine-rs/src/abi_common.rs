//! What every wasm of the engine exports and checks (`abi.rs` for `engine.wasm`, `abi_hit.rs` for
//! `freeform-hit.wasm`): the status numbers, the version, the caller's allocator and the memory checks.
#![allow(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]

use std::alloc::{self, Layout};
use std::slice;

use crate::version::PACKED_VERSION;

/// The outcome of an export. The numbers are part of the ABI: never renumber, only append.
#[repr(u32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// The call did its work.
    Ok = 0,
    /// The grid rows or their sizes are invalid (spec §5: "Invalid grid rows").
    InvalidGridRows = 1,
    /// A pointer or length breaks the call's contract: null with a length, outside memory,
    /// overlapping buffers, or an output buffer of the wrong length.
    InvalidArgument = 2,
    /// Memory could not be allocated. [`sw_alloc`] signals it by returning 0; the binding reports
    /// this status then.
    OutOfMemory = 3,
    /// The photo has more than 40 megapixels.
    ImageTooLarge = 4,
    /// A chart side is above 4000 cells.
    GridTooLarge = 5,
    /// A width, height, column or row count below 1.
    InvalidImageSize = 6,
    /// A colour count outside its range: K or a palette from 1 to 255 colours, a brand palette from 1
    /// to 4096, k-means centroids from 1 to 255.
    InvalidColorCount = 7,
    /// An option outside its range: dithering mode, clean-up strength or flag, brightness, contrast,
    /// iteration count.
    InvalidOption = 8,
    /// A cell refers to a colour beyond the palette.
    InvalidCells = 9,
    /// A hit-index entry with an id above 2^31 - 1, a layer that is not a whole `i32` or a number
    /// that is not finite (`abi_hit.rs`).
    InvalidHitEntry = 10,
}

/// Returns the engine version packed as `major << 16 | minor << 8 | patch` (Cargo.toml's version).
#[no_mangle]
pub extern "C" fn sw_version() -> u32 {
    PACKED_VERSION
}

/// Allocates `len` bytes (alignment 1) that the caller owns until it passes them to [`sw_free`] with
/// the same `len`. Returns 0 when `len` is 0 or memory runs out.
#[no_mangle]
pub extern "C" fn sw_alloc(len: usize) -> *mut u8 {
    match Layout::from_size_align(len, 1) {
        // SAFETY: the layout has a non-zero size.
        Ok(layout) if len > 0 => unsafe { alloc::alloc(layout) },
        _ => std::ptr::null_mut(),
    }
}

/// Releases a buffer from [`sw_alloc`]. A null `ptr` (or `len` 0) is ignored.
///
/// # Safety
/// `ptr` must come from `sw_alloc(len)` with this very `len` and must not be used afterwards.
#[no_mangle]
pub unsafe extern "C" fn sw_free(ptr: *mut u8, len: usize) {
    if ptr.is_null() || len == 0 {
        return;
    }
    if let Ok(layout) = Layout::from_size_align(len, 1) {
        // SAFETY: the caller promises `ptr` was allocated by `sw_alloc` with this layout.
        unsafe { alloc::dealloc(ptr, layout) }
    }
}

/// Whether `len` bytes at `address` lie inside memory and may form a slice.
pub(crate) fn region_is_valid(address: usize, len: usize) -> bool {
    if address == 0 || len > isize::MAX as usize {
        return false;
    }
    match address.checked_add(len) {
        Some(end) => end <= memory_end(),
        None => false,
    }
}

/// One past the last address of linear memory (its current size, which only grows).
#[cfg(target_arch = "wasm32")]
fn memory_end() -> usize {
    core::arch::wasm32::memory_size::<0>().saturating_mul(65_536)
}

/// Native builds (the tests) cannot ask the allocator for bounds; null and overflow are still checked.
#[cfg(not(target_arch = "wasm32"))]
fn memory_end() -> usize {
    usize::MAX
}

/// Borrows `len` bytes at `ptr`, or `None` when the region cannot be valid. An empty region may be null.
///
/// # Safety
/// When the region passes the checks it must be initialised memory nobody writes during the borrow.
pub(crate) unsafe fn borrow<'a>(ptr: *const u8, len: usize) -> Option<&'a [u8]> {
    if len == 0 {
        return Some(&[]);
    }
    if !region_is_valid(ptr as usize, len) {
        return None;
    }
    // SAFETY: non-null, in bounds and at most isize::MAX bytes; the caller vouches for the rest.
    Some(unsafe { slice::from_raw_parts(ptr, len) })
}

/// Mutably borrows `len` bytes at `ptr`, or `None` when the region cannot be valid.
///
/// # Safety
/// When the region passes the checks it must be memory nobody else reads or writes during the borrow.
#[cfg(feature = "picture")]
pub(crate) unsafe fn borrow_mut<'a>(ptr: *mut u8, len: usize) -> Option<&'a mut [u8]> {
    if len == 0 {
        return Some(&mut []);
    }
    if !region_is_valid(ptr as usize, len) {
        return None;
    }
    // SAFETY: non-null, in bounds and at most isize::MAX bytes; the caller vouches for the rest.
    Some(unsafe { slice::from_raw_parts_mut(ptr, len) })
}
