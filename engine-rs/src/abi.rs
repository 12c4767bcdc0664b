//! The C ABI of `engine.wasm`'s rows codec and picture import (`abi_common.rs` holds the allocator exports
//! and the memory checks, `abi_hit.rs` the freeform hit index).
//!
//! Each export checks its pointers and lengths, borrows the memory as slices, calls a pure module and
//! returns a [`Status`]. Buffers are allocated by the caller with [`sw_alloc`] and released with
//! [`sw_free`]; no export keeps a pointer after it returns. Nothing here panics: the release build
//! aborts on panic, which in wasm is a trap the binding reports as a crash. `ABI.md` documents each
//! export and the call sequences.
#![allow(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]

use crate::abi_common::{borrow, borrow_mut};
pub use crate::abi_common::{sw_alloc, sw_free, sw_version, Status};
use crate::grid_codec::{self, GridRowsError};
use crate::picture::{self, cleanup::CleanupOptions, PictureError};

impl From<GridRowsError> for Status {
    fn from(_: GridRowsError) -> Self {
        Status::InvalidGridRows
    }
}

impl From<PictureError> for Status {
    fn from(error: PictureError) -> Self {
        match error {
            PictureError::ImageTooLarge => Status::ImageTooLarge,
            PictureError::GridTooLarge => Status::GridTooLarge,
            PictureError::InvalidImageSize => Status::InvalidImageSize,
            PictureError::InvalidColorCount => Status::InvalidColorCount,
            PictureError::InvalidOption => Status::InvalidOption,
            PictureError::InvalidCells => Status::InvalidCells,
        }
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

/// Bytes of the report [`sw_picture_report`] writes: five little-endian 32-bit values.
pub const PICTURE_REPORT_LEN: usize = 20;

/// Turns a `Result` of the pure modules into an early `return` of its status.
macro_rules! check {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(error) => return Status::from(error),
        }
    };
}

/// Borrows a caller's buffer for reading, or returns `InvalidArgument` from the export.
macro_rules! read_buffer {
    ($ptr:expr, $len:expr) => {
        // SAFETY: the export checked the region against the other buffers; the caller promises it
        // is its own initialised buffer.
        match unsafe { borrow($ptr, $len) } {
            Some(bytes) => bytes,
            None => return Status::InvalidArgument,
        }
    };
}

/// Borrows a caller's buffer for writing, or returns `InvalidArgument` from the export.
macro_rules! write_buffer {
    ($ptr:expr, $len:expr) => {
        // SAFETY: as for `read_buffer`, and the export checked that no other buffer overlaps it.
        match unsafe { borrow_mut($ptr, $len) } {
            Some(bytes) => bytes,
            None => return Status::InvalidArgument,
        }
    };
}

/// `count * size` when it fits in memory.
fn bytes_for(count: usize, size: usize) -> Option<usize> {
    count.checked_mul(size)
}

/// Whether a written region overlaps any other region of the call.
fn written_overlaps(written: (usize, usize), others: &[(usize, usize)]) -> bool {
    others
        .iter()
        .any(|&(address, len)| overlap(written.0, written.1, address, len))
}

/// Checks a palette buffer (RGB triplets) and returns its colour count: `InvalidArgument` when its
/// length is not a multiple of 3, `InvalidColorCount` outside `1..=max`.
fn palette_count(len: usize, max: usize) -> Result<usize, Status> {
    if len % 3 != 0 {
        return Err(Status::InvalidArgument);
    }
    picture::check_color_count((len / 3) as i64, max).map_err(Status::from)
}

