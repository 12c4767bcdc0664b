//! The nearest palette colour in OKLab: the inner loop of k-means, remapping and dithering.
//!
//! Two searches, both picking the first of equally near colours:
//! - [`NearestPalette::nearest`] compares every colour. The palette is kept as three arrays (L, a, b),
//!   padded to a multiple of 4 with colours no pixel can be near, so the wasm build compares four
//!   colours per step with f32x4 SIMD; other targets (the native tests) go one colour at a time.
//! - [`NearestPalette::nearest_from`] starts from a guess (the previous cell's colour, the previous
//!   round's centroid) and, by the triangle inequality, only looks at colours close enough to the guess
//!   to beat it, taken from a list per colour sorted by distance (as libimagequant's `nearest.rs`).
//!   Neighbouring cells of a photo are alike, so a handful of comparisons usually settle it. Those few
//!   comparisons cost more in mispredicted branches than in arithmetic: the wasm build measures the
//!   guess's four nearest colours at once (f32x4) and takes their minimum without branches, and goes on
//!   one colour at a time only when a fifth could still be nearer (25–30 % faster remapping than the
//!   one-at-a-time loop on a 30-colour photo).

use super::color::{distance_squared, Color};

/// A coordinate no OKLab colour comes near: the padding of the palette arrays.
const FAR: f32 = 1.0e6;
/// Slack for rounding in the triangle-inequality bounds (OKLab distances are around 0.01 to 1).
const MARGIN: f32 = 1.0e-5;

/// Palette colours in OKLab, laid out for the nearest-colour search.
pub struct NearestPalette {
    lightness: Vec<f32>,
    green_red: Vec<f32>,
    blue_yellow: Vec<f32>,
    count: usize,
    /// Per colour, the other colours with their distance from it, nearest first.
    others: Vec<Vec<(f32, usize)>>,
    /// Per colour, the squared radius within which it is the nearest colour for sure: half the
    /// distance to its nearest other colour (less a margin for rounding), squared.
    sure: Vec<f32>,
    /// The same arrays four colours per vector (L, a, b), read without slice loads.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    vectors: Vec<[core::arch::wasm32::v128; 3]>,
    /// Per colour, its four nearest other colours as vectors (L, a, b, index; padded with far colours),
    /// and the distance of its fifth nearest (infinite when there is none): the search from a guess
    /// looks at the guess and those four at once.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    nearest_four: Vec<([core::arch::wasm32::v128; 4], f32)>,
}

impl NearestPalette {
    /// Lays out `colors` (OKLab) for searching.
    pub fn new(colors: &[Color]) -> NearestPalette {
        let padded = (colors.len() + 3) / 4 * 4;
        let axis = |axis: usize| -> Vec<f32> {
            let mut values: Vec<f32> = colors.iter().map(|c| c[axis]).collect();
            values.resize(padded, FAR);
            values
        };
        let (lightness, green_red, blue_yellow) = (axis(0), axis(1), axis(2));
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let vectors = {
            use core::arch::wasm32::f32x4;
            let quad = |values: &[f32]| f32x4(values[0], values[1], values[2], values[3]);
            lightness
                .chunks_exact(4)
                .zip(green_red.chunks_exact(4))
                .zip(blue_yellow.chunks_exact(4))
                .map(|((l, a), b)| [quad(l), quad(a), quad(b)])
                .collect()
        };
        let mut others: Vec<Vec<(f32, usize)>> = Vec::with_capacity(colors.len());
        let mut sure = Vec::with_capacity(colors.len());
        for (index, &color) in colors.iter().enumerate() {
            let mut list: Vec<(f32, usize)> = colors
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != index)
                .map(|(other, &other_color)| (distance_squared(color, other_color).sqrt(), other))
                .collect();
            list.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let half_gap =
                (list.first().map_or(f32::INFINITY, |first| first.0) / 2.0 - MARGIN).max(0.0);
            sure.push(half_gap * half_gap);
            others.push(list);
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let nearest_four = others
            .iter()
            .map(|list| {
                use core::arch::wasm32::{f32x4, i32x4};
                let at = |slot: usize, axis: usize| {
                    list.get(slot)
                        .map_or(FAR, |&(_, other)| colors[other][axis])
                };
                let quad = |axis: usize| f32x4(at(0, axis), at(1, axis), at(2, axis), at(3, axis));
                let index =
                    |slot: usize| list.get(slot).map_or(i32::MAX, |&(_, other)| other as i32);
                let fifth = list.get(4).map_or(f32::INFINITY, |&(gap, _)| gap);
                (
                    [
                        quad(0),
                        quad(1),
                        quad(2),
                        i32x4(index(0), index(1), index(2), index(3)),
                    ],
                    fifth,
                )
            })
            .collect();
        NearestPalette {
            lightness,
            green_red,
            blue_yellow,
            count: colors.len(),
            others,
            sure,
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            vectors,
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            nearest_four,
        }
    }

