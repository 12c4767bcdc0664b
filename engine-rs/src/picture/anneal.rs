//! Annealing before the confetti fixes (`confetti.rs`), for charts small enough to afford it (up to
//! 27 500 cells, such as 150 × 150 or 200 × 133). The cheapest-first fixes settle each isolated cell on
//! its own; here cells move many times, alone or with a neighbour, towards a chart that balances nearness
//! to the pixels (ΔE2000) against isolated cells, each priced in ΔE2000. Moves that make the balance worse
//! are taken at a chance that falls with a temperature going to zero, so the chart can leave arrangements
//! no single fix improves. The price starts from the strength and follows the target share of confetti:
//! it rises after a sweep that ends above the target and falls after one below it, so the annealed chart
//! ends near the target and the fixes have little left to do. The same moves serve a descent
//! ([`descend`]) after the palette moved: only moves that lower the ΔE2000 without adding confetti.
//!
//! Deterministic: the moves come from a fixed seed. On the quality set (`bench/picture-quality.node.mjs`)
//! it takes the ΔE2000 of the cleaned 100-cell-wide charts from 1.02–1.15 × that of the uncleaned chart
//! to 0.98–1.12 × at the same confetti share (with the palette refit of `refit.rs`: 0.95–1.11 ×; with the
//! turns of `polish.rs` as well: 0.92–1.10 ×).

use super::anneal_moves::{Random, State};
use super::cleanup_colors::{Colors, PixelColors};
use super::cleanup_plan::Plan;
use super::report::confetti_count;

/// Moves per cell at most, and in all at most (about 150 ms of wasm).
const SWEEPS: usize = 150;
const MOVES: usize = 1_100_000;
/// Fewer moves per cell than this do not pay for the set-up: the chart is left to the fixes alone.
const MIN_SWEEPS: usize = 40;
/// After each sweep the price of a confetti cell is multiplied by one of these.
const PRICE_UP: f32 = 1.03;
const PRICE_DOWN: f32 = 0.98;
/// The starting temperature (ΔE2000), falling linearly to 0.
const START_TEMPERATURE: f32 = 1.5;

/// Whether a chart of `cells` cells is small enough to anneal.
pub(super) fn anneals(cells: usize) -> bool {
    cells > 0 && SWEEPS.min(MOVES / cells) >= MIN_SWEEPS
}

/// Anneals `cells` in place when the chart is small enough; `price` is what one confetti cell costs,
/// in ΔE2000. The chart is kept only if it holds no more confetti than before.
pub(super) fn anneal(
    cells: &mut [u8],
    width: usize,
    colors: &Colors,
    pixel_colors: &PixelColors,
    plan: &Plan,
    price: f32,
    allowed: usize,
) {
    if !anneals(cells.len()) || colors.count < 2 {
        return;
    }
    let filled: Vec<usize> = (0..cells.len()).filter(|&cell| cells[cell] != 0).collect();
    let sweeps = SWEEPS.min(MOVES / cells.len());
    let mut state = State::new(cells, width, colors, pixel_colors, plan, price);
    let before = state.confetti as usize;
    let mut random = Random(SEED);
    for sweep in 0..sweeps {
        let temperature = START_TEMPERATURE * (1.0 - sweep as f32 / sweeps as f32);
        for &cell in &filled {
            if random.next() & 1 == 0 {
                state.try_single(cell, temperature, &mut random);
            } else {
                state.try_pair(cell, temperature, &mut random);
            }
        }
        // The price follows the target: up while more cells than allowed are confetti, down while fewer.
        state.price *= if state.confetti as usize > allowed {
            PRICE_UP
        } else {
            PRICE_DOWN
        };
    }
    if confetti_count(&state.cells, width) <= before {
        cells.copy_from_slice(&state.cells);
    }
}

/// Sweeps of [`descend`]: later sweeps find next to nothing on photos.
const DESCENT_SWEEPS: usize = 20;
/// The seed of the moves.
const SEED: u32 = 0x9E37_79B9;