/// Resizes a photo to the chart's size by area averaging in linear light.
///
/// Reads `pixels_len = width * height * 4` bytes of RGBA at `pixels_ptr` and writes
/// `out_len = columns * rows * 4` bytes of RGBA at `out_ptr`. Returns `InvalidImageSize` for a side
/// below 1, `ImageTooLarge` above 40 megapixels, `GridTooLarge` for a chart side above 4000, and
/// `InvalidArgument` for a wrong length or an invalid or overlapping buffer.
///
/// # Safety
/// Both buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_resize(
    pixels_ptr: *const u8,
    pixels_len: usize,
    width: i32,
    height: i32,
    columns: i32,
    rows: i32,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    let (width, height) = check!(picture::check_photo(width, height));
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    if bytes_for(width * height, 4) != Some(pixels_len)
        || bytes_for(columns * rows, 4) != Some(out_len)
        || overlap(pixels_ptr as usize, pixels_len, out_ptr as usize, out_len)
    {
        return Status::InvalidArgument;
    }
    let pixels = read_buffer!(pixels_ptr, pixels_len);
    let out = write_buffer!(out_ptr, out_len);
    picture::resize::resize(pixels, width, height, columns, rows, out);
    Status::Ok
}

/// Adjusts brightness (-100..=100, 0 neutral) and contrast (0..=200 %, 100 neutral) of the chart-sized
/// RGBA image at `pixels_ptr` in place (`pixels_len = columns * rows * 4`).
///
/// Returns `InvalidOption` for a value out of range, the size statuses of [`sw_picture_resize`] for
/// the chart size, and `InvalidArgument` for a wrong length or an invalid buffer.
///
/// # Safety
/// The buffer must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_adjust(
    pixels_ptr: *mut u8,
    pixels_len: usize,
    columns: i32,
    rows: i32,
    brightness: i32,
    contrast: i32,
) -> Status {
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    let (low, high) = picture::adjust::BRIGHTNESS_RANGE;
    let (least, most) = picture::adjust::CONTRAST_RANGE;
    if !(low..=high).contains(&brightness) || !(least..=most).contains(&contrast) {
        return Status::InvalidOption;
    }
    if bytes_for(columns * rows, 4) != Some(pixels_len) {
        return Status::InvalidArgument;
    }
    let pixels = write_buffer!(pixels_ptr, pixels_len);
    picture::adjust::adjust(pixels, brightness, contrast);
    Status::Ok
}

/// Chooses at most `color_count` (1..=255) colours for the chart-sized RGBA image, from the brand
/// palette when `brand_len > 0` (RGB triplets, 1..=4096 colours).
///
/// Writes `out_len = 4 + 5 * color_count` bytes at `out_ptr`: the number of colours found `n`
/// (u32, little-endian; 0 when no pixel is filled), then `color_count` RGB triplets of which the
/// first `n` are the colours (most used first), then `color_count` little-endian u16 brand indexes
/// (`0xFFFF` without a brand). Returns `InvalidColorCount` for K or a brand size out of range, the
/// size statuses of [`sw_picture_resize`], and `InvalidArgument` for a wrong length (a brand length
/// that is not a multiple of 3 included) or an invalid or overlapping buffer.
///
/// # Safety
/// All buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_quantize(
    pixels_ptr: *const u8,
    pixels_len: usize,
    columns: i32,
    rows: i32,
    color_count: i32,
    brand_ptr: *const u8,
    brand_len: usize,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    let color_count = check!(picture::check_color_count(
        color_count as i64,
        picture::MAX_COLORS
    ));
    if brand_len > 0 {
        if let Err(status) = palette_count(brand_len, picture::MAX_BRAND_COLORS) {
            return status;
        }
    }
    if bytes_for(columns * rows, 4) != Some(pixels_len)
        || 4 + 5 * color_count != out_len
        || written_overlaps(
            (out_ptr as usize, out_len),
            &[
                (pixels_ptr as usize, pixels_len),
                (brand_ptr as usize, brand_len),
            ],
        )
    {
        return Status::InvalidArgument;
    }
    let pixels = read_buffer!(pixels_ptr, pixels_len);
    let brand_bytes = read_buffer!(brand_ptr, brand_len);
    let out = write_buffer!(out_ptr, out_len);
    let brand = picture::color::rgb_triplets(brand_bytes);
    let found = picture::quantize::quantize(
        pixels,
        color_count,
        if brand.is_empty() { None } else { Some(&brand) },
    );
    let (count, rest) = out.split_at_mut(4);
    let (colors, products) = rest.split_at_mut(3 * color_count);
    count.copy_from_slice(&(found.colors.len() as u32).to_le_bytes());
    for byte in colors.iter_mut() {
        *byte = 0;
    }
    for (slot, rgb) in colors.chunks_exact_mut(3).zip(found.colors.iter()) {
        slot.copy_from_slice(rgb);
    }
    for (index, slot) in products.chunks_exact_mut(2).enumerate() {
        let product = found.products.get(index).map_or(0xFFFF, |&p| p as u16);
        slot.copy_from_slice(&product.to_le_bytes());
    }
    Status::Ok
}

