//! Remapping: every cell gets the palette colour nearest to its pixel in OKLab, written as the
//! palette index + 1 (so 0 stays the empty cell of the chart format); transparent pixels become 0.

use super::color::{Color, SrgbTables};
use super::histogram::is_filled;
use super::nearest::NearestPalette;

/// The palette in OKLab, for the search.
pub fn oklab_palette(palette: &[[u8; 3]], tables: &SrgbTables) -> Vec<Color> {
    palette.iter().map(|&rgb| tables.oklab(rgb)).collect()
}

/// Writes one cell per RGBA pixel into `cells` (same pixel count): nearest colour + 1, or 0.
pub fn remap(pixels: &[u8], palette: &[[u8; 3]], cells: &mut [u8]) {
    let tables = SrgbTables::new();
    let search = NearestPalette::new(&oklab_palette(palette, &tables));
    // Neighbouring pixels are often equal (flat areas, upscaled images): reuse the last answer.
    let mut last_rgb = [0u8; 3];
    let mut last_cell = 0u8;
    let mut has_last = false;
    for (pixel, cell) in pixels.chunks_exact(4).zip(cells.iter_mut()) {
        if !is_filled(pixel[3]) || search.is_empty() {
            *cell = 0;
            continue;
        }
        let rgb = [pixel[0], pixel[1], pixel[2]];
        if !has_last || rgb != last_rgb {
            // The previous cell's colour is the guess: neighbouring pixels are alike.
            let guess = (last_cell as usize).saturating_sub(1);
            last_cell = search.nearest_from(tables.oklab(rgb), guess).0 as u8 + 1;
            last_rgb = rgb;
            has_last = true;
        }
        *cell = last_cell;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_each_pixel_to_its_nearest_colour_plus_one() {
        let palette = [[0, 0, 0], [255, 255, 255], [255, 0, 0]];
        let pixels = [
            10, 10, 10, 255, 240, 250, 245, 255, 200, 30, 20, 255, 200, 30, 20, 0, 200, 200, 200,
            130,
        ];
        let mut cells = [9u8; 5];
        remap(&pixels, &palette, &mut cells);
        // Light grey (OKLab L 0.81) is nearer to white than to red or black.
        assert_eq!(cells, [1, 2, 3, 0, 2]);
    }

    #[test]
    fn an_empty_palette_leaves_every_cell_empty() {
        let mut cells = [7u8; 2];
        remap(&[1, 2, 3, 255, 4, 5, 6, 255], &[], &mut cells);
        assert_eq!(cells, [0, 0]);
    }
}
