//! The nearest palette colour of eight colours at once, one per f32x4 lane (two vectors of four), for
//! the remap and k-means of the wasm build: every colour of the palette is compared with all eight,
//! without a branch. On small palettes this beats the search from a guess of `nearest.rs`, whose
//! branches (is the guess nearest for sure? can a farther colour still win?) are unpredictable on a
//! photo; on large palettes (brand colours, hundreds) the guided search compares far fewer colours,
//! so this one only serves palettes of up to [`MAX_LANE_COLORS`] colours. K-means takes it for its
//! first round only: later rounds start from last round's centroid, which most colours keep, and
//! the guided search is faster there.
//!
//! The distances are the guided search's to the bit (the same f32 operations in the same order), and
//! the first of equally near colours wins as there, so both give the same answers.

#![cfg(all(target_arch = "wasm32", target_feature = "simd128"))]

use super::color::Color;
use super::nearest::simd::distances;
use core::arch::wasm32::*;

/// Above this many colours the guided search of `nearest.rs` is faster (measured on photos).
pub const MAX_LANE_COLORS: usize = 48;

/// The eight answers of [`NearestLanes::nearest`] (index, squared distance), in order.
#[inline]
pub fn eight(found: [(v128, v128); 2]) -> [(usize, f32); 8] {
    let [first, second] = found;
    [
        lane::<0>(first),
        lane::<1>(first),
        lane::<2>(first),
        lane::<3>(first),
        lane::<0>(second),
        lane::<1>(second),
        lane::<2>(second),
        lane::<3>(second),
    ]
}

/// Lane `N` of an (indices, distances) pair of vectors.
#[inline]
fn lane<const N: usize>(found: (v128, v128)) -> (usize, f32) {
    (
        i32x4_extract_lane::<N>(found.0) as usize,
        f32x4_extract_lane::<N>(found.1),
    )
}

/// The palette, each colour in all four lanes of three vectors (L, a, b), with its index in the fourth.
pub struct NearestLanes {
    colors: Vec<[v128; 4]>,
}

/// Four OKLab colours, one per lane: L, a and b vectors.
pub type Lanes = [v128; 3];

impl NearestLanes {
    pub fn new(colors: &[Color]) -> NearestLanes {
        NearestLanes {
            colors: colors
                .iter()
                .enumerate()
                .map(|(index, color)| {
                    [
                        f32x4_splat(color[0]),
                        f32x4_splat(color[1]),
                        f32x4_splat(color[2]),
                        i32x4_splat(index as i32),
                    ]
                })
                .collect(),
        }
    }

    /// The colours nearest to two times four OKLab colours: indices (i32x4) and squared distances.
    #[inline]
    pub fn nearest(&self, first: &Lanes, second: &Lanes) -> [(v128, v128); 2] {
        let infinity = f32x4_splat(f32::INFINITY);
        let (mut first_distance, mut second_distance) = (infinity, infinity);
        let (mut first_index, mut second_index) = (i32x4_splat(0), i32x4_splat(0));
        for color in &self.colors {
            let splat = [color[0], color[1], color[2]];
            let distance = distances(&splat, first);
            let closer = f32x4_lt(distance, first_distance);
            first_distance = f32x4_pmin(first_distance, distance);
            first_index = v128_bitselect(color[3], first_index, closer);
            let distance = distances(&splat, second);
            let closer = f32x4_lt(distance, second_distance);
            second_distance = f32x4_pmin(second_distance, distance);
            second_index = v128_bitselect(color[3], second_index, closer);
        }
        [
            (first_index, first_distance),
            (second_index, second_distance),
        ]
    }
}

/// The nearest colour of `palette` (index, squared distance) of each of `colors`, all in OKLab, for
/// the longest run of `colors` that eight divide; nothing on palettes over [`MAX_LANE_COLORS`].
pub fn nearest_each(colors: &[Color], palette: &[Color]) -> Vec<(usize, f32)> {
    if palette.is_empty() || palette.len() > MAX_LANE_COLORS {
        return Vec::new();
    }
    let search = NearestLanes::new(palette);
    let lanes = |four: &[Color]| -> Lanes {
        let axis = |axis: usize| f32x4(four[0][axis], four[1][axis], four[2][axis], four[3][axis]);
        [axis(0), axis(1), axis(2)]
    };
    let mut nearest = Vec::with_capacity(colors.len());
    for colors in colors.chunks_exact(8) {
        nearest.extend_from_slice(&eight(
            search.nearest(&lanes(&colors[..4]), &lanes(&colors[4..])),
        ));
    }
    nearest
}
