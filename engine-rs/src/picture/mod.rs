//! Picture import: a photo (RGBA pixels) becomes a chart in separate steps the caller runs in turn,
//! so a UI can show progress and a benchmark can time each one:
//! [`resize`] (area averaging in linear light) → [`adjust`] (optional brightness and contrast) →
//! [`quantize`] (K colours, free or from a brand palette) → [`remap`] or [`dither`] (one byte per
//! cell) → [`cleanup`] (confetti, rare colours, near duplicates) → [`report`].
//!
//! Every step takes plain slices and sizes already checked by [`check_photo`], [`check_grid`] and
//! [`check_color_count`]; `abi.rs` maps [`PictureError`] to its statuses.

pub mod adjust;
pub mod anneal;
pub mod anneal_moves;
pub mod brand;
pub mod cleanup;
pub mod cleanup_colors;
pub mod cleanup_plan;
pub mod color;
pub mod confetti;
pub mod delta_e;
pub mod dither;
pub mod histogram;
pub mod kmeans;
pub mod median_cut;
pub mod nearest;
pub mod nearest_lanes;
pub mod neighbours;
pub mod oklab_four;
pub mod polish;
pub mod quantize;
pub mod refit;
pub mod regions;
pub mod remap;
pub mod report;
pub mod resize;

/// The largest photo accepted: 40 megapixels.
pub const MAX_PHOTO_PIXELS: usize = 40_000_000;
/// The largest chart side: 4000 cells.
pub const MAX_GRID_SIDE: usize = 4000;
/// The most colours a chart can hold: a cell byte is the palette index + 1.
pub const MAX_COLORS: usize = 255;
/// The most colours a brand palette may have (DMC has about 500).
pub const MAX_BRAND_COLORS: usize = 4096;

/// Why a picture step refused its input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PictureError {
    /// The photo has more than [`MAX_PHOTO_PIXELS`].
    ImageTooLarge,
    /// A chart side is above [`MAX_GRID_SIDE`].
    GridTooLarge,
    /// A width or height below 1.
    InvalidImageSize,
    /// A colour count (K, or a palette's size) outside its range.
    InvalidColorCount,
    /// An option outside its range: dithering mode, clean-up strength, brightness or contrast.
    InvalidOption,
    /// A cell refers to a colour the palette does not have.
    InvalidCells,
}

/// Checks a photo's size: both sides at least 1, at most [`MAX_PHOTO_PIXELS`] pixels.
pub fn check_photo(width: i32, height: i32) -> Result<(usize, usize), PictureError> {
    if width < 1 || height < 1 {
        return Err(PictureError::InvalidImageSize);
    }
    let (width, height) = (width as usize, height as usize);
    match width.checked_mul(height) {
        Some(pixels) if pixels <= MAX_PHOTO_PIXELS => Ok((width, height)),
        _ => Err(PictureError::ImageTooLarge),
    }
}

/// Checks a chart's size: both sides from 1 to [`MAX_GRID_SIDE`].
pub fn check_grid(columns: i32, rows: i32) -> Result<(usize, usize), PictureError> {
    if columns < 1 || rows < 1 {
        return Err(PictureError::InvalidImageSize);
    }
    if columns as usize > MAX_GRID_SIDE || rows as usize > MAX_GRID_SIDE {
        return Err(PictureError::GridTooLarge);
    }
    Ok((columns as usize, rows as usize))
}

/// Checks a colour count against `1..=max`.
pub fn check_color_count(count: i64, max: usize) -> Result<usize, PictureError> {
    if count < 1 || count as u64 > max as u64 {
        return Err(PictureError::InvalidColorCount);
    }
    Ok(count as usize)
}

/// Checks that every cell is 0 or a colour of a palette of `palette_len` colours.
pub fn check_cells(cells: &[u8], palette_len: usize) -> Result<(), PictureError> {
    if cells.iter().all(|&cell| (cell as usize) <= palette_len) {
        Ok(())
    } else {
        Err(PictureError::InvalidCells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_photos_above_40_megapixels() {
        assert_eq!(check_photo(8000, 5000), Ok((8000, 5000)));
        assert_eq!(check_photo(8001, 5000), Err(PictureError::ImageTooLarge));
        assert_eq!(check_photo(40_000_001, 1), Err(PictureError::ImageTooLarge));
        assert_eq!(
            check_photo(i32::MAX, i32::MAX),
            Err(PictureError::ImageTooLarge)
        );
        assert_eq!(check_photo(0, 10), Err(PictureError::InvalidImageSize));
        assert_eq!(check_photo(10, -1), Err(PictureError::InvalidImageSize));
    }

    #[test]
    fn refuses_grids_above_4000_by_4000() {
        assert_eq!(check_grid(4000, 4000), Ok((4000, 4000)));
        assert_eq!(check_grid(4001, 10), Err(PictureError::GridTooLarge));
        assert_eq!(check_grid(10, 4001), Err(PictureError::GridTooLarge));
        assert_eq!(check_grid(0, 10), Err(PictureError::InvalidImageSize));
        assert_eq!(
            check_grid(i32::MIN, 10),
            Err(PictureError::InvalidImageSize)
        );
    }

    #[test]
    fn checks_colour_counts_and_cells() {
        assert_eq!(check_color_count(1, MAX_COLORS), Ok(1));
        assert_eq!(check_color_count(255, MAX_COLORS), Ok(255));
        assert_eq!(
            check_color_count(0, MAX_COLORS),
            Err(PictureError::InvalidColorCount)
        );
        assert_eq!(
            check_color_count(256, MAX_COLORS),
            Err(PictureError::InvalidColorCount)
        );
        assert_eq!(
            check_color_count(-3, MAX_COLORS),
            Err(PictureError::InvalidColorCount)
        );
        assert_eq!(check_cells(&[0, 1, 3], 3), Ok(()));
        assert_eq!(check_cells(&[0, 4], 3), Err(PictureError::InvalidCells));
    }
}
