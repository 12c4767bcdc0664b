//! Weighted k-means (Lloyd's iterations) in OKLab over the histogram's colours: each colour goes to
//! its nearest centroid, each centroid moves to the weighted mean of its colours, until no centroid
//! moves noticeably. A centroid that loses all its colours restarts at the worst-served colour. The
//! first round, without a guess, compares eight colours with every centroid at once in the wasm build.

use super::color::{distance_squared, Color};
use super::nearest::NearestPalette;

/// Centroid movement (squared OKLab distance) below which the iterations stop: about ΔE 0.03.
const CONVERGED: f32 = 1e-8;

/// Refines `centroids` over the weighted `colors` for at most `max_iterations` rounds; returns the
/// number of rounds run. Centroids never disappear: an empty cluster is re-seeded.
pub fn refine(
    colors: &[Color],
    weights: &[f32],
    centroids: &mut [Color],
    max_iterations: usize,
) -> usize {
    if centroids.is_empty() || colors.is_empty() {
        return 0;
    }
    let mut assignment = vec![0usize; colors.len()];
    let mut errors = vec![0f32; colors.len()];
    let first_round = first_round(colors, centroids);
    for iteration in 0..max_iterations {
        let palette = NearestPalette::new(centroids);
        let mut sums = vec![[0f64; 4]; centroids.len()];
        for (index, (&color, &weight)) in colors.iter().zip(weights.iter()).enumerate() {
            // Last round's centroid is the guess: after the first rounds, most colours stay put.
            let (nearest, distance) = if iteration == 0 {
                match first_round.get(index) {
                    Some(&found) => found,
                    None => palette.nearest(color),
                }
            } else {
                palette.nearest_from(color, assignment[index])
            };
            assignment[index] = nearest;
            errors[index] = distance * weight;
            let sum = &mut sums[nearest];
            let weight = weight as f64;
            sum[0] += weight * color[0] as f64;
            sum[1] += weight * color[1] as f64;
            sum[2] += weight * color[2] as f64;
            sum[3] += weight;
        }
        let mut movement = 0f32;
        for (centroid, sum) in centroids.iter_mut().zip(sums.iter()) {
            if sum[3] <= 0.0 {
                continue;
            }
            let moved = [
                (sum[0] / sum[3]) as f32,
                (sum[1] / sum[3]) as f32,
                (sum[2] / sum[3]) as f32,
            ];
            movement = movement.max(distance_squared(*centroid, moved));
            *centroid = moved;
        }
        let reseeded = reseed_empty(colors, &sums, &mut errors, centroids);
        if !reseeded && movement < CONVERGED {
            return iteration + 1;
        }
    }
    max_iterations
}

/// The first round's nearest centroids (index, squared distance) of the colours, as far as the wasm
/// build finds them eight colours at a time (`nearest_lanes.rs`, small palettes); none on other targets.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn first_round(colors: &[Color], centroids: &[Color]) -> Vec<(usize, f32)> {
    super::nearest_lanes::nearest_each(colors, centroids)
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn first_round(_: &[Color], _: &[Color]) -> Vec<(usize, f32)> {
    Vec::new()
}

/// Distance below which a colour counts as sitting on its centroid in [`refine_medians`].
const ON_CENTROID: f32 = 1e-4;

/// Moves `centroids` towards the weighted geometric medians of their clusters (Weiszfeld steps) for
/// `iterations` rounds: after [`refine`], this lowers the *mean* distance of colours to their centroid
/// (what a mean ΔE measures) rather than the mean squared distance k-means minimises.
pub fn refine_medians(
    colors: &[Color],
    weights: &[f32],
    centroids: &mut [Color],
    iterations: usize,
) {
    if centroids.is_empty() {
        return;
    }
    let mut assignment = vec![0usize; colors.len()];
    for _ in 0..iterations {
        let palette = NearestPalette::new(centroids);
        let mut sums = vec![[0f64; 4]; centroids.len()];
        for ((&color, &weight), assigned) in
            colors.iter().zip(weights.iter()).zip(assignment.iter_mut())
        {
            let (nearest, distance) = palette.nearest_from(color, *assigned);
            *assigned = nearest;
            let pull = weight as f64 / distance.sqrt().max(ON_CENTROID) as f64;
            let sum = &mut sums[nearest];
            sum[0] += pull * color[0] as f64;
            sum[1] += pull * color[1] as f64;
            sum[2] += pull * color[2] as f64;
            sum[3] += pull;
        }
        for (centroid, sum) in centroids.iter_mut().zip(sums.iter()) {
            if sum[3] > 0.0 {
                *centroid = [
                    (sum[0] / sum[3]) as f32,
                    (sum[1] / sum[3]) as f32,
                    (sum[2] / sum[3]) as f32,
                ];
            }
        }
    }
}

