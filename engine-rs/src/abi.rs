//! The C ABI of `engine.wasm`: every `#[no_mangle] extern "C"` export and every `unsafe` of the crate.
//!
//! Each export checks its pointers and lengths, borrows the memory as slices, calls a pure module and
//! returns a [`Status`]. Buffers are allocated by the caller with [`sw_alloc`] and released with
//! [`sw_free`]; no export keeps a pointer after it returns. Nothing here panics: the release build
//! aborts on panic, which in wasm is a trap the binding reports as a crash. `ABI.md` documents each
//! export and the call sequences.
#![allow(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]

use std::alloc::{self, Layout};
use std::slice;

use crate::grid_codec::{self, GridRowsError};
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
}

impl From<GridRowsError> for Status {
    fn from(_: GridRowsError) -> Self {
        Status::InvalidGridRows
    }
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

/// Returns the length of the rows text for `cell_count` cells (`2 + 4 * ceil(cell_count / 3)`),
/// or 0 when it would not fit in memory.
#[no_mangle]
pub extern "C" fn sw_rows_encoded_len(cell_count: usize) -> usize {
    grid_codec::encoded_len(cell_count).unwrap_or(0)
}

/// Encodes the `cells_len` cells at `cells_ptr` of a `column_count` by `row_count` grid into the
/// rows text `"1:" + base64`, written as ASCII to the `out_len` bytes at `out_ptr`.
///
/// Returns [`Status::InvalidGridRows`] when a count is below 1 or `cells_len` is not their
/// product, and [`Status::InvalidArgument`] when `out_len` is not `sw_rows_encoded_len(cells_len)`
/// or a buffer is not valid memory or the buffers overlap.
///
/// # Safety
/// Both buffers must be valid for their lengths (the caller's `sw_alloc` buffers) and unaliased
/// for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_rows_encode(
    cells_ptr: *const u8,
    cells_len: usize,
    column_count: i32,
    row_count: i32,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    match grid_codec::cell_count(column_count, row_count) {
        Ok(count) if count == cells_len => {}
        _ => return Status::InvalidGridRows,
    }
    if grid_codec::encoded_len(cells_len) != Some(out_len)
        || overlap(cells_ptr as usize, cells_len, out_ptr as usize, out_len)
    {
        return Status::InvalidArgument;
    }
    // SAFETY: the region is checked and the caller promises it is its own buffer.
    let cells = match unsafe { borrow(cells_ptr, cells_len) } {
        Some(cells) => cells,
        None => return Status::InvalidArgument,
    };
    // SAFETY: as above, and it does not overlap `cells`.
    let out = match unsafe { borrow_mut(out_ptr, out_len) } {
        Some(out) => out,
        None => return Status::InvalidArgument,
    };
    match grid_codec::encode_into(cells, out) {
        Ok(()) => Status::Ok,
        Err(_) => Status::InvalidArgument,
    }
}

/// Decodes the rows text whose `text_len` ASCII bytes are at `text_ptr`, for a `column_count` by
/// `row_count` grid, straight into the `out_len` bytes at `out_ptr` (one byte per cell, row-major).
///
/// Returns [`Status::InvalidGridRows`] for every case of spec §5 (too short, no `1:`, a count
/// below 1, invalid base64, a decoded byte count other than columns times rows), and
/// [`Status::InvalidArgument`] when `out_len` is not `column_count * row_count`, a buffer is not
/// valid memory or the buffers overlap. After an error the output bytes are unspecified.
///
/// # Safety
/// Both buffers must be valid for their lengths (the caller's `sw_alloc` buffers) and unaliased
/// for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_rows_decode(
    text_ptr: *const u8,
    text_len: usize,
    column_count: i32,
    row_count: i32,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    let cell_count = match grid_codec::cell_count(column_count, row_count) {
        Ok(count) => count,
        Err(error) => return error.into(),
    };
    if out_len != cell_count || overlap(text_ptr as usize, text_len, out_ptr as usize, out_len) {
        return Status::InvalidArgument;
    }
    // SAFETY: the region is checked and the caller promises it is its own buffer.
    let text = match unsafe { borrow(text_ptr, text_len) } {
        Some(text) => text,
        None => return Status::InvalidArgument,
    };
    // SAFETY: as above, and it does not overlap `text`.
    let out = match unsafe { borrow_mut(out_ptr, out_len) } {
        Some(out) => out,
        None => return Status::InvalidArgument,
    };
    match grid_codec::decode_into(text, out) {
        Ok(()) => Status::Ok,
        Err(error) => error.into(),
    }
}

