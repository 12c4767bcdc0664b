//! The report of a chart against the image it came from: colours used, confetti (cells whose every
//! 4-neighbour differs from them) and the ΔE2000 between each cell's colour and its pixel.

use super::color::{linear_to_cielab, Color, SrgbTables};
use super::delta_e::ciede2000;
use super::neighbours::{neighbour_cells, Cell};

/// Width of the ΔE bins the 95th percentile is read from.
const BIN_WIDTH: f32 = 0.05;
const BINS: usize = 4000;
/// Entries of the table of recent ΔE2000 answers.
const MEMO_BITS: u32 = 16;
const MEMO_SIZE: usize = 1 << MEMO_BITS;

/// Figures of one chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Report {
    /// Distinct palette colours the cells use.
    pub colors_used: u32,
    /// Cells none of whose 4-neighbours (inside the grid) has their colour.
    pub confetti_cells: u32,
    /// Non-empty cells.
    pub filled_cells: u32,
    /// Mean ΔE2000 between a filled cell's colour and its pixel.
    pub mean_delta_e: f32,
    /// The 95th percentile of that ΔE2000, to a bin of 0.05.
    pub p95_delta_e: f32,
}

/// Whether `cell` is confetti: filled, with at least one neighbour, and no neighbour of its value.
#[inline]
pub fn is_confetti(cells: &[u8], width: usize, cell: usize) -> bool {
    is_confetti_cell(cells, width, Cell::at(cell, width))
}

/// [`is_confetti`] for a cell whose column is known.
#[inline]
pub fn is_confetti_cell(cells: &[u8], width: usize, cell: Cell) -> bool {
    let value = cells[cell.index];
    if value == 0 {
        return false;
    }
    let mut has_neighbour = false;
    for neighbour in neighbour_cells(cell, width, cells.len())
        .into_iter()
        .flatten()
    {
        if cells[neighbour.index] == value {
            return false;
        }
        has_neighbour = true;
    }
    has_neighbour
}

/// The confetti cells of a `width`-wide grid, in order. Walks rows and columns, so the common interior
/// cell costs four comparisons and no division.
pub fn confetti_cells(cells: &[u8], width: usize) -> Vec<usize> {
    let mut found = Vec::new();
    if width == 0 {
        return found;
    }
    let height = cells.len() / width;
    for row in 0..height {
        let start = row * width;
        let interior_row = row > 0 && row + 1 < height;
        for column in 0..width {
            let cell = start + column;
            let value = cells[cell];
            if value == 0 {
                continue;
            }
            let confetti = if interior_row && column > 0 && column + 1 < width {
                cells[cell - 1] != value
                    && cells[cell + 1] != value
                    && cells[cell - width] != value
                    && cells[cell + width] != value
            } else {
                is_confetti(cells, width, cell)
            };
            if confetti {
                found.push(cell);
            }
        }
    }
    found
}

/// The number of confetti cells of a `width`-wide grid.
pub fn confetti_count(cells: &[u8], width: usize) -> usize {
    confetti_cells(cells, width).len()
}

/// Measures `cells` (values 0..=palette length) of a `width`-wide grid against the RGBA `pixels`.
pub fn report(cells: &[u8], width: usize, pixels: &[u8], palette: &[[u8; 3]]) -> Report {
    let tables = SrgbTables::new();
    let palette_lab: Vec<Color> = palette
        .iter()
        .map(|&rgb| linear_to_cielab(tables.linear_rgb(rgb)))
        .collect();
    let mut used = vec![false; palette.len() + 1];
    let mut bins = vec![0u32; BINS + 1];
    let mut total = 0f64;
    let mut filled = 0u32;
    // ΔE2000 is costly (software trigonometry in wasm) and photos repeat colours: remember recent
    // answers by pixel colour and cell value, in a direct-mapped table. Key 0 (black, empty) never occurs.
    let mut memo = vec![(0u32, 0f32); MEMO_SIZE];
    for (&cell, pixel) in cells.iter().zip(pixels.chunks_exact(4)) {
        if cell == 0 {
            continue;
        }
        used[cell as usize] = true;
        filled += 1;
        let key = (pixel[0] as u32) << 24
            | (pixel[1] as u32) << 16
            | (pixel[2] as u32) << 8
            | cell as u32;
        let slot = &mut memo[(key.wrapping_mul(0x9E37_79B1) >> (32 - MEMO_BITS)) as usize];
        let delta = if slot.0 == key {
            slot.1
        } else {
            let lab = linear_to_cielab(tables.linear_rgb([pixel[0], pixel[1], pixel[2]]));
            let delta = ciede2000(lab, palette_lab[cell as usize - 1]);
            *slot = (key, delta);
            delta
        };
        total += delta as f64;
        bins[((delta / BIN_WIDTH) as usize).min(BINS)] += 1;
    }
    Report {
        colors_used: used.iter().filter(|&&u| u).count() as u32,
        confetti_cells: confetti_count(cells, width) as u32,
        filled_cells: filled,
        mean_delta_e: if filled > 0 {
            (total / filled as f64) as f32
        } else {
            0.0
        },
        p95_delta_e: percentile(&bins, filled, 0.95),
    }
}

