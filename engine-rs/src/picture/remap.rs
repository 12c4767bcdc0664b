//! Remapping: every cell gets the palette colour nearest to its pixel in OKLab, written as the
//! palette index + 1 (so 0 stays the empty cell of the chart format); transparent pixels become 0.

use super::color::{Color, SrgbTables};
use super::histogram::is_filled;
use super::nearest::NearestPalette;
use super::oklab_four::oklab_four;

/// The palette in OKLab, for the search.
pub fn oklab_palette(palette: &[[u8; 3]], tables: &SrgbTables) -> Vec<Color> {
    palette.iter().map(|&rgb| tables.oklab(rgb)).collect()
}

/// Writes one cell per RGBA pixel into `cells` (same pixel count): nearest colour + 1, or 0.
pub fn remap(pixels: &[u8], palette: &[[u8; 3]], cells: &mut [u8]) {
    let tables = SrgbTables::new();
    let colors = oklab_palette(palette, &tables);
    if colors.is_empty() {
        cells.iter_mut().for_each(|cell| *cell = 0);
        return;
    }
    let done = remap_lanes(pixels, &colors, &tables, cells);
    let (pixels, cells) = (&pixels[done * 4..], &mut cells[done..]);
    if cells.is_empty() {
        return;
    }
    let search = NearestPalette::new(&colors);
    let mut last = Last::default();
    // Four pixels are converted to OKLab at once (`oklab_four`), then searched one by one.
    let mut quads = pixels.chunks_exact(16).zip(cells.chunks_exact_mut(4));
    for (quad, quad_cells) in &mut quads {
        let labs = oklab_four(&tables, quad);
        for ((pixel, cell), lab) in quad.chunks_exact(4).zip(quad_cells.iter_mut()).zip(labs) {
            *cell = last.cell(&search, pixel, || lab);
        }
    }
    let done = cells.len() / 4 * 4;
    for (pixel, cell) in pixels[done * 4..]
        .chunks_exact(4)
        .zip(cells[done..].iter_mut())
    {
        *cell = last.cell(&search, pixel, || {
            tables.oklab([pixel[0], pixel[1], pixel[2]])
        });
    }
}

/// On small palettes, the wasm build remaps eight pixels at a time, comparing each colour with all eight
/// at once (`nearest_lanes.rs`); returns how many cells it did (a multiple of 8; 0 on large palettes).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn remap_lanes(pixels: &[u8], colors: &[Color], tables: &SrgbTables, cells: &mut [u8]) -> usize {
    use super::nearest_lanes::{eight, NearestLanes, MAX_LANE_COLORS};
    use super::oklab_four::oklab_lanes;
    if colors.len() > MAX_LANE_COLORS {
        return 0;
    }
    let search = NearestLanes::new(colors);
    for (pixels, cells) in pixels.chunks_exact(32).zip(cells.chunks_exact_mut(8)) {
        let nearest = eight(search.nearest(
            &oklab_lanes(tables, &pixels[..16]),
            &oklab_lanes(tables, &pixels[16..]),
        ));
        for ((cell, (index, _)), pixel) in cells.iter_mut().zip(nearest).zip(pixels.chunks_exact(4))
        {
            *cell = if is_filled(pixel[3]) {
                index as u8 + 1
            } else {
                0
            };
        }
    }
    cells.len() / 8 * 8
}

/// Other targets search one pixel at a time.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn remap_lanes(_: &[u8], _: &[Color], _: &SrgbTables, _: &mut [u8]) -> usize {
    0
}

/// The previous pixel and its cell: neighbouring pixels are often equal (flat areas, upscaled images),
/// so the answer is reused, and otherwise alike, so the previous colour is the search's guess.
#[derive(Default)]
struct Last {
    rgb: Option<[u8; 3]>,
    cell: u8,
}

impl Last {
    /// The cell of one RGBA `pixel`, its OKLab colour from `lab`.
    #[inline]
    fn cell(&mut self, search: &NearestPalette, pixel: &[u8], lab: impl FnOnce() -> Color) -> u8 {
        if !is_filled(pixel[3]) {
            return 0;
        }
        let rgb = [pixel[0], pixel[1], pixel[2]];
        if self.rgb != Some(rgb) {
            let guess = (self.cell as usize).saturating_sub(1);
            self.cell = search.nearest_from(lab(), guess).0 as u8 + 1;
            self.rgb = Some(rgb);
        }
        self.cell
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