/// Moves cells alone or in pairs (as the annealing does) only where that brings them nearer their
/// pixels in ΔE2000 without adding confetti: a descent, for after the palette moved (`polish.rs`), so
/// the chart's mean ΔE2000 only falls.
pub(super) fn descend(
    cells: &mut [u8],
    width: usize,
    colors: &Colors,
    pixel_colors: &PixelColors,
    plan: &Plan,
) {
    if !anneals(cells.len()) || colors.count < 2 {
        return;
    }
    let filled: Vec<usize> = (0..cells.len()).filter(|&cell| cells[cell] != 0).collect();
    let mut state = State::new(cells, width, colors, pixel_colors, plan, 0.0);
    state.budget = Some(state.confetti);
    let mut random = Random(SEED);
    for _ in 0..DESCENT_SWEEPS {
        let moves = state.moves;
        for &cell in &filled {
            if random.next() & 1 == 0 {
                state.try_single(cell, 0.0, &mut random);
            } else {
                state.try_pair(cell, 0.0, &mut random);
            }
        }
        if state.moves == moves {
            break;
        }
    }
    cells.copy_from_slice(&state.cells);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::color::SrgbTables;
    use crate::picture::confetti::{confetti_target, fix_cheapest};
    use crate::picture::remap::remap;
    use crate::picture::report::report;

    /// A 60 × 40 photo-like image: two gradients with noise, so a 24-colour remap leaves much confetti.
    fn noisy_gradient() -> (Vec<u8>, Vec<[u8; 3]>, Vec<u8>) {
        let (width, height) = (60usize, 40usize);
        let mut seed = 11u32;
        let mut pixels = Vec::new();
        for y in 0..height {
            for x in 0..width {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let noise = ((seed >> 16) % 24) as usize;
                pixels.extend_from_slice(&[
                    (40 + x * 3 + noise) as u8,
                    (60 + y * 4 + noise / 2) as u8,
                    (150 - x + noise) as u8,
                    255,
                ]);
            }
        }
        let palette: Vec<[u8; 3]> = (0..24usize)
            .map(|i| {
                [
                    (40 + (i % 6) * 40) as u8,
                    (60 + (i / 6) * 45) as u8,
                    (90 + (i % 4) * 15) as u8,
                ]
            })
            .collect();
        let mut cells = vec![0u8; width * height];
        remap(&pixels, &palette, &mut cells);
        (pixels, palette, cells)
    }

    /// Cleans at strength 50 with or without annealing first; returns the cells.
    fn cleaned(annealed: bool) -> Vec<u8> {
        let (pixels, palette, mut cells) = noisy_gradient();
        let tables = SrgbTables::new();
        let colors = Colors::new(&palette, &tables);
        let pixel_colors = PixelColors::new(&pixels, &tables);
        let plan = Plan::new(50, cells.len(), false);
        let allowed = (cells.len() as f64 * confetti_target(50).unwrap()) as usize;
        if annealed {
            anneal(&mut cells, 60, &colors, &pixel_colors, &plan, 5.0, allowed);
        }
        fix_cheapest(&mut cells, 60, &colors, &pixel_colors, &plan, allowed);
        cells
    }

    #[test]
    fn annealing_first_reaches_the_target_nearer_the_photo_than_the_fixes_alone() {
        let (pixels, palette, remapped) = noisy_gradient();
        let before = report(&remapped, 60, &pixels, &palette);
        let (fixed, annealed) = (cleaned(false), cleaned(true));
        let (fixed, annealed) = (
            report(&fixed, 60, &pixels, &palette),
            report(&annealed, 60, &pixels, &palette),
        );
        assert!(before.confetti_cells > 100, "{}", before.confetti_cells);
        // The target: 1.5 % of 2400 cells.
        assert!(fixed.confetti_cells <= 36 && annealed.confetti_cells <= 36);
        assert!(
            annealed.mean_delta_e < fixed.mean_delta_e,
            "{} {}",
            annealed.mean_delta_e,
            fixed.mean_delta_e
        );
    }

    #[test]
    fn is_deterministic_and_only_for_small_charts() {
        assert_eq!(cleaned(true), cleaned(true));
        assert!(anneals(200 * 133) && anneals(150 * 150));
        assert!(!anneals(200 * 200) && !anneals(0));
    }
}
