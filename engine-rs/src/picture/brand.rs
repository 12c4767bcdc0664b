//! Matching a quantised palette to a brand's colours (DMC threads, Hama beads…): each cluster takes
//! the unused brand colour nearest to its mean by CIEDE2000, the heaviest clusters choosing first, and
//! the clusters are then formed again around the chosen brand colours until the choice settles.

use super::color::{linear_to_cielab, oklab_to_linear, Color, SrgbTables};
use super::delta_e::ciede2000;
use super::histogram::Histogram;
use super::nearest::NearestPalette;

/// Rounds of re-clustering around the chosen brand colours.
const ROUNDS: usize = 6;
/// Brand colours compared by CIEDE2000 per cluster: the nearest ones in OKLab (ΔE2000 and OKLab
/// agree on which colours are close, so the true nearest is always among them).
const CANDIDATES: usize = 12;

/// A brand palette in the spaces the matching needs.
pub struct BrandPalette {
    oklab: Vec<Color>,
    cielab: Vec<Color>,
}

impl BrandPalette {
    /// Converts the brand's sRGB colours.
    pub fn new(colors: &[[u8; 3]], tables: &SrgbTables) -> BrandPalette {
        BrandPalette {
            oklab: colors.iter().map(|&rgb| tables.oklab(rgb)).collect(),
            cielab: colors
                .iter()
                .map(|&rgb| linear_to_cielab(tables.linear_rgb(rgb)))
                .collect(),
        }
    }

    /// The number of brand colours.
    pub fn len(&self) -> usize {
        self.oklab.len()
    }

    /// Whether the brand has no colours.
    pub fn is_empty(&self) -> bool {
        self.oklab.is_empty()
    }

    /// The unused brand colour nearest to `target` (OKLab) by CIEDE2000, if any is unused.
    fn nearest_unused(&self, target: Color, used: &[bool]) -> Option<usize> {
        let mut candidates: Vec<(f32, usize)> = self
            .oklab
            .iter()
            .enumerate()
            .filter(|(index, _)| !used[*index])
            .map(|(index, &color)| (super::color::distance_squared(color, target), index))
            .collect();
        if candidates.len() > CANDIDATES {
            candidates.select_nth_unstable_by(CANDIDATES - 1, |a, b| a.0.total_cmp(&b.0));
            candidates.truncate(CANDIDATES);
        }
        let linear = oklab_to_linear(target);
        let target_lab = linear_to_cielab([
            linear[0].clamp(0.0, 1.0),
            linear[1].clamp(0.0, 1.0),
            linear[2].clamp(0.0, 1.0),
        ]);
        candidates
            .iter()
            .map(|&(_, index)| (ciede2000(target_lab, self.cielab[index]), index))
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
            .map(|(_, index)| index)
    }
}

/// Chooses up to `centroids.len()` distinct brand colours for the histogram, starting from the
/// quantiser's centroids (OKLab). Returns brand indexes, heaviest cluster first.
pub fn choose_brand_colors(
    histogram: &Histogram,
    centroids: &[Color],
    brand: &BrandPalette,
) -> Vec<usize> {
    if brand.is_empty() || centroids.is_empty() {
        return Vec::new();
    }
    let (mut targets, mut weights) = cluster_means(histogram, centroids);
    let mut chosen = snap(brand, &targets, &weights);
    for _ in 0..ROUNDS {
        let chosen_colors: Vec<Color> = chosen.iter().map(|&index| brand.oklab[index]).collect();
        let (means, mean_weights) = cluster_means(histogram, &chosen_colors);
        targets = means;
        weights = mean_weights;
        let next = snap(brand, &targets, &weights);
        if next == chosen {
            break;
        }
        chosen = next;
    }
    chosen
}

/// The weighted mean of the histogram colours nearest to each centre, and their weight; centres
/// without colours are dropped.
fn cluster_means(histogram: &Histogram, centres: &[Color]) -> (Vec<Color>, Vec<f64>) {
    let palette = NearestPalette::new(centres);
    let mut sums = vec![[0f64; 4]; centres.len()];
    for (&color, &weight) in histogram.colors.iter().zip(histogram.weights.iter()) {
        let sum = &mut sums[palette.nearest(color).0];
        let weight = weight as f64;
        for axis in 0..3 {
            sum[axis] += weight * color[axis] as f64;
        }
        sum[3] += weight;
    }
    let mut means = Vec::new();
    let mut weights = Vec::new();
    for sum in sums.iter().filter(|sum| sum[3] > 0.0) {
        means.push([
            (sum[0] / sum[3]) as f32,
            (sum[1] / sum[3]) as f32,
            (sum[2] / sum[3]) as f32,
        ]);
        weights.push(sum[3]);
    }
    (means, weights)
}

/// Gives each target the nearest unused brand colour, heaviest target first.
fn snap(brand: &BrandPalette, targets: &[Color], weights: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..targets.len()).collect();
    order.sort_by(|&a, &b| weights[b].total_cmp(&weights[a]).then(a.cmp(&b)));
    let mut used = vec![false; brand.len()];
    let mut chosen = Vec::with_capacity(targets.len());
    for index in order {
        if let Some(brand_index) = brand.nearest_unused(targets[index], &used) {
            used[brand_index] = true;
            chosen.push(brand_index);
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn histogram_of(colors: &[([u8; 3], f32)], tables: &SrgbTables) -> Histogram {
        Histogram {
            colors: colors.iter().map(|(rgb, _)| tables.oklab(*rgb)).collect(),
            weights: colors.iter().map(|(_, weight)| *weight).collect(),
        }
    }

    #[test]
    fn snaps_clusters_to_the_nearest_brand_colours() {
        let tables = SrgbTables::new();
        let brand = BrandPalette::new(
            &[[250, 250, 250], [200, 20, 20], [20, 20, 200], [10, 10, 10]],
            &tables,
        );
        let histogram = histogram_of(&[([190, 30, 25], 10.0), ([0, 0, 20], 3.0)], &tables);
        let chosen = choose_brand_colors(&histogram, &histogram.colors.clone(), &brand);
        assert_eq!(chosen, vec![1, 3]);
    }

    #[test]
    fn never_chooses_a_brand_colour_twice() {
        let tables = SrgbTables::new();
        let brand = BrandPalette::new(&[[255, 0, 0], [0, 0, 255], [200, 0, 40]], &tables);
        // Three reds, two red brand colours: the heaviest takes the nearest, the next the other red;
        // the third red is served by them, so the blue is never chosen.
        let histogram = histogram_of(
            &[([250, 0, 0], 5.0), ([200, 0, 40], 4.0), ([230, 0, 20], 3.0)],
            &tables,
        );
        let mut chosen = choose_brand_colors(&histogram, &histogram.colors.clone(), &brand);
        assert_eq!(chosen[0], 0);
        chosen.sort_unstable();
        assert_eq!(chosen, vec![0, 2]);
    }

    #[test]
    fn chooses_no_more_colours_than_the_brand_has() {
        let tables = SrgbTables::new();
        let brand = BrandPalette::new(&[[255, 0, 0]], &tables);
        let histogram = histogram_of(&[([250, 0, 0], 5.0), ([0, 0, 250], 4.0)], &tables);
        assert_eq!(
            choose_brand_colors(&histogram, &histogram.colors.clone(), &brand),
            vec![0]
        );
    }
}