/// Remaps the chart-sized RGBA image to the palette (RGB triplets, 1..=255 colours): one byte per
/// cell, the nearest colour's index + 1, 0 for a transparent pixel. `dither` is 0 (none) or 1
/// (Floyd–Steinberg).
///
/// Writes `out_len = columns * rows` bytes at `out_ptr`. Returns `InvalidOption` for another
/// `dither`, `InvalidColorCount` for a palette size out of range, the size statuses of
/// [`sw_picture_resize`], and `InvalidArgument` for a wrong length or an invalid or overlapping buffer.
///
/// # Safety
/// All buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_remap(
    pixels_ptr: *const u8,
    pixels_len: usize,
    columns: i32,
    rows: i32,
    palette_ptr: *const u8,
    palette_len: usize,
    dither: i32,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    if let Err(status) = palette_count(palette_len, picture::MAX_COLORS) {
        return status;
    }
    if dither != 0 && dither != 1 {
        return Status::InvalidOption;
    }
    if bytes_for(columns * rows, 4) != Some(pixels_len)
        || columns * rows != out_len
        || written_overlaps(
            (out_ptr as usize, out_len),
            &[
                (pixels_ptr as usize, pixels_len),
                (palette_ptr as usize, palette_len),
            ],
        )
    {
        return Status::InvalidArgument;
    }
    let pixels = read_buffer!(pixels_ptr, pixels_len);
    let palette = picture::color::rgb_triplets(read_buffer!(palette_ptr, palette_len));
    let out = write_buffer!(out_ptr, out_len);
    if dither == 1 {
        picture::dither::remap_dithered(pixels, columns, &palette, out);
    } else {
        picture::remap::remap(pixels, &palette, out);
    }
    Status::Ok
}

/// Cleans the chart's cells in place (`cells_len = columns * rows`, values 0..=palette size) against
/// the RGBA image they came from: `strength` 0..=100 (0 changes nothing), `flags` 0..=3: bit 0 keeps
/// details, bit 1 lets the palette (free colours, cells remapped without dithering) move to suit the
/// cleaned cells, written back in place.
///
/// Returns `InvalidOption` for a value out of range, `InvalidCells` for a cell beyond the palette,
/// `InvalidColorCount` for a palette size out of range, the size statuses of [`sw_picture_resize`],
/// and `InvalidArgument` for a wrong length or an invalid or overlapping buffer.
///
/// # Safety
/// All buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_cleanup(
    cells_ptr: *mut u8,
    cells_len: usize,
    columns: i32,
    rows: i32,
    pixels_ptr: *const u8,
    pixels_len: usize,
    palette_ptr: *mut u8,
    palette_len: usize,
    strength: i32,
    flags: i32,
) -> Status {
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    let palette_size = match palette_count(palette_len, picture::MAX_COLORS) {
        Ok(size) => size,
        Err(status) => return status,
    };
    if !(0..=100).contains(&strength) || !(0..=3).contains(&flags) {
        return Status::InvalidOption;
    }
    if columns * rows != cells_len
        || bytes_for(columns * rows, 4) != Some(pixels_len)
        || written_overlaps(
            (cells_ptr as usize, cells_len),
            &[
                (pixels_ptr as usize, pixels_len),
                (palette_ptr as usize, palette_len),
            ],
        )
        || (flags & 2 != 0
            && written_overlaps(
                (palette_ptr as usize, palette_len),
                &[(pixels_ptr as usize, pixels_len)],
            ))
    {
        return Status::InvalidArgument;
    }
    let pixels = read_buffer!(pixels_ptr, pixels_len);
    let mut palette = picture::color::rgb_triplets(read_buffer!(palette_ptr, palette_len));
    let cells = write_buffer!(cells_ptr, cells_len);
    check!(picture::check_cells(cells, palette_size));
    let options = CleanupOptions {
        strength: strength as u32,
        keep_details: flags & 1 != 0,
        refit_palette: flags & 2 != 0,
    };
    picture::cleanup::cleanup(cells, columns, pixels, &mut palette, options);
    if options.refit_palette {
        write_buffer!(palette_ptr, palette_len).copy_from_slice(&palette.concat());
    }
    Status::Ok
}