/// Whether two non-empty byte ranges share an address.
fn overlap(first: usize, first_len: usize, second: usize, second_len: usize) -> bool {
    first_len > 0
        && second_len > 0
        && first < second.saturating_add(second_len)
        && second < first.saturating_add(first_len)
}

/// Whether `len` bytes at `address` lie inside memory and may form a slice.
fn region_is_valid(address: usize, len: usize) -> bool {
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
unsafe fn borrow<'a>(ptr: *const u8, len: usize) -> Option<&'a [u8]> {
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
unsafe fn borrow_mut<'a>(ptr: *mut u8, len: usize) -> Option<&'a mut [u8]> {
    if len == 0 {
        return Some(&mut []);
    }
    if !region_is_valid(ptr as usize, len) {
        return None;
    }
    // SAFETY: non-null, in bounds and at most isize::MAX bytes; the caller vouches for the rest.
    Some(unsafe { slice::from_raw_parts_mut(ptr, len) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A buffer from `sw_alloc`, freed on drop, as the binding uses them.
    struct Buffer {
        ptr: *mut u8,
        len: usize,
    }

    impl Buffer {
        fn new(len: usize) -> Self {
            let ptr = sw_alloc(len);
            assert!(!ptr.is_null() || len == 0);
            Buffer { ptr, len }
        }

        fn from(bytes: &[u8]) -> Self {
            let buffer = Buffer::new(bytes.len());
            unsafe { borrow_mut(buffer.ptr, buffer.len) }
                .unwrap()
                .copy_from_slice(bytes);
            buffer
        }

        fn bytes(&self) -> &[u8] {
            unsafe { borrow(self.ptr, self.len) }.unwrap()
        }
    }

    impl Drop for Buffer {
        fn drop(&mut self) {
            unsafe { sw_free(self.ptr, self.len) }
        }
    }

    fn encode(cells: &[u8], columns: i32, rows: i32) -> Result<Vec<u8>, Status> {
        let input = Buffer::from(cells);
        let out = Buffer::new(sw_rows_encoded_len(cells.len()));
        let status =
            unsafe { sw_rows_encode(input.ptr, input.len, columns, rows, out.ptr, out.len) };
        if status == Status::Ok {
            Ok(out.bytes().to_vec())
        } else {
            Err(status)
        }
    }

    fn decode(text: &[u8], columns: i32, rows: i32) -> Result<Vec<u8>, Status> {
        let input = Buffer::from(text);
        let out_len = columns.max(0) as usize * rows.max(0) as usize;
        let out = Buffer::new(out_len.max(1));
        let status =
            unsafe { sw_rows_decode(input.ptr, input.len, columns, rows, out.ptr, out_len) };
        if status == Status::Ok {
            Ok(out.bytes()[..out_len].to_vec())
        } else {
            Err(status)
        }
    }

    #[test]
    fn reports_the_packed_version() {
        assert_eq!(
            crate::version::unpack(sw_version()),
            env!("CARGO_PKG_VERSION")
        );
    }

    #[test]
    fn allocates_and_frees() {
        assert!(sw_alloc(0).is_null());
        let buffer = Buffer::new(1000);
        assert_eq!(buffer.bytes().len(), 1000);
        unsafe { sw_free(std::ptr::null_mut(), 10) };
        unsafe { sw_free(std::ptr::null_mut(), 0) };
    }

    #[test]
    fn reports_out_of_memory_as_a_null_pointer() {
        assert!(sw_alloc(usize::MAX).is_null());
        assert!(sw_alloc(isize::MAX as usize).is_null());
    }

    #[test]
    fn round_trips_through_the_exports() {
        let cells: Vec<u8> = (0..=255).cycle().take(7 * 5).collect();
        let text = encode(&cells, 7, 5).unwrap();
        assert_eq!(text, grid_codec::encode(&cells).into_bytes());
        assert_eq!(decode(&text, 7, 5), Ok(cells));
    }

    #[test]
    fn round_trips_all_256_byte_values() {
        let cells: Vec<u8> = (0..=255).collect();
        let text = encode(&cells, 16, 16).unwrap();
        assert_eq!(decode(&text, 16, 16), Ok(cells));
    }

    #[test]
    fn computes_the_encoded_length() {
        assert_eq!(sw_rows_encoded_len(0), 2);
        assert_eq!(sw_rows_encoded_len(4), 10);
        assert_eq!(sw_rows_encoded_len(usize::MAX), 0);
    }

    #[test]
    fn encode_rejects_wrong_counts_as_invalid_grid_rows() {
        assert_eq!(encode(&[1, 2, 3], 2, 2), Err(Status::InvalidGridRows));
        assert_eq!(encode(&[1, 2, 3], 0, 3), Err(Status::InvalidGridRows));
        assert_eq!(encode(&[1, 2, 3], 3, -1), Err(Status::InvalidGridRows));
    }

    #[test]
    fn encode_rejects_a_wrong_output_length() {
        let cells = Buffer::from(&[1, 2, 3]);
        let out = Buffer::new(10);
        let status = unsafe { sw_rows_encode(cells.ptr, 3, 3, 1, out.ptr, 5) };
        assert_eq!(status, Status::InvalidArgument);
        let status = unsafe { sw_rows_encode(cells.ptr, 3, 3, 1, out.ptr, 10) };
        assert_eq!(status, Status::InvalidArgument);
    }

    #[test]
    fn decode_rejects_each_invalid_case_as_invalid_grid_rows() {
        assert_eq!(decode(b"", 1, 1), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1", 1, 1), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"AAAA", 3, 1), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:AAAA", 0, 3), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:AAAA", 3, -2), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:AAAA", 2, 2), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:AA*A", 3, 1), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:AAA", 2, 1), Err(Status::InvalidGridRows));
        assert_eq!(decode(b"1:A===", 1, 1), Err(Status::InvalidGridRows));
    }

    #[test]
    fn decode_rejects_a_wrong_output_length() {
        let text = Buffer::from(b"1:AQID");
        let out = Buffer::new(4);
        let status = unsafe { sw_rows_decode(text.ptr, text.len, 3, 1, out.ptr, 4) };
        assert_eq!(status, Status::InvalidArgument);
    }

    #[test]
    fn rejects_null_pointers_with_a_length() {
        let out = Buffer::new(6);
        let null = std::ptr::null_mut();
        assert_eq!(
            unsafe { sw_rows_encode(null, 1, 1, 1, out.ptr, 6) },
            Status::InvalidArgument
        );
        let cells = Buffer::from(&[7]);
        assert_eq!(
            unsafe { sw_rows_encode(cells.ptr, 1, 1, 1, null, 6) },
            Status::InvalidArgument
        );
        assert_eq!(
            unsafe { sw_rows_decode(null, 6, 1, 1, out.ptr, 1) },
            Status::InvalidArgument
        );
        let text = Buffer::from(b"1:Bw==");
        assert_eq!(
            unsafe { sw_rows_decode(text.ptr, 6, 1, 1, null, 1) },
            Status::InvalidArgument
        );
    }

    #[test]
    fn accepts_a_null_pointer_for_empty_input() {
        // No cells can never be a valid grid, but the empty text must fail on its content, not its pointer.
        let out = Buffer::new(1);
        let null = std::ptr::null_mut();
        assert_eq!(
            unsafe { sw_rows_decode(null, 0, 1, 1, out.ptr, 1) },
            Status::InvalidGridRows
        );
    }

    #[test]
    fn rejects_regions_that_wrap_around_memory() {
        let out = Buffer::new(1);
        let end = usize::MAX as *const u8;
        assert_eq!(
            unsafe { sw_rows_decode(end, 6, 1, 1, out.ptr, 1) },
            Status::InvalidArgument
        );
    }

    #[test]
    fn rejects_overlapping_buffers() {
        let shared = Buffer::from(b"1:AQIDBA==");
        let status = unsafe { sw_rows_decode(shared.ptr, 10, 4, 1, shared.ptr.add(6), 4) };
        assert_eq!(status, Status::InvalidArgument);
        let status = unsafe { sw_rows_encode(shared.ptr, 4, 4, 1, shared.ptr, 10) };
        assert_eq!(status, Status::InvalidArgument);
    }

    #[test]
    fn detects_overlap() {
        assert!(overlap(10, 5, 14, 1));
        assert!(!overlap(10, 5, 15, 1));
        assert!(!overlap(10, 0, 10, 5));
        assert!(overlap(0, 1, 0, 1));
        assert!(overlap(usize::MAX - 1, 1, usize::MAX - 2, 5));
    }

    #[test]
    fn maps_every_grid_rows_error_to_invalid_grid_rows() {
        assert_eq!(
            Status::from(GridRowsError::InvalidBase64),
            Status::InvalidGridRows
        );
        assert_eq!(Status::OutOfMemory as u32, 3);
    }
}