/// The upper edge of the bin holding the `quantile` of `count` values.
fn percentile(bins: &[u32], count: u32, quantile: f64) -> f32 {
    if count == 0 {
        return 0.0;
    }
    let rank = ((count as f64) * quantile).ceil().max(1.0) as u64;
    let mut seen = 0u64;
    for (bin, &in_bin) in bins.iter().enumerate() {
        seen += in_bin as u64;
        if seen >= rank {
            return (bin + 1) as f32 * BIN_WIDTH;
        }
    }
    bins.len() as f32 * BIN_WIDTH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_confetti_by_the_four_neighbours() {
        #[rustfmt::skip]
        let cells = [
            1, 2, 1,
            1, 3, 1,
            0, 1, 2,
        ];
        // 2 (top), 3 (middle) and 2 (bottom right) have no equal 4-neighbour; the 1 at the
        // bottom middle touches no other 1 either (diagonals do not count).
        assert_eq!(confetti_count(&cells, 3), 4);
        assert!(is_confetti(&cells, 3, 4));
        assert!(!is_confetti(&cells, 3, 0));
        assert!(!is_confetti(&cells, 3, 6));
        assert!(!is_confetti(&[1], 1, 0));
        assert_eq!(confetti_count(&[1, 2], 2), 2);
        assert_eq!(confetti_cells(&cells, 3), vec![1, 4, 7, 8]);
        // The walk agrees with the cell-by-cell rule on larger grids.
        let grid: Vec<u8> = (0..20 * 9).map(|i| ((i * 7 + i / 13) % 3) as u8).collect();
        let slow: Vec<usize> = (0..grid.len())
            .filter(|&c| is_confetti(&grid, 20, c))
            .collect();
        assert_eq!(confetti_cells(&grid, 20), slow);
    }

    #[test]
    fn reports_colours_and_delta_e() {
        let palette = [[255, 0, 0], [0, 0, 255], [0, 255, 0]];
        let pixels = [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0];
        let exact = report(&[1, 1, 2, 0], 4, &pixels, &palette);
        assert_eq!(exact.colors_used, 2);
        assert_eq!(exact.filled_cells, 3);
        assert_eq!(exact.confetti_cells, 1);
        assert!(exact.mean_delta_e < 1e-3);
        assert!(exact.p95_delta_e <= BIN_WIDTH);
        // Blue shown where the photo is red.
        let wrong = report(&[2, 1, 2, 0], 4, &pixels, &palette);
        let tables = SrgbTables::new();
        let red = linear_to_cielab(tables.linear_rgb([255, 0, 0]));
        let blue = linear_to_cielab(tables.linear_rgb([0, 0, 255]));
        let expected = ciede2000(red, blue) / 3.0;
        assert!((wrong.mean_delta_e - expected).abs() < 1e-3);
        assert!(wrong.p95_delta_e >= ciede2000(red, blue));
    }

    #[test]
    fn reports_an_empty_chart() {
        let empty = report(&[0, 0], 2, &[0; 8], &[[1, 2, 3]]);
        assert_eq!(empty.filled_cells, 0);
        assert_eq!(empty.colors_used, 0);
        assert_eq!(empty.mean_delta_e, 0.0);
        assert_eq!(empty.p95_delta_e, 0.0);
    }
}