/// Measures the chart's cells (`cells_len = columns * rows`, values 0..=palette size) against the
/// RGBA image they came from.
///
/// Writes `out_len = 20` bytes at `out_ptr`, little-endian: colours used (u32), confetti cells (u32),
/// filled cells (u32), mean ΔE2000 (f32), 95th percentile ΔE2000 (f32). Returns `InvalidCells` for a
/// cell beyond the palette, `InvalidColorCount` for a palette size out of range, the size statuses
/// of [`sw_picture_resize`], and `InvalidArgument` for a wrong length or an invalid or overlapping
/// buffer.
///
/// # Safety
/// All buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_report(
    cells_ptr: *const u8,
    cells_len: usize,
    columns: i32,
    rows: i32,
    pixels_ptr: *const u8,
    pixels_len: usize,
    palette_ptr: *const u8,
    palette_len: usize,
    out_ptr: *mut u8,
    out_len: usize,
) -> Status {
    let (columns, rows) = check!(picture::check_grid(columns, rows));
    let palette_size = match palette_count(palette_len, picture::MAX_COLORS) {
        Ok(size) => size,
        Err(status) => return status,
    };
    if columns * rows != cells_len
        || bytes_for(columns * rows, 4) != Some(pixels_len)
        || out_len != PICTURE_REPORT_LEN
        || written_overlaps(
            (out_ptr as usize, out_len),
            &[
                (cells_ptr as usize, cells_len),
                (pixels_ptr as usize, pixels_len),
                (palette_ptr as usize, palette_len),
            ],
        )
    {
        return Status::InvalidArgument;
    }
    let cells = read_buffer!(cells_ptr, cells_len);
    let pixels = read_buffer!(pixels_ptr, pixels_len);
    let palette = picture::color::rgb_triplets(read_buffer!(palette_ptr, palette_len));
    let out = write_buffer!(out_ptr, out_len);
    check!(picture::check_cells(cells, palette_size));
    let report = picture::report::report(cells, columns, pixels, &palette);
    let values = [
        report.colors_used.to_le_bytes(),
        report.confetti_cells.to_le_bytes(),
        report.filled_cells.to_le_bytes(),
        report.mean_delta_e.to_le_bytes(),
        report.p95_delta_e.to_le_bytes(),
    ];
    for (slot, value) in out.chunks_exact_mut(4).zip(values.iter()) {
        slot.copy_from_slice(value);
    }
    Status::Ok
}

