//! The colours the clean-up compares: the palette in OKLab and CIELAB with the ΔE2000 between every two
//! of its colours, and the pixels under the cells, converted on demand.

use super::color::{linear_to_cielab, Color, SrgbTables};
use super::delta_e::{ciede2000, with_chroma, LabChroma};
use super::nearest::NearestPalette;
use super::remap::oklab_palette;
use std::cell::RefCell;

/// The palette in the spaces the clean-up compares in, and the ΔE2000 between every two colours.
pub(super) struct Colors {
    pub(super) oklab: Vec<Color>,
    /// The palette in CIELAB with chroma, for ΔE94.
    pub(super) lab: Vec<LabChroma>,
    delta_e: Vec<f32>,
    pub(super) count: usize,
    search: NearestPalette,
    /// [`between`](Self::between) per pair of colours, 0 until asked.
    between: RefCell<Vec<u8>>,
}

impl Colors {
    pub(super) fn new(palette: &[[u8; 3]], tables: &SrgbTables) -> Colors {
        let lab: Vec<Color> = palette
            .iter()
            .map(|&rgb| linear_to_cielab(tables.linear_rgb(rgb)))
            .collect();
        let count = palette.len();
        let mut delta_e = vec![0f32; count * count];
        for first in 0..count {
            for second in first + 1..count {
                let delta = ciede2000(lab[first], lab[second]);
                delta_e[first * count + second] = delta;
                delta_e[second * count + first] = delta;
            }
        }
        let oklab = oklab_palette(palette, tables);
        Colors {
            search: NearestPalette::new(&oklab),
            oklab,
            lab: lab.iter().map(|&color| with_chroma(color)).collect(),
            delta_e,
            count,
            between: RefCell::new(vec![0; count * count]),
        }
    }

    /// The cell value of the colour nearest (OKLab) to the middle of two colours, given as cell values
    /// (palette index + 1); worked out once per pair.
    pub(super) fn between(&self, first: u8, second: u8) -> u8 {
        let slot = (first as usize - 1) * self.count + second as usize - 1;
        let known = self.between.borrow()[slot];
        if known != 0 {
            return known;
        }
        let value = self.nearest_to_middle(
            self.oklab[first as usize - 1],
            self.oklab[second as usize - 1],
            first,
        );
        self.between.borrow_mut()[slot] = value;
        value
    }

    /// The cell value of the colour nearest (OKLab) to the middle of two OKLab colours, searched from
    /// the colour `guess` (a cell value).
    pub(super) fn nearest_to_middle(&self, a: Color, b: Color, guess: u8) -> u8 {
        let middle = [
            (a[0] + b[0]) / 2.0,
            (a[1] + b[1]) / 2.0,
            (a[2] + b[2]) / 2.0,
        ];
        self.search.nearest_from(middle, guess as usize - 1).0 as u8 + 1
    }

    /// ΔE2000 between two cell values (palette index + 1).
    pub(super) fn delta_e(&self, first: u8, second: u8) -> f32 {
        self.delta_e[(first as usize - 1) * self.count + second as usize - 1]
    }
}

/// OKLab and CIELAB of the pixel under a cell, computed on demand (only cells near confetti and small
/// or rare regions need it).
pub(super) struct PixelColors<'a> {
    pixels: &'a [u8],
    tables: &'a SrgbTables,
    /// Per cell, OKLab once computed (the region removal looks at a cell's pixel again for every region
    /// around it); empty until first asked for.
    cache: RefCell<Vec<Color>>,
}

impl<'a> PixelColors<'a> {
    pub(super) fn new(pixels: &'a [u8], tables: &'a SrgbTables) -> PixelColors<'a> {
        PixelColors {
            pixels,
            tables,
            cache: RefCell::new(Vec::new()),
        }
    }

    pub(super) fn at(&self, cell: usize) -> Color {
        remembered(&self.cache, self.cells(), cell, || {
            self.tables.oklab(self.rgb(cell))
        })
    }

    /// CIELAB and chroma of the pixel under a cell (for ΔE94). Not remembered: converting again costs
    /// less than a per-cell cache (12 MB filled on a 1000 × 750 chart) and its lookups.
    pub(super) fn lab_at(&self, cell: usize) -> LabChroma {
        with_chroma(linear_to_cielab(self.tables.linear_rgb(self.rgb(cell))))
    }

    fn cells(&self) -> usize {
        self.pixels.len() / 4
    }

    fn rgb(&self, cell: usize) -> [u8; 3] {
        let pixel = &self.pixels[cell * 4..cell * 4 + 3];
        [pixel[0], pixel[1], pixel[2]]
    }
}

/// The cell's value in `cache` (NaN while unknown; the cache is made for `cells` cells at the first
/// question), worked out by `compute` the first time.
fn remembered(
    cache: &RefCell<Vec<Color>>,
    cells: usize,
    cell: usize,
    compute: impl FnOnce() -> Color,
) -> Color {
    if cache.borrow().is_empty() {
        *cache.borrow_mut() = vec![[f32::NAN; 3]; cells];
    }
    let cached = cache.borrow()[cell];
    if !cached[0].is_nan() {
        return cached;
    }
    let value = compute();
    cache.borrow_mut()[cell] = value;
    value
}
