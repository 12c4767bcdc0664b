//! The last part of a clean-up with free colours (on charts small enough to anneal twice, see
//! `cleanup.rs`): the palette and the cells take turns to come nearer the pixels, each without undoing
//! the other's work. The colours move to lower the summed ΔE2000 of their cells as the report measures
//! it (the geometric median of `refit.rs` is the best point by CIELAB distance, but ΔE2000 weighs
//! lightness, chroma and hue apart, so its best point lies a little off); then cells move, alone or in
//! pairs, where the moved colours suit them better, without adding confetti (`anneal::descend`). Both
//! steps only ever lower the mean ΔE2000 and neither adds confetti; the turns stop when the cells no
//! longer move (or after [`ROUNDS`]). On the quality set (`bench/picture-quality.node.mjs`) this
//! takes the hardest point (coffee, 100 cells wide, 40 colours) from 1.108 to 1.0997 × the ΔE2000 of
//! the chart without clean-up, and the 100-wide charts from 0.95–1.11 × to 0.92–1.10 ×, for 150–300 ms
//! more per clean-up (0.4–0.65 s in all on those charts).

use super::anneal::descend;
use super::cleanup_plan::{with_parts, CleanupOptions};
use super::color::{linear_to_cielab, SrgbTables};
use super::delta_e::{cie94, ciede2000, with_chroma, LabChroma};
use super::refit::members;
use std::collections::HashMap;

/// The most turns of colours and cells.
const ROUNDS: usize = 4;

/// Moves the colours of `palette` and then the cells in turn, as described above.
pub(super) fn polish_and_settle(
    cells: &mut [u8],
    width: usize,
    pixels: &[u8],
    palette: &mut [[u8; 3]],
    options: CleanupOptions,
) {
    let mut which = vec![true; palette.len()];
    for _ in 0..ROUNDS {
        polish_palette(cells, pixels, palette, &which);
        let before = cells.to_vec();
        settle(cells, width, pixels, palette, options);
        // Only colours whose cells changed can move further.
        which.iter_mut().for_each(|polish| *polish = false);
        for (&old, &new) in before.iter().zip(cells.iter()) {
            if old != new {
                for value in [old, new] {
                    if value != 0 {
                        which[value as usize - 1] = true;
                    }
                }
            }
        }
        if !which.contains(&true) {
            break;
        }
    }
}

/// The cells move where that brings them nearer their pixels without adding confetti.
fn settle(
    cells: &mut [u8],
    width: usize,
    pixels: &[u8],
    palette: &[[u8; 3]],
    options: CleanupOptions,
) {
    let filled = cells.iter().filter(|&&cell| cell != 0).count();
    with_parts(
        filled,
        pixels,
        palette,
        options,
        |colors, pixel_colors, plan| descend(cells, width, colors, pixel_colors, plan),
    );
}

/// Directions of the polish in sRGB codes: each channel, each pair of channels, all three.
const DIRECTIONS: [[i16; 3]; 13] = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
    [1, 1, 0],
    [1, -1, 0],
    [1, 0, 1],
    [1, 0, -1],
    [0, 1, 1],
    [0, 1, -1],
    [1, 1, 1],
    [1, 1, -1],
    [1, -1, 1],
    [-1, 1, 1],
];

/// Moves each colour of `which` that some cells hold, the cells staying as they are, to lower the
/// summed ΔE2000 from it to their pixels, as the report measures it: a descent over the colour's sRGB
/// codes along each of [`DIRECTIONS`], keeping a move only when the sum falls.
fn polish_palette(cells: &[u8], pixels: &[u8], palette: &mut [[u8; 3]], which: &[bool]) {
    let tables = SrgbTables::new();
    let members = members(cells, pixels, palette.len(), &tables);
    let lab_of = |rgb: [u8; 3]| linear_to_cielab(tables.linear_rgb(rgb));
    for ((color, pixels), _) in palette
        .iter_mut()
        .zip(members.iter())
        .zip(which)
        .filter(|(_, &polish)| polish)
    {
        if pixels.is_empty() {
            continue;
        }
        // First the cheap ΔE94 (no trigonometry) leads the way, then ΔE2000 finishes by single codes
        // from there, or from the start when ΔE94 led somewhere worse.
        let chroma: Vec<LabChroma> = pixels.iter().map(|&pixel| with_chroma(pixel)).collect();
        let start = *color;
        descend_codes(color, &[2, 1], |rgb| {
            let lab = with_chroma(lab_of(rgb));
            chroma.iter().map(|&pixel| cie94(pixel, lab) as f64).sum()
        });
        let delta_e = |rgb: [u8; 3]| -> f64 {
            let lab = lab_of(rgb);
            pixels
                .iter()
                .map(|&pixel| ciede2000(pixel, lab) as f64)
                .sum()
        };
        if delta_e(*color) >= delta_e(start) {
            *color = start;
        }
        descend_codes(color, &[1], delta_e);
    }
}

