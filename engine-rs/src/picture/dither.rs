//! Floyd–Steinberg error diffusion (serpentine) in OKLab, the optional alternative to plain
//! remapping: each cell's error goes 7/16 ahead, 3/16, 5/16 and 1/16 to the row below. Transparent
//! pixels stay empty and neither take nor pass on error.

use super::color::{Color, SrgbTables};
use super::histogram::is_filled;
use super::nearest::NearestPalette;
use super::remap::oklab_palette;

/// How far (OKLab a and b) a colour with its carried error may reach, so error piling up in saturated
/// areas cannot smear far; lightness stays within 0..1.
const MAX_CHROMA: f32 = 0.4;

/// Writes one cell per RGBA pixel of a `width`-wide image into `cells`, with error diffusion.
pub fn remap_dithered(pixels: &[u8], width: usize, palette: &[[u8; 3]], cells: &mut [u8]) {
    let tables = SrgbTables::new();
    let colors = oklab_palette(palette, &tables);
    let search = NearestPalette::new(&colors);
    // Error rows with one spare cell on each side, so the kernel never leaves them.
    let mut current = vec![[0f32; 3]; width + 2];
    let mut next = vec![[0f32; 3]; width + 2];
    let mut guess = 0usize;
    for (row, (row_pixels, row_cells)) in pixels
        .chunks_exact(width * 4)
        .zip(cells.chunks_exact_mut(width))
        .enumerate()
    {
        let forward = row % 2 == 0;
        for step in 0..width {
            let column = if forward { step } else { width - 1 - step };
            let pixel = &row_pixels[column * 4..column * 4 + 4];
            if !is_filled(pixel[3]) || search.is_empty() {
                row_cells[column] = 0;
                continue;
            }
            let original = tables.oklab([pixel[0], pixel[1], pixel[2]]);
            let carried = current[column + 1];
            let wanted: Color = [
                (original[0] + carried[0]).clamp(0.0, 1.0),
                (original[1] + carried[1]).clamp(-MAX_CHROMA, MAX_CHROMA),
                (original[2] + carried[2]).clamp(-MAX_CHROMA, MAX_CHROMA),
            ];
            let (index, _) = search.nearest_from(wanted, guess);
            guess = index;
            row_cells[column] = index as u8 + 1;
            let chosen = colors[index];
            let error = [
                wanted[0] - chosen[0],
                wanted[1] - chosen[1],
                wanted[2] - chosen[2],
            ];
            // Positions in the padded rows: `column + 1` is this cell.
            let (ahead, behind) = if forward {
                (column + 2, column)
            } else {
                (column, column + 2)
            };
            for axis in 0..3 {
                current[ahead][axis] += error[axis] * (7.0 / 16.0);
                next[behind][axis] += error[axis] * (3.0 / 16.0);
                next[column + 1][axis] += error[axis] * (5.0 / 16.0);
                next[ahead][axis] += error[axis] * (1.0 / 16.0);
            }
        }
        std::mem::swap(&mut current, &mut next);
        for error in next.iter_mut() {
            *error = [0.0; 3];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixes_two_colours_for_a_shade_between_them() {
        // A flat grey between black and white becomes a mix of both, in proportion.
        let width = 20;
        let pixels: Vec<u8> = [118u8, 118, 118, 255]
            .iter()
            .copied()
            .cycle()
            .take(width * width * 4)
            .collect();
        let mut cells = vec![0u8; width * width];
        remap_dithered(&pixels, width, &[[0, 0, 0], [255, 255, 255]], &mut cells);
        let whites = cells.iter().filter(|&&cell| cell == 2).count();
        let blacks = cells.iter().filter(|&&cell| cell == 1).count();
        assert_eq!(whites + blacks, width * width);
        // sRGB 118 has OKLab L 0.5625: about 56 % white.
        let share = whites as f32 / (width * width) as f32;
        assert!((share - 0.56).abs() < 0.05, "{share}");
    }

    #[test]
    fn keeps_exact_colours_and_empty_cells() {
        let pixels = [255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0, 255, 0, 0, 255];
        let mut cells = [7u8; 4];
        remap_dithered(&pixels, 2, &[[0, 0, 255], [255, 0, 0]], &mut cells);
        assert_eq!(cells, [2, 1, 0, 2]);
    }
}
