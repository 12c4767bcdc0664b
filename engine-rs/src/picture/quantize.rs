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

/// Median-cut seeds refined by k-means: at most `count` centroids in OKLab.
pub fn cluster(histogram: &Histogram, count: usize) -> Vec<Color> {
    let mut centroids = super::median_cut::median_cut(&histogram.colors, &histogram.weights, count);
    kmeans::refine(
        &histogram.colors,
        &histogram.weights,
        &mut centroids,
        MAX_ITERATIONS,
    );
    centroids
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