/// The k-means kernel on its own (the quantiser's refinement), for benchmarks and callers with their
/// own samples: refines the centroids at `centroids_ptr` (`centroids_len = 12 * k`, k from 1 to 255,
/// little-endian f32 OKLab triplets) in place over the weighted points at `points_ptr`
/// (`points_len = 16 * n`, n at least 1, f32 `L, a, b, weight`), for at most `iterations` (1..=1000)
/// rounds, stopping early once no centroid moves.
///
/// Returns `InvalidColorCount` for k out of range, `InvalidOption` for the iterations, and
/// `InvalidArgument` for a length that is not a whole number of entries (or no point) or an invalid
/// or overlapping buffer.
///
/// # Safety
/// Both buffers must be the caller's own (`sw_alloc`) and unaliased for the duration of the call.
#[no_mangle]
pub unsafe extern "C" fn sw_picture_kmeans(
    points_ptr: *const u8,
    points_len: usize,
    centroids_ptr: *mut u8,
    centroids_len: usize,
    iterations: i32,
) -> Status {
    if centroids_len % 12 != 0 || points_len % 16 != 0 || points_len == 0 {
        return Status::InvalidArgument;
    }
    let count = check!(picture::check_color_count(
        (centroids_len / 12) as i64,
        picture::MAX_COLORS
    ));
    if !(1..=1000).contains(&iterations) {
        return Status::InvalidOption;
    }
    if overlap(
        points_ptr as usize,
        points_len,
        centroids_ptr as usize,
        centroids_len,
    ) {
        return Status::InvalidArgument;
    }
    let points = read_buffer!(points_ptr, points_len);
    let centroid_bytes = write_buffer!(centroids_ptr, centroids_len);
    let float = |bytes: &[u8]| f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let mut colors = Vec::with_capacity(points_len / 16);
    let mut weights = Vec::with_capacity(points_len / 16);
    for point in points.chunks_exact(16) {
        colors.push([
            float(&point[0..4]),
            float(&point[4..8]),
            float(&point[8..12]),
        ]);
        weights.push(float(&point[12..16]));
    }
    let mut centroids: Vec<picture::color::Color> = centroid_bytes
        .chunks_exact(12)
        .map(|c| [float(&c[0..4]), float(&c[4..8]), float(&c[8..12])])
        .collect();
    debug_assert_eq!(centroids.len(), count);
    picture::kmeans::refine(&colors, &weights, &mut centroids, iterations as usize);
    for (slot, centroid) in centroid_bytes.chunks_exact_mut(12).zip(centroids.iter()) {
        for (bytes, value) in slot.chunks_exact_mut(4).zip(centroid.iter()) {
            bytes.copy_from_slice(&value.to_le_bytes());
        }
    }
    Status::Ok
}