    /// The number of colours.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether the palette has no colours.
    pub fn is_empty(&self) -> bool {
        self.count == 0
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
        if self.count == 0 {
            return (0, f32::INFINITY);
        }
        self.search(color)
    }

    /// The same answer as [`nearest`](Self::nearest), found from `guess` (any colour index; a close
    /// one makes it fast).
    #[inline]
    pub fn nearest_from(&self, color: Color, guess: usize) -> (usize, f32) {
        if guess >= self.count {
            return self.nearest(color);
        }
        let guess_distance = distance_squared(color, self.color(guess));
        if guess_distance < self.sure[guess] {
            return (guess, guess_distance);
        }
        self.nearest_not_sure(color, guess, guess_distance)
    }

    /// [`nearest_from`](Self::nearest_from) when the guess is not nearest for sure.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[inline]
    fn nearest_not_sure(&self, color: Color, guess: usize, guess_distance: f32) -> (usize, f32) {
        self.nearest_beyond(color, guess, guess_distance, (guess, guess_distance), 0)
    }

    /// [`nearest_from`](Self::nearest_from) when the guess is not nearest for sure, with f32x4: the
    /// guess's four nearest other colours are measured at once and their minimum taken without
    /// branches; only when the fifth nearest could still be nearer does the search go on one colour at
    /// a time (the branches of that loop, not its arithmetic, are what a guided search costs).
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline]
    fn nearest_not_sure(&self, color: Color, guess: usize, guess_distance: f32) -> (usize, f32) {
        let ([l, a, b, indices], fifth_gap) = self.nearest_four[guess];
        let distances = simd::distances(&[l, a, b], &simd::splat(color));
        let (best_distance, best) =
            simd::lowest_lane(distances, indices, (guess_distance, guess as i32));
        let best = (best as usize, best_distance);
        // Every colour past the fourth is at least `fifth_gap - reach` from the colour.
        if fifth_gap > guess_distance.sqrt() + MARGIN + best_distance.sqrt() {
            return best;
        }
        self.nearest_beyond(color, guess, guess_distance, best, 4)
    }

    /// Goes on with the search from `guess` past its `skip` nearest other colours, `best` the nearest
    /// so far.
    #[inline]
    fn nearest_beyond(
        &self,
        color: Color,
        guess: usize,
        guess_distance: f32,
        best: (usize, f32),
        skip: usize,
    ) -> (usize, f32) {
        let reach = guess_distance.sqrt() + MARGIN;
        let (mut best, mut best_distance) = best;
        let mut best_root = best_distance.sqrt();
        for &(gap, other) in self.others[guess].iter().skip(skip) {
            // `other` is at least `gap - reach` from the colour: it cannot beat the best so far.
            if gap > reach + best_root {
                break;
            }
            let distance = distance_squared(color, self.color(other));
            if distance < best_distance || (distance == best_distance && other < best) {
                best = other;
                best_distance = distance;
                best_root = distance.sqrt();
            }
        }
        (best, best_distance)
    }

    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    #[inline]
    fn search(&self, color: Color) -> (usize, f32) {
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

    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline]
    fn search(&self, color: Color) -> (usize, f32) {
        use core::arch::wasm32::*;
        let target = simd::splat(color);
        let distance = |vector: &[v128; 3]| simd::distances(vector, &target);
        // Two independent running minima (even and odd vectors) halve the chain of dependent
        // compare-and-selects; ties go to the lower index in both, and in the merge below.
        let infinity = f32x4_splat(f32::INFINITY);
        let (mut even_distance, mut odd_distance) = (infinity, infinity);
        let (mut even_index, mut odd_index) = (i32x4_splat(0), i32x4_splat(0));
        let mut index = i32x4(0, 1, 2, 3);
        let (four, eight) = (i32x4_splat(4), i32x4_splat(8));
        let mut pairs = self.vectors.chunks_exact(2);
        for pair in &mut pairs {
            let (first, second) = (distance(&pair[0]), distance(&pair[1]));
            let closer = f32x4_lt(first, even_distance);
            even_distance = v128_bitselect(first, even_distance, closer);
            even_index = v128_bitselect(index, even_index, closer);
            let closer = f32x4_lt(second, odd_distance);
            odd_distance = v128_bitselect(second, odd_distance, closer);
            odd_index = v128_bitselect(i32x4_add(index, four), odd_index, closer);
            index = i32x4_add(index, eight);
        }
        for vector in pairs.remainder() {
            let first = distance(vector);
            let closer = f32x4_lt(first, odd_distance);
            odd_distance = v128_bitselect(first, odd_distance, closer);
            odd_index = v128_bitselect(index, odd_index, closer);
        }
        let closer = v128_or(
            f32x4_lt(odd_distance, even_distance),
            v128_and(
                f32x4_eq(odd_distance, even_distance),
                i32x4_lt(odd_index, even_index),
            ),
        );
        let best_distance = v128_bitselect(odd_distance, even_distance, closer);
        let best_index = v128_bitselect(odd_index, even_index, closer);
        let (distance, index) =
            simd::lowest_lane(best_distance, best_index, (f32::INFINITY, i32::MAX));
        (index as usize, distance)
    }
}

