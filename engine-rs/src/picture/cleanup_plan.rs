//! What the clean-up's steps share (`cleanup.rs` runs them; `anneal.rs`, `confetti.rs`, `regions.rs`,
//! `polish.rs` and `refit.rs` are the steps): the options, the [`Plan`] a strength makes, and the colours
//! they compare. The steps import this module, never `cleanup.rs`, so the clean-up and its steps do not
//! import each other.

use super::cleanup_colors::{Colors, PixelColors};
use super::color::SrgbTables;

/// ΔE2000 from which a small region counts as a detail worth keeping.
const DETAIL_CONTRAST: f32 = 20.0;

/// How hard to clean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CleanupOptions {
    /// 0 (off) to 100.
    pub strength: u32,
    /// Protect small high-contrast regions.
    pub keep_details: bool,
    /// The palette is free (not a brand's) and the cells are remapped, not dithered: on charts small
    /// enough to anneal twice, the colours may move to suit the cleaned cells (see `refit.rs`).
    pub refit_palette: bool,
}

/// Runs `step` with what the clean-up compares for `palette`: its colours, the pixels' colours, and
/// what the strength of `options` removes from a chart of `filled` cells.
pub(super) fn with_parts<R>(
    filled: usize,
    pixels: &[u8],
    palette: &[[u8; 3]],
    options: CleanupOptions,
    step: impl FnOnce(&Colors, &PixelColors, &Plan) -> R,
) -> R {
    let tables = SrgbTables::new();
    let colors = Colors::new(palette, &tables);
    let pixel_colors = PixelColors::new(pixels, &tables);
    let plan = Plan::new(options.strength.min(100), filled, options.keep_details);
    step(&colors, &pixel_colors, &plan)
}

/// What a strength removes.
pub(super) struct Plan {
    /// Largest cost (increase of OKLab distance to the photo) an isolated cell's fix may have.
    pub(super) isolated_cost: f32,
    /// Regions of up to this many cells are small.
    pub(super) small_up_to: usize,
    /// Colours on fewer cells are rare.
    pub(super) rare_below: usize,
    keep_details: bool,
}

impl Plan {
    pub(super) fn new(strength: u32, filled: usize, keep_details: bool) -> Plan {
        Plan {
            isolated_cost: f32::INFINITY,
            small_up_to: match strength {
                0..=69 => 1,
                70..=84 => 2,
                85..=99 => 3,
                _ => 4,
            },
            rare_below: (filled as f64 * strength.saturating_sub(60) as f64 * 0.000_125) as usize,
            keep_details,
        }
    }

    /// Whether `keep_details` forbids turning `from` into `to`.
    pub(super) fn protects(&self, colors: &Colors, from: u8, to: u8) -> bool {
        self.keep_details && colors.delta_e(from, to) >= DETAIL_CONTRAST
    }
}

/// How many cells hold each value 0..=count.
pub(super) fn value_counts(cells: &[u8], count: usize) -> Vec<usize> {
    let mut counts = vec![0usize; count + 1];
    for &cell in cells {
        counts[cell as usize] += 1;
    }
    counts
}