/// Moves `color` by `steps` sRGB codes along [`DIRECTIONS`] while that lowers `cost`, each colour
/// measured once.
fn descend_codes(color: &mut [u8; 3], steps: &[i16], mut cost: impl FnMut([u8; 3]) -> f64) {
    let mut known: HashMap<[u8; 3], f64> = HashMap::new();
    let mut measure = |rgb: [u8; 3]| *known.entry(rgb).or_insert_with(|| cost(rgb));
    let mut lowest = measure(*color);
    for &step in steps {
        let mut moved = true;
        while moved {
            moved = false;
            for direction in DIRECTIONS {
                for sign in [-1, 1] {
                    let mut candidate = *color;
                    let mut inside = true;
                    for channel in 0..3 {
                        let code = color[channel] as i16 + sign * step * direction[channel];
                        inside &= (0..=255).contains(&code);
                        candidate[channel] = code.clamp(0, 255) as u8;
                    }
                    if !inside {
                        continue;
                    }
                    let candidate_cost = measure(candidate);
                    if candidate_cost < lowest {
                        lowest = candidate_cost;
                        *color = candidate;
                        moved = true;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::report::report;

    /// A noisy 24 × 16 photo-like image (RGBA) and a chart of it on a palette some codes off.
    fn photo() -> (Vec<u8>, Vec<u8>, Vec<[u8; 3]>) {
        let mut seed = 5u32;
        let mut noise = move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 27) as u8
        };
        let (width, height) = (24usize, 16usize);
        let mut pixels = Vec::new();
        let mut cells = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let band = (x / 8) as u8;
                pixels.extend_from_slice(&[
                    60 + band * 60 + noise(),
                    90 + (y as u8) * 4 + noise(),
                    200 - band * 50 + noise(),
                    255,
                ]);
                cells.push(band + 1);
            }
        }
        // The last row is empty.
        for cell in cells.iter_mut().skip(width * (height - 1)) {
            *cell = 0;
        }
        let palette = vec![[50, 100, 190], [110, 110, 140], [170, 120, 90]];
        (pixels, cells, palette)
    }

    #[test]
    fn colours_move_nearer_their_cells_and_the_cells_stay() {
        let (pixels, cells, mut palette) = photo();
        let before = report(&cells, 24, &pixels, &palette);
        polish_palette(&cells, &pixels, &mut palette, &[true, false, true]);
        let after = report(&cells, 24, &pixels, &palette);
        assert!(after.mean_delta_e < before.mean_delta_e);
        // Only the colours asked for move.
        assert_ne!(palette[0], [50, 100, 190]);
        assert_eq!(palette[1], [110, 110, 140]);
        assert_ne!(palette[2], [170, 120, 90]);
    }

    #[test]
    fn turns_never_add_confetti_nor_distance_and_keep_empty_cells() {
        let (pixels, mut cells, mut palette) = photo();
        // Sprinkle isolated cells of the other colours.
        for cell in (30..cells.len() - 24).step_by(7) {
            if cells[cell] != 0 {
                cells[cell] = cells[cell] % 3 + 1;
            }
        }
        let before = report(&cells, 24, &pixels, &palette);
        let empty: Vec<bool> = cells.iter().map(|&cell| cell == 0).collect();
        let options = CleanupOptions {
            strength: 50,
            keep_details: false,
            refit_palette: true,
        };
        polish_and_settle(&mut cells, 24, &pixels, &mut palette, options);
        let after = report(&cells, 24, &pixels, &palette);
        assert!(after.mean_delta_e < before.mean_delta_e);
        assert!(after.confetti_cells <= before.confetti_cells);
        assert_eq!(
            cells.iter().map(|&cell| cell == 0).collect::<Vec<_>>(),
            empty
        );
    }
}
