//! Clean-up of a remapped chart, with a strength from 0 (off) to 100:
//! 1. near-duplicate colours (ΔE2000 below 0.03 × strength) are merged into the more used one;
//! 2. below strength 60, isolated cells (confetti) go until at most (65 - strength) ‰ of the cells stay
//!    confetti (1.5 % at the default 50): on charts of up to 27 500 cells an annealing (`anneal.rs`)
//!    first balances nearness to the pixels against confetti, then the remaining isolated cells are
//!    fixed the cheapest way: the cell takes a neighbour's colour, a neighbour takes the cell's colour, or
//!    both take the colour between theirs, where no other cell is left isolated (the cost: how much
//!    farther, in ΔE94, the changed cells move from their pixels; see `confetti.rs`). From 60 on every
//!    isolated cell is fixed;
//! 3. from strength 70, small regions (2 cells, 3 from 85, 4 at 100) take the neighbouring colour closest
//!    to their pixels, the one touching them most among equals (a vote);
//! 4. above strength 60, rare colours (under 0.0125 % × (strength - 60) of the cells, 0.5 % at 100) give
//!    up their regions.
//!
//! With free colours on remapped (not dithered) cells of a chart small enough to anneal twice (up to
//! 13 750 cells), a second round follows: the colours move to suit the cleaned cells, the pixels are
//! remapped to them and cleaned again, and the second chart is kept when it is nearer the pixels
//! (`refit.rs`); then colours and cells take turns to come nearer the pixels without adding confetti
//! (`polish.rs`).
//!
//! Every fix recolours a whole maximal region, a whole colour, or one cell whose old neighbours all
//! keep a neighbour of their colour, and an annealed or second chart is only kept with no more confetti,
//! so confetti never increases. With `keep_details`, no change may swap colours that differ by a ΔE2000
//! of 20 or more: small high-contrast regions (a pupil, a highlight) stay.

use super::anneal::{anneal, anneals};
use super::cleanup_colors::Colors;
pub use super::cleanup_plan::CleanupOptions;
use super::cleanup_plan::{value_counts, with_parts};
use super::confetti::{confetti_target, fix_cheapest};
use super::polish::polish_and_settle;
use super::refit::clean_again_refitted;
use super::regions::remove_regions;

/// Passes of region removal: regions that grew by a merge are looked at again in the next pass.
const PASSES: usize = 3;

/// Cleans `cells` (a `width`-wide grid, values 0..=palette length) in place; `pixels` are the RGBA
/// pixels the cells were remapped from. With `refit_palette`, `palette` may change too.
pub fn cleanup(
    cells: &mut [u8],
    width: usize,
    pixels: &[u8],
    palette: &mut [[u8; 3]],
    options: CleanupOptions,
) {
    clean(cells, width, pixels, palette, options);
    // The second round anneals again: only where both rounds fit the annealing's budget (up to 13 750
    // cells, such as 100 × 100), so a clean-up stays within about half a second.
    if options.refit_palette && options.strength > 0 && anneals(2 * cells.len()) {
        clean_again_refitted(cells, width, pixels, palette, |cells, palette| {
            clean(cells, width, pixels, palette, options)
        });
        polish_and_settle(cells, width, pixels, palette, options);
    }
}

/// The clean-up proper, with the palette as it is.
fn clean(
    cells: &mut [u8],
    width: usize,
    pixels: &[u8],
    palette: &[[u8; 3]],
    options: CleanupOptions,
) {
    let strength = options.strength.min(100);
    if strength == 0 || palette.is_empty() || cells.is_empty() {
        return;
    }
    let filled = cells.iter().filter(|&&cell| cell != 0).count();
    with_parts(
        filled,
        pixels,
        palette,
        options,
        |colors, pixel_colors, plan| {
            merge_near_duplicates(cells, colors, 0.03 * strength as f32);
            match confetti_target(strength) {
                Some(share) => {
                    let allowed = (filled as f64 * share) as usize;
                    let price = strength as f32 / 10.0;
                    anneal(cells, width, colors, pixel_colors, plan, price, allowed);
                    fix_cheapest(cells, width, colors, pixel_colors, plan, allowed);
                }
                None => {
                    for _ in 0..PASSES {
                        if !remove_regions(cells, width, colors, pixel_colors, plan) {
                            break;
                        }
                    }
                }
            }
        },
    );
}

