//! The quantiser: chooses at most K colours for an image (already resized to the chart), either
//! freely or from a brand's palette. An image with at most K distinct colours keeps them exactly;
//! otherwise the histogram is seeded by median cut and refined by weighted k-means in OKLab.

use super::brand::{choose_brand_colors, BrandPalette};
use super::color::{Color, SrgbTables};
use super::histogram::{distinct_colors, Histogram};
use super::kmeans;
use super::nearest::NearestPalette;

/// Lloyd rounds at most; the iterations usually settle well before.
const MAX_ITERATIONS: usize = 24;
/// Weiszfeld rounds after k-means, towards the cluster medians (a lower mean ΔE).
const MEDIAN_ITERATIONS: usize = 16;

/// The chosen colours, most used first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quantized {
    /// The colours as 8-bit sRGB.
    pub colors: Vec<[u8; 3]>,
    /// For a brand palette, each colour's index in it; empty otherwise.
    pub products: Vec<usize>,
}

/// Chooses at most `color_count` colours (at least 1) for the filled pixels of an RGBA image, from
/// `brand` when given. An image without filled pixels gets no colours.
pub fn quantize(pixels: &[u8], color_count: usize, brand: Option<&[[u8; 3]]>) -> Quantized {
    let tables = SrgbTables::new();
    match brand {
        None => {
            if let Some(distinct) = distinct_colors(pixels, color_count) {
                return Quantized {
                    colors: distinct.into_iter().map(|(rgb, _)| rgb).collect(),
                    products: Vec::new(),
                };
            }
            let histogram = Histogram::build(pixels, &tables);
            let centroids = cluster(&histogram, color_count);
            let colors = by_weight(&histogram, &centroids)
                .into_iter()
                .map(|index| tables.oklab_to_srgb8(centroids[index]))
                .collect::<Vec<_>>();
            Quantized {
                colors: dedupe(colors),
                products: Vec::new(),
            }
        }
        Some(brand_colors) => {
            let histogram = Histogram::build(pixels, &tables);
            let centroids = cluster(&histogram, color_count.min(brand_colors.len()));
            let products = choose_brand_colors(
                &histogram,
                &centroids,
                &BrandPalette::new(brand_colors, &tables),
            );
            Quantized {
                colors: products.iter().map(|&index| brand_colors[index]).collect(),
                products,
            }
        }
    }
}

/// Median-cut seeds refined by k-means and Weiszfeld steps: at most `count` centroids in OKLab. Small
/// problems (charts of up to [`RESTART_CELLS`] cells whose histogram colours × K stay within
/// [`RESTART_BUDGET`]) also try [`RESTARTS`] k-means++ starts and
/// keep the centroids with the lowest mean distance.
pub fn cluster(histogram: &Histogram, count: usize) -> Vec<Color> {
    let seeds = super::median_cut::median_cut(&histogram.colors, &histogram.weights, count);
    let mut best = refined(histogram, seeds);
    let small = histogram.total_weight() <= RESTART_CELLS as f64
        && histogram.colors.len() * count <= RESTART_BUDGET;
    if small && best.len() == count {
        let mut best_score = mean_distance(histogram, &best);
        let mut random = Lcg(0x5eed_1234);
        for _ in 0..RESTARTS {
            let candidate = refined(histogram, kmeans_plus_plus(histogram, count, &mut random));
            let score = mean_distance(histogram, &candidate);
            if score < best_score {
                best = candidate;
                best_score = score;
            }
        }
    }
    best
}

/// Extra k-means++ starts for small problems.
const RESTARTS: usize = 4;
/// Histogram colours × K up to which the extra starts run (about a 100-cell-wide chart at K = 10 to 20).
const RESTART_BUDGET: usize = 60_000;
/// Charts up to this many cells (about 250 × 250) count as small enough for the extra starts.
const RESTART_CELLS: usize = 65_536;

fn refined(histogram: &Histogram, mut centroids: Vec<Color>) -> Vec<Color> {
    kmeans::refine(
        &histogram.colors,
        &histogram.weights,
        &mut centroids,
        MAX_ITERATIONS,
    );
    kmeans::refine_medians(
        &histogram.colors,
        &histogram.weights,
        &mut centroids,
        MEDIAN_ITERATIONS,
    );
    centroids
}

/// The weighted mean distance of the histogram colours to their nearest centroid.
fn mean_distance(histogram: &Histogram, centroids: &[Color]) -> f64 {
    let palette = NearestPalette::new(centroids);
    let mut total = 0f64;
    for (&color, &weight) in histogram.colors.iter().zip(histogram.weights.iter()) {
        total += weight as f64 * (palette.nearest(color).1 as f64).sqrt();
    }
    total / histogram.total_weight().max(1.0)
}

/// A small deterministic random number generator (the same starts on every run).
struct Lcg(u64);

