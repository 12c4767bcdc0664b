//! The nearest palette colour in OKLab: the inner loop of k-means, remapping and dithering.
//! The palette is kept as three arrays (L, a, b) so the loop reads memory in order and vectorises.

use super::color::Color;

/// Palette colours in OKLab, laid out for the nearest-colour search.
pub struct NearestPalette {
    lightness: Vec<f32>,
    green_red: Vec<f32>,
    blue_yellow: Vec<f32>,
}

impl NearestPalette {
    /// Lays out `colors` (OKLab) for searching; the search requires at least one colour.
    pub fn new(colors: &[Color]) -> NearestPalette {
        NearestPalette {
            lightness: colors.iter().map(|c| c[0]).collect(),
            green_red: colors.iter().map(|c| c[1]).collect(),
            blue_yellow: colors.iter().map(|c| c[2]).collect(),
        }
    }

    /// The number of colours.
    pub fn len(&self) -> usize {
        self.lightness.len()
    }

    /// Whether the palette has no colours.
    pub fn is_empty(&self) -> bool {
        self.lightness.is_empty()
    }

    /// The colour at `index`.
    pub fn color(&self, index: usize) -> Color {
        [
            self.lightness[index],
            self.green_red[index],
            self.blue_yellow[index],
        ]
    }

    /// The index of the colour nearest to `color` (the first of equals) and its squared distance;
    /// `(0, f32::INFINITY)` for an empty palette.
    #[inline]
    pub fn nearest(&self, color: Color) -> (usize, f32) {
        let mut best = 0;
        let mut best_distance = f32::INFINITY;
        let iter = self
            .lightness
            .iter()
            .zip(self.green_red.iter())
            .zip(self.blue_yellow.iter());
        for (index, ((l, a), b)) in iter.enumerate() {
            let (dl, da, db) = (color[0] - l, color[1] - a, color[2] - b);
            let distance = dl * dl + da * da + db * db;
            if distance < best_distance {
                best_distance = distance;
                best = index;
            }
        }
        (best, best_distance)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_nearest_colour() {
        let palette = NearestPalette::new(&[[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.5, 0.2, 0.0]]);
        assert_eq!(palette.len(), 3);
        assert_eq!(palette.nearest([0.9, 0.0, 0.0]).0, 1);
        assert_eq!(palette.nearest([0.45, 0.1, 0.0]).0, 2);
        let (index, distance) = palette.nearest([0.1, 0.0, 0.0]);
        assert_eq!(index, 0);
        assert!((distance - 0.01).abs() < 1e-7);
        assert_eq!(palette.color(2), [0.5, 0.2, 0.0]);
    }

    #[test]
    fn takes_the_first_of_equally_near_colours() {
        let palette = NearestPalette::new(&[[0.0, 0.0, 0.0], [0.2, 0.0, 0.0], [0.2, 0.0, 0.0]]);
        assert_eq!(palette.nearest([0.1, 0.0, 0.0]).0, 0);
        assert_eq!(palette.nearest([0.3, 0.0, 0.0]).0, 1);
        assert!(NearestPalette::new(&[]).is_empty());
    }
}