/// Merges every colour into a more used one within `threshold` ΔE2000, for the whole grid at once.
fn merge_near_duplicates(cells: &mut [u8], colors: &Colors, threshold: f32) {
    let counts = value_counts(cells, colors.count);
    // Most used first: each colour maps to the first more-used colour near it that is kept itself.
    let mut order: Vec<u8> = (1..=colors.count as u8).collect();
    order.sort_by(|&a, &b| counts[b as usize].cmp(&counts[a as usize]).then(a.cmp(&b)));
    let mut target: Vec<u8> = (0..=colors.count as u8).collect();
    let mut kept: Vec<u8> = Vec::new();
    for value in order {
        if counts[value as usize] == 0 {
            continue;
        }
        match kept
            .iter()
            .copied()
            .find(|&other| colors.delta_e(value, other) < threshold)
        {
            Some(other) => target[value as usize] = other,
            None => kept.push(value),
        }
    }
    for cell in cells.iter_mut() {
        *cell = target[*cell as usize];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::color::SrgbTables;
    use crate::picture::report::{confetti_count, is_confetti};

    const PALETTE: [[u8; 3]; 4] = [
        [200, 200, 200],
        [194, 197, 201],
        [20, 20, 20],
        [220, 40, 40],
    ];

    fn pixels_of(cells: &[u8], palette: &[[u8; 3]]) -> Vec<u8> {
        cells
            .iter()
            .flat_map(|&cell| {
                let [r, g, b] = if cell == 0 {
                    [0, 0, 0]
                } else {
                    palette[cell as usize - 1]
                };
                [r, g, b, if cell == 0 { 0 } else { 255 }]
            })
            .collect()
    }

    fn options(strength: u32, keep_details: bool) -> CleanupOptions {
        CleanupOptions {
            strength,
            keep_details,
            refit_palette: false,
        }
    }

    /// Cleans with a palette that stays as it is.
    fn clean_fixed(
        cells: &mut [u8],
        width: usize,
        pixels: &[u8],
        palette: &[[u8; 3]],
        options: CleanupOptions,
    ) {
        cleanup(cells, width, pixels, &mut palette.to_vec(), options);
    }

    #[test]
    fn strength_zero_changes_nothing() {
        let mut cells = vec![1, 3, 1, 1, 4, 1, 1, 1, 2];
        let before = cells.clone();
        let pixels = pixels_of(&cells, &PALETTE);
        clean_fixed(&mut cells, 3, &pixels, &PALETTE, options(0, false));
        assert_eq!(cells, before);
    }

    #[test]
    fn two_isolated_neighbours_can_both_take_the_colour_between_them() {
        // Dark grey, light grey, mid grey, red, blue.
        let palette = [
            [60, 60, 60],
            [200, 200, 200],
            [130, 130, 130],
            [255, 0, 0],
            [0, 0, 255],
        ];
        #[rustfmt::skip]
        let mut cells = vec![
            4, 1, 2, 5,
            4, 4, 5, 5,
        ];
        let mut pixels = pixels_of(&cells, &palette);
        // The two grey cells' pixels are both nearly mid grey: taking red, blue or each other's grey costs
        // far more than both turning mid grey.
        pixels[4..7].copy_from_slice(&[118, 118, 118]);
        pixels[8..11].copy_from_slice(&[142, 142, 142]);
        clean_fixed(&mut cells, 4, &pixels, &palette, options(60, false));
        assert_eq!(&cells[..4], &[4, 3, 3, 5]);
        assert_eq!(confetti_count(&cells, 4), 0);
    }

    #[test]
    fn isolated_cells_take_a_neighbouring_colour() {
        #[rustfmt::skip]
        let mut cells = vec![
            1, 1, 1, 1, 1,
            1, 1, 4, 1, 3,
            1, 1, 1, 3, 3,
        ];
        let pixels = pixels_of(&cells, &PALETTE);
        clean_fixed(&mut cells, 5, &pixels, &PALETTE, options(60, false));
        assert_eq!(cells[7], 1);
        assert_eq!(confetti_count(&cells, 5), 0);
        // The 3-cell dark region is not small at this strength.
        assert_eq!(&cells[13..15], &[3, 3]);
    }

    #[test]
    fn low_strengths_fix_the_cheapest_confetti_first() {
        // A red cell and a near-white cell, each alone in white. Strength 30 leaves 3.5 % of the 35
        // cells (one) as confetti: the cheap one goes (it turns white, or a white neighbour joins it at
        // the same cost), the red one stays.
        let mut cells = vec![1u8; 35];
        cells[8] = 4;
        cells[26] = 2;
        let pixels = pixels_of(&cells, &PALETTE);
        clean_fixed(&mut cells, 7, &pixels, &PALETTE, options(30, false));
        assert_eq!(cells[8], 4);
        assert!(!is_confetti(&cells, 7, 26));
        assert_eq!(confetti_count(&cells, 7), 1);
    }

    #[test]
    fn a_neighbour_joins_an_isolated_cell_when_that_is_cheaper() {
        // Cell 1 is red in the photo and red in the chart; its right neighbour is half red in the photo
        // but grey in the chart. Joining the neighbour to red costs less than greying the red cell.
        let palette = [[200, 200, 200], [220, 40, 40]];
        let cells = vec![1, 2, 1, 1, 1, 1, 1, 1];
        let mut pixels = pixels_of(&cells, &palette);
        pixels[8..12].copy_from_slice(&[210, 120, 120, 255]);
        let mut cleaned = cells.clone();
        clean_fixed(&mut cleaned, 4, &pixels, &palette, options(50, false));
        assert_eq!(cleaned, vec![1, 2, 2, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn merges_near_duplicate_colours() {
        // Colours 1 and 2 differ by a ΔE2000 between 1.5 and 3: strength 100 merges below 3, 40 below 1.2.
        let colors = Colors::new(&PALETTE, &SrgbTables::new());
        assert!(
            colors.delta_e(1, 2) < 3.0 && colors.delta_e(1, 2) > 1.5,
            "{}",
            colors.delta_e(1, 2)
        );
        let mut cells = vec![1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2];
        let pixels = pixels_of(&cells, &PALETTE);
        clean_fixed(&mut cells, 6, &pixels, &PALETTE, options(100, false));
        assert_eq!(cells, vec![1; 12]);
        let mut cells = vec![1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2];
        clean_fixed(&mut cells, 6, &pixels, &PALETTE, options(40, false));
        assert_eq!(cells, vec![1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2]);
    }

    #[test]
    fn removes_rare_colours() {
        // A 2×3 block of red in 2000 cells (0.3 %): too large to be a small region, but rare at
        // strength 100 (below 0.5 %), not at 30.
        let width = 40;
        let mut cells = vec![1u8; 2000];
        for &cell in &[100usize, 101, 102, 140, 141, 142] {
            cells[cell] = 4;
        }
        let pixels = pixels_of(&cells, &PALETTE);
        let mut strong = cells.clone();
        clean_fixed(&mut strong, width, &pixels, &PALETTE, options(100, false));
        assert!(strong.iter().all(|&cell| cell == 1));
        let mut weak = cells.clone();
        clean_fixed(&mut weak, width, &pixels, &PALETTE, options(30, false));
        assert_eq!(weak, cells);
    }

    #[test]
    fn keeps_small_high_contrast_details() {
        // A dark pupil of one cell in a light area: removed without keep_details, kept with it, by the
        // annealing and fixes below strength 60 and by the region removal from 60.
        let width = 7;
        let mut cells = vec![1u8; 49];
        cells[24] = 3;
        let pixels = pixels_of(&cells, &PALETTE);
        for strength in [50, 60] {
            let mut plain = cells.clone();
            clean_fixed(
                &mut plain,
                width,
                &pixels,
                &PALETTE,
                options(strength, false),
            );
            assert_eq!(plain[24], 1);
            let mut kept = cells.clone();
            clean_fixed(&mut kept, width, &pixels, &PALETTE, options(strength, true));
            assert_eq!(kept[24], 3);
        }
        // A low-contrast isolated cell still goes with keep_details.
        let mut noise = vec![1u8; 49];
        noise[24] = 2;
        let pixels = pixels_of(&noise, &PALETTE);
        clean_fixed(&mut noise, width, &pixels, &PALETTE, options(60, true));
        assert_eq!(noise[24], 1);
    }

    #[test]
    fn never_increases_confetti() {
        let mut seed = 7u32;
        let mut random = move |limit: u32| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 16) % limit
        };
        let palette: Vec<[u8; 3]> = (0..12u8)
            .map(|i| [i * 20, 255 - i * 17, ((i as u32 * 71) % 255) as u8])
            .collect();
        for round in 0..60 {
            let width = 5 + random(30) as usize;
            let height = 3 + random(20) as usize;
            let colors = 2 + random(11);
            let cells: Vec<u8> = (0..width * height)
                .map(|cell| {
                    // Blocky areas with noise, and some empty cells.
                    let block = ((cell % width) / 4 + (cell / width) / 3) as u32 % colors;
                    match random(10) {
                        0 => 0,
                        1 | 2 => 1 + random(colors) as u8,
                        _ => 1 + block as u8,
                    }
                })
                .collect();
            // Pixels near the chart colours, so the clean-up sees a plausible photo.
            let pixels: Vec<u8> = cells
                .iter()
                .flat_map(|&cell| {
                    let [r, g, b] = palette[(cell as usize + random(2) as usize) % palette.len()];
                    [r, g, b, if cell == 0 { 0 } else { 255 }]
                })
                .collect();
            for strength in [1, 35, 70, 100] {
                for keep_details in [false, true] {
                    let mut cleaned = cells.clone();
                    clean_fixed(
                        &mut cleaned,
                        width,
                        &pixels,
                        &palette,
                        options(strength, keep_details),
                    );
                    assert!(
                        confetti_count(&cleaned, width) <= confetti_count(&cells, width),
                        "round {round}, strength {strength}"
                    );
                    // Empty cells stay empty and filled ones filled.
                    assert!(cleaned
                        .iter()
                        .zip(cells.iter())
                        .all(|(a, b)| (*a == 0) == (*b == 0)));
                }
            }
        }
    }
}