impl Lcg {
    /// A number in `0..1`.
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// k-means++ seeds over the weighted histogram: each next seed drawn with probability proportional to
/// weight × squared distance to the seeds so far.
fn kmeans_plus_plus(histogram: &Histogram, count: usize, random: &mut Lcg) -> Vec<Color> {
    let colors = &histogram.colors;
    let weights = &histogram.weights;
    let mut nearest = vec![f64::INFINITY; colors.len()];
    let mut seeds = Vec::with_capacity(count);
    let mut chosen = pick(weights.iter().map(|&w| w as f64), random.next());
    for _ in 0..count {
        let seed = colors[chosen];
        seeds.push(seed);
        for (distance, &color) in nearest.iter_mut().zip(colors.iter()) {
            *distance = distance.min(super::color::distance_squared(color, seed) as f64);
        }
        let scores = nearest
            .iter()
            .zip(weights.iter())
            .map(|(&d, &w)| d * w as f64);
        chosen = pick(scores, random.next());
    }
    seeds
}

/// The index at which the running sum of `scores` passes `fraction` of their total.
fn pick(scores: impl Iterator<Item = f64> + Clone, fraction: f64) -> usize {
    let total: f64 = scores.clone().sum();
    let mut target = fraction * total;
    let mut last = 0;
    for (index, score) in scores.enumerate() {
        last = index;
        if score > 0.0 {
            target -= score;
            if target <= 0.0 {
                return index;
            }
        }
    }
    last
}

/// The centroid indexes that serve some colour, heaviest first.
fn by_weight(histogram: &Histogram, centroids: &[Color]) -> Vec<usize> {
    let palette = NearestPalette::new(centroids);
    let mut weights = vec![0f64; centroids.len()];
    for (&color, &weight) in histogram.colors.iter().zip(histogram.weights.iter()) {
        weights[palette.nearest(color).0] += weight as f64;
    }
    let mut order: Vec<usize> = (0..centroids.len()).filter(|&i| weights[i] > 0.0).collect();
    order.sort_by(|&a, &b| weights[b].total_cmp(&weights[a]).then(a.cmp(&b)));
    order
}

/// Drops repeated colours (two centroids can round to the same 8-bit colour), keeping the first.
fn dedupe(colors: Vec<[u8; 3]>) -> Vec<[u8; 3]> {
    let mut unique: Vec<[u8; 3]> = Vec::with_capacity(colors.len());
    for color in colors {
        if !unique.contains(&color) {
            unique.push(color);
        }
    }
    unique
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(colors: &[[u8; 3]], count: usize) -> Vec<u8> {
        (0..count)
            .flat_map(|index| {
                let [r, g, b] = colors[index * 7 % colors.len()];
                [r, g, b, 255]
            })
            .collect()
    }

    #[test]
    fn keeps_the_exact_colours_of_an_image_with_at_most_k() {
        // Near-identical colours share a histogram bin; they must still come back exactly.
        let colors = [
            [0, 0, 0],
            [1, 1, 1],
            [2, 0, 1],
            [200, 100, 50],
            [201, 100, 50],
        ];
        let pixels = image(&colors, 500);
        for k in [5, 6, 255] {
            let mut found = quantize(&pixels, k, None).colors;
            found.sort_unstable();
            let mut expected = colors.to_vec();
            expected.sort_unstable();
            assert_eq!(found, expected, "k = {k}");
        }
    }

    #[test]
    fn reduces_to_k_colours() {
        let colors: Vec<[u8; 3]> = (0..60u8)
            .map(|i| [i * 4, 255 - i * 3, ((i as u32 * 37) % 255) as u8])
            .collect();
        let pixels = image(&colors, 3000);
        for k in [1, 2, 10, 30] {
            let found = quantize(&pixels, k, None);
            assert!(
                !found.colors.is_empty() && found.colors.len() <= k,
                "k = {k}"
            );
            assert!(found.products.is_empty());
        }
    }

    #[test]
    fn finds_two_clusters() {
        let mut pixels = Vec::new();
        for index in 0..400u32 {
            let jitter = (index % 5) as u8;
            if index % 4 == 0 {
                pixels.extend_from_slice(&[20 + jitter, 30, 200, 255]);
            } else {
                pixels.extend_from_slice(&[220, 180 + jitter, 20, 255]);
            }
        }
        let found = quantize(&pixels, 2, None);
        assert_eq!(found.colors.len(), 2);
        // Most used first: the yellow covers three quarters of the image.
        assert!(found.colors[0][0] > 200 && found.colors[0][1] >= 180);
        assert!(found.colors[1][2] == 200 && (20..25).contains(&found.colors[1][0]));
    }

    #[test]
    fn chooses_brand_colours() {
        let brand = [
            [255, 255, 255],
            [250, 0, 0],
            [0, 0, 250],
            [0, 0, 0],
            [0, 250, 0],
        ];
        let pixels = image(&[[240, 10, 10], [5, 5, 5], [10, 10, 240]], 300);
        let found = quantize(&pixels, 2, Some(&brand));
        assert_eq!(found.colors.len(), 2);
        for (color, &product) in found.colors.iter().zip(found.products.iter()) {
            assert_eq!(*color, brand[product]);
        }
        let all = quantize(&pixels, 10, Some(&brand));
        let mut products = all.products.clone();
        products.sort_unstable();
        assert_eq!(products, vec![1, 2, 3]);
    }

    #[test]
    fn an_empty_image_has_no_colours() {
        assert!(quantize(&[0, 0, 0, 0, 9, 9, 9, 3], 4, None)
            .colors
            .is_empty());
        assert!(quantize(&[0, 0, 0, 0], 4, Some(&[[1, 2, 3]]))
            .colors
            .is_empty());
    }
}