/// Whether two non-empty byte ranges share an address.
fn overlap(first: usize, first_len: usize, second: usize, second_len: usize) -> bool {
    first_len > 0
        && second_len > 0
        && first < second.saturating_add(second_len)
        && second < first.saturating_add(first_len)
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

    /// A 4 by 2 RGBA image: red on the left half, blue on the right.
    fn two_colour_image() -> Vec<u8> {
        let mut pixels = Vec::new();
        for _ in 0..2 {
            pixels.extend_from_slice(&[
                250, 0, 0, 255, 250, 0, 0, 255, 0, 0, 250, 255, 0, 0, 250, 255,
            ]);
        }
        pixels
    }

    #[test]
    fn resizes_through_the_export() {
        let pixels = Buffer::from(&two_colour_image());
        let out = Buffer::new(2 * 4);
        let status = unsafe { sw_picture_resize(pixels.ptr, 32, 4, 2, 2, 1, out.ptr, 8) };
        assert_eq!(status, Status::Ok);
        assert_eq!(out.bytes(), &[250, 0, 0, 255, 0, 0, 250, 255]);
        let resize = |width, height, columns, rows, out_len| unsafe {
            sw_picture_resize(
                pixels.ptr, 32, width, height, columns, rows, out.ptr, out_len,
            )
        };
        assert_eq!(resize(0, 2, 2, 1, 8), Status::InvalidImageSize);
        assert_eq!(resize(4, 2, 2, -1, 8), Status::InvalidImageSize);
        assert_eq!(resize(8000, 5001, 2, 1, 8), Status::ImageTooLarge);
        assert_eq!(resize(4, 2, 4001, 1, 8), Status::GridTooLarge);
        assert_eq!(resize(4, 2, 2, 1, 7), Status::InvalidArgument);
        assert_eq!(resize(2, 2, 2, 1, 8), Status::InvalidArgument);
        let status = unsafe { sw_picture_resize(pixels.ptr, 32, 4, 2, 2, 1, pixels.ptr.add(4), 8) };
        assert_eq!(status, Status::InvalidArgument);
        let null = std::ptr::null_mut();
        assert_eq!(
            unsafe { sw_picture_resize(null, 32, 4, 2, 2, 1, out.ptr, 8) },
            Status::InvalidArgument
        );
    }

    #[test]
    fn quantizes_remaps_cleans_and_reports_through_the_exports() {
        let pixels = Buffer::from(&two_colour_image());
        let quantized = Buffer::new(4 + 5 * 3);
        let null = std::ptr::null();
        let status =
            unsafe { sw_picture_quantize(pixels.ptr, 32, 4, 2, 3, null, 0, quantized.ptr, 19) };
        assert_eq!(status, Status::Ok);
        let out = quantized.bytes();
        assert_eq!(&out[0..4], &2u32.to_le_bytes());
        let mut colors = vec![[out[4], out[5], out[6]], [out[7], out[8], out[9]]];
        colors.sort_unstable();
        assert_eq!(colors, vec![[0, 0, 250], [250, 0, 0]]);
        assert_eq!(&out[10..13], &[0, 0, 0]);
        assert_eq!(&out[13..19], &[0xFF; 6]);

        let palette = Buffer::from(&[250, 0, 0, 0, 0, 250]);
        let cells = Buffer::new(8);
        let status =
            unsafe { sw_picture_remap(pixels.ptr, 32, 4, 2, palette.ptr, 6, 1, cells.ptr, 8) };
        assert_eq!(status, Status::Ok);
        assert_eq!(cells.bytes(), &[1, 1, 2, 2, 1, 1, 2, 2]);
        let status = unsafe {
            sw_picture_cleanup(cells.ptr, 8, 4, 2, pixels.ptr, 32, palette.ptr, 6, 100, 3)
        };
        assert_eq!(status, Status::Ok);
        assert_eq!(cells.bytes(), &[1, 1, 2, 2, 1, 1, 2, 2]);
        // Nothing to refit: the palette already is the image's two colours.
        assert_eq!(palette.bytes(), &[250, 0, 0, 0, 0, 250]);

        let report = Buffer::new(PICTURE_REPORT_LEN);
        let status = unsafe {
            sw_picture_report(
                cells.ptr,
                8,
                4,
                2,
                pixels.ptr,
                32,
                palette.ptr,
                6,
                report.ptr,
                20,
            )
        };
        assert_eq!(status, Status::Ok);
        let bytes = report.bytes();
        assert_eq!(&bytes[0..12], &[2, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0]);
        assert_eq!(
            f32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]),
            0.0
        );
    }

    #[test]
    fn picture_exports_refuse_bad_counts_and_options() {
        let pixels = Buffer::from(&two_colour_image());
        let out = Buffer::new(64);
        let null = std::ptr::null();
        let quantize = |k, brand: *const u8, brand_len, out_len| unsafe {
            sw_picture_quantize(pixels.ptr, 32, 4, 2, k, brand, brand_len, out.ptr, out_len)
        };
        assert_eq!(quantize(0, null, 0, 4), Status::InvalidColorCount);
        assert_eq!(
            quantize(256, null, 0, 4 + 5 * 256),
            Status::InvalidColorCount
        );
        assert_eq!(quantize(2, null, 0, 13), Status::InvalidArgument);
        let brand = Buffer::from(&[1, 2, 3, 4]);
        assert_eq!(quantize(2, brand.ptr, 4, 14), Status::InvalidArgument);
        assert_eq!(quantize(2, brand.ptr, 3, 14), Status::Ok);
        assert_eq!(quantize(2, pixels.ptr, 3, 14), Status::Ok);
        assert_eq!(
            unsafe { sw_picture_quantize(pixels.ptr, 32, 4, 2, 2, null, 0, pixels.ptr, 14) },
            Status::InvalidArgument
        );

        let palette = Buffer::from(&[250, 0, 0, 0, 0, 250]);
        let remap = |palette_len, dither| unsafe {
            sw_picture_remap(
                pixels.ptr,
                32,
                4,
                2,
                palette.ptr,
                palette_len,
                dither,
                out.ptr,
                8,
            )
        };
        assert_eq!(remap(6, 2), Status::InvalidOption);
        assert_eq!(remap(0, 0), Status::InvalidColorCount);
        assert_eq!(remap(5, 0), Status::InvalidArgument);

        let cells = Buffer::from(&[1, 1, 2, 3, 1, 1, 2, 2]);
        let cleanup = |strength, flags| unsafe {
            sw_picture_cleanup(
                cells.ptr,
                8,
                4,
                2,
                pixels.ptr,
                32,
                palette.ptr,
                6,
                strength,
                flags,
            )
        };
        assert_eq!(cleanup(101, 0), Status::InvalidOption);
        assert_eq!(cleanup(50, 4), Status::InvalidOption);
        assert_eq!(cleanup(50, -1), Status::InvalidOption);
        assert_eq!(cleanup(50, 0), Status::InvalidCells);
        // The palette is written back with flag 2: it may not overlap the image.
        let overlapping =
            unsafe { sw_picture_cleanup(cells.ptr, 8, 4, 2, pixels.ptr, 32, pixels.ptr, 6, 50, 2) };
        assert_eq!(overlapping, Status::InvalidArgument);
        let report = unsafe {
            sw_picture_report(
                cells.ptr,
                8,
                4,
                2,
                pixels.ptr,
                32,
                palette.ptr,
                6,
                out.ptr,
                20,
            )
        };
        assert_eq!(report, Status::InvalidCells);
        let adjust = |brightness, contrast| unsafe {
            sw_picture_adjust(out.ptr, 32, 4, 2, brightness, contrast)
        };
        assert_eq!(adjust(0, 100), Status::Ok);
        assert_eq!(adjust(101, 100), Status::InvalidOption);
        assert_eq!(adjust(0, -1), Status::InvalidOption);
        assert_eq!(adjust(0, 201), Status::InvalidOption);
        assert_eq!(
            unsafe { sw_picture_adjust(out.ptr, 31, 4, 2, 0, 100) },
            Status::InvalidArgument
        );
    }

    #[test]
    fn runs_the_kmeans_kernel() {
        let mut points = Vec::new();
        for [l, a, b, w] in [
            [0.1f32, 0.0, 0.0, 1.0],
            [0.2, 0.0, 0.0, 1.0],
            [0.9, 0.0, 0.0, 2.0],
        ] {
            for value in [l, a, b, w] {
                points.extend_from_slice(&value.to_le_bytes());
            }
        }
        let points = Buffer::from(&points);
        let mut centroids = Vec::new();
        for value in [0.0f32, 0.0, 0.0, 1.0, 0.0, 0.0] {
            centroids.extend_from_slice(&value.to_le_bytes());
        }
        let centroids = Buffer::from(&centroids);
        assert_eq!(
            unsafe { sw_picture_kmeans(points.ptr, 48, centroids.ptr, 24, 10) },
            Status::Ok
        );
        let bytes = centroids.bytes();
        let first = f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        let second = f32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
        assert!((first - 0.15).abs() < 1e-6 && (second - 0.9).abs() < 1e-6);
        assert_eq!(
            unsafe { sw_picture_kmeans(points.ptr, 48, centroids.ptr, 24, 0) },
            Status::InvalidOption
        );
        assert_eq!(
            unsafe { sw_picture_kmeans(points.ptr, 48, centroids.ptr, 0, 5) },
            Status::InvalidColorCount
        );
        assert_eq!(
            unsafe { sw_picture_kmeans(points.ptr, 47, centroids.ptr, 24, 5) },
            Status::InvalidArgument
        );
        assert_eq!(
            unsafe { sw_picture_kmeans(points.ptr, 48, points.ptr.add(8), 24, 5) },
            Status::InvalidArgument
        );
    }

    #[test]
    fn maps_every_picture_error_to_its_status() {
        assert_eq!(Status::from(PictureError::ImageTooLarge) as u32, 4);
        assert_eq!(Status::from(PictureError::GridTooLarge) as u32, 5);
        assert_eq!(Status::from(PictureError::InvalidImageSize) as u32, 6);
        assert_eq!(Status::from(PictureError::InvalidColorCount) as u32, 7);
        assert_eq!(Status::from(PictureError::InvalidOption) as u32, 8);
        assert_eq!(Status::from(PictureError::InvalidCells) as u32, 9);
    }
}