/// Moves each centroid without colours to the colour with the largest weighted error, so it takes
/// over the worst-served part of the image. Returns whether any centroid moved.
fn reseed_empty(
    colors: &[Color],
    sums: &[[f64; 4]],
    errors: &mut [f32],
    centroids: &mut [Color],
) -> bool {
    let mut reseeded = false;
    for (centroid, sum) in centroids.iter_mut().zip(sums.iter()) {
        if sum[3] > 0.0 {
            continue;
        }
        let worst = errors
            .iter()
            .enumerate()
            .fold((0usize, 0f32), |best, (index, &error)| {
                if error > best.1 {
                    (index, error)
                } else {
                    best
                }
            });
        if worst.1 <= 0.0 {
            break;
        }
        *centroid = colors[worst.0];
        errors[worst.0] = 0.0;
        reseeded = true;
    }
    reseeded
}

/// The weighted sum of squared distances from each colour to its nearest centroid.
pub fn total_error(colors: &[Color], weights: &[f32], centroids: &[Color]) -> f64 {
    let palette = NearestPalette::new(centroids);
    colors
        .iter()
        .zip(weights.iter())
        .map(|(&color, &weight)| palette.nearest(color).1 as f64 * weight as f64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_centroids_to_cluster_means() {
        let colors = [
            [0.0, 0.0, 0.0],
            [0.1, 0.0, 0.0],
            [0.8, 0.0, 0.0],
            [1.0, 0.0, 0.0],
        ];
        let weights = [1.0, 1.0, 1.0, 3.0];
        let mut centroids = [[0.3, 0.0, 0.0], [0.6, 0.0, 0.0]];
        let rounds = refine(&colors, &weights, &mut centroids, 50);
        assert!(rounds < 50);
        assert!((centroids[0][0] - 0.05).abs() < 1e-6);
        assert!((centroids[1][0] - 0.95).abs() < 1e-6);
    }

    #[test]
    fn reseeds_an_empty_cluster_at_the_worst_colour() {
        let colors = [[0.0, 0.0, 0.0], [0.5, 0.0, 0.0], [1.0, 0.0, 0.0]];
        let weights = [1.0, 1.0, 1.0];
        // Two centroids on the same spot: the second one gets no colours and must move.
        let mut centroids = [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.5, 0.0, 0.0]];
        refine(&colors, &weights, &mut centroids, 20);
        let mut values: Vec<f32> = centroids.iter().map(|c| c[0]).collect();
        values.sort_by(f32::total_cmp);
        assert_eq!(values, vec![0.0, 0.5, 1.0]);
        assert_eq!(total_error(&colors, &weights, &centroids), 0.0);
    }

    #[test]
    fn medians_lower_the_mean_distance() {
        // One far colour pulls the mean away from the crowd; the median stays with the crowd.
        let colors = [
            [0.0, 0.0, 0.0],
            [0.01, 0.0, 0.0],
            [0.02, 0.0, 0.0],
            [1.0, 0.0, 0.0],
        ];
        let weights = [1.0; 4];
        let mut centroids = [[0.0, 0.0, 0.0]];
        refine(&colors, &weights, &mut centroids, 10);
        let mean_distance = |centroid: Color| -> f32 {
            colors
                .iter()
                .map(|&c| distance_squared(c, centroid).sqrt())
                .sum::<f32>()
        };
        let after_means = mean_distance(centroids[0]);
        refine_medians(&colors, &weights, &mut centroids, 20);
        assert!(mean_distance(centroids[0]) < after_means);
        assert!(centroids[0][0] < 0.1);
    }

    #[test]
    fn never_increases_the_error() {
        let colors: Vec<Color> = (0..200)
            .map(|i| {
                let t = i as f32 / 200.0;
                [t, (t * 13.0).sin() * 0.1, (t * 7.0).cos() * 0.1]
            })
            .collect();
        let weights: Vec<f32> = (0..200).map(|i| 1.0 + (i % 7) as f32).collect();
        let mut centroids: Vec<Color> = colors.iter().step_by(40).copied().collect();
        let before = total_error(&colors, &weights, &centroids);
        refine(&colors, &weights, &mut centroids, 1);
        let after_one = total_error(&colors, &weights, &centroids);
        refine(&colors, &weights, &mut centroids, 30);
        let after = total_error(&colors, &weights, &centroids);
        assert!(after_one <= before && after <= after_one + 1e-9);
    }
}