/// The f32x4 steps both searches share (and the eight-pixel search of `nearest_lanes.rs`).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) mod simd {
    use super::Color;
    use core::arch::wasm32::*;

    /// A colour in all four lanes of three vectors (L, a, b).
    #[inline]
    pub(super) fn splat(color: Color) -> [v128; 3] {
        [
            f32x4_splat(color[0]),
            f32x4_splat(color[1]),
            f32x4_splat(color[2]),
        ]
    }

    /// The squared distances from four colours (L, a, b vectors) to `target`, each as
    /// `distance_squared` takes it (the same operations in the same order).
    #[inline]
    pub(crate) fn distances(colors: &[v128; 3], target: &[v128; 3]) -> v128 {
        let dl = f32x4_sub(colors[0], target[0]);
        let da = f32x4_sub(colors[1], target[1]);
        let db = f32x4_sub(colors[2], target[2]);
        f32x4_add(
            f32x4_add(f32x4_mul(dl, dl), f32x4_mul(da, da)),
            f32x4_mul(db, db),
        )
    }

    /// The nearest of `best` (distance, index) and the four lanes, the lowest index among equals;
    /// selects, not branches.
    #[inline]
    pub(super) fn lowest_lane(distances: v128, indices: v128, best: (f32, i32)) -> (f32, i32) {
        let lanes = [
            (
                f32x4_extract_lane::<0>(distances),
                i32x4_extract_lane::<0>(indices),
            ),
            (
                f32x4_extract_lane::<1>(distances),
                i32x4_extract_lane::<1>(indices),
            ),
            (
                f32x4_extract_lane::<2>(distances),
                i32x4_extract_lane::<2>(indices),
            ),
            (
                f32x4_extract_lane::<3>(distances),
                i32x4_extract_lane::<3>(indices),
            ),
        ];
        let (mut best_distance, mut best) = best;
        for (distance, index) in lanes {
            let better = distance < best_distance || (distance == best_distance && index < best);
            best = if better { index } else { best };
            best_distance = if better { distance } else { best_distance };
        }
        (best_distance, best)
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
        let empty = NearestPalette::new(&[]);
        assert!(empty.is_empty());
        assert_eq!(empty.nearest([0.1, 0.0, 0.0]), (0, f32::INFINITY));
    }

    #[test]
    fn nearest_from_any_guess_agrees_with_the_full_search() {
        let mut seed = 11u32;
        let mut random = move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 8) as f32 / (1u32 << 24) as f32
        };
        let mut colors: Vec<Color> = (0..30)
            .map(|_| [random(), random() * 0.6 - 0.3, random() * 0.6 - 0.3])
            .collect();
        // Equal colours and a tie must resolve as in the full search.
        colors[7] = colors[3];
        let palette = NearestPalette::new(&colors);
        for _ in 0..3000 {
            let color = [random(), random() * 0.6 - 0.3, random() * 0.6 - 0.3];
            let expected = palette.nearest(color);
            for guess in [0, 3, 7, 29, (random() * 30.0) as usize, expected.0] {
                assert_eq!(
                    palette.nearest_from(color, guess),
                    expected,
                    "guess {guess}"
                );
            }
        }
        assert_eq!(palette.nearest_from(colors[7], 7).0, 3);
        assert_eq!(
            palette.nearest_from([0.5, 0.0, 0.0], 99),
            palette.nearest([0.5, 0.0, 0.0])
        );
    }

    #[test]
    fn never_picks_the_padding() {
        // Five colours pad to eight; a far-away colour must still get a real one.
        let colors: Vec<Color> = (0..5).map(|i| [i as f32 * 0.1, 0.0, 0.0]).collect();
        let palette = NearestPalette::new(&colors);
        assert_eq!(palette.nearest([50.0, 50.0, 50.0]).0, 4);
        assert_eq!(palette.nearest([-50.0, 0.0, 0.0]).0, 0);
    }
}
