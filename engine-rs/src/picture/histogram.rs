//! The weighted colour histogram the quantiser clusters instead of every cell: colours binned by the
//! top 6 bits of each sRGB channel (5 bits when that gives more than 4096 bins, as large charts of
//! photos do, which keeps k-means fast), each bin keeping the exact mean of its pixels and their count.
//! Transparent cells (alpha below 128) are left out, as they become empty cells.

use super::color::{linear_to_oklab, Color, SrgbTables};

/// Bits kept per channel: 2^18 bins; the mean inside a bin keeps the colour exact to a fraction of a level.
const BITS: u32 = 6;
const BINS: usize = 1 << (3 * BITS);
/// Above this many 6-bit bins, neighbouring bins are merged in eights (5 bits per channel).
const MAX_FINE_BINS: usize = 4096;

/// Whether a pixel counts as filled (an RGBA alpha of at least 128).
#[inline]
pub fn is_filled(alpha: u8) -> bool {
    alpha >= 128
}

/// Weighted colours in OKLab: one entry per non-empty bin.
pub struct Histogram {
    /// The mean colour of each bin, in OKLab.
    pub colors: Vec<Color>,
    /// The number of pixels in each bin.
    pub weights: Vec<f32>,
}

impl Histogram {
    /// Bins the filled pixels of an RGBA image.
    pub fn build(pixels: &[u8], tables: &SrgbTables) -> Histogram {
        let mut counts = vec![0u32; BINS];
        let mut sums = vec![[0u32; 3]; BINS];
        let shift = 8 - BITS;
        for pixel in pixels.chunks_exact(4) {
            if !is_filled(pixel[3]) {
                continue;
            }
            let bin = ((pixel[0] as usize >> shift) << (2 * BITS))
                | ((pixel[1] as usize >> shift) << BITS)
                | (pixel[2] as usize >> shift);
            counts[bin] += 1;
            let sum = &mut sums[bin];
            sum[0] += pixel[0] as u32;
            sum[1] += pixel[1] as u32;
            sum[2] += pixel[2] as u32;
        }
        let filled_bins = counts.iter().filter(|&&count| count > 0).count();
        if filled_bins > MAX_FINE_BINS {
            coarsen(&mut counts, &mut sums);
        }
        let mut colors = Vec::new();
        let mut weights = Vec::new();
        for (count, sum) in counts.iter().zip(sums.iter()) {
            if *count == 0 {
                continue;
            }
            let mean = |channel: u32| interpolate_linear(tables, channel as f32 / *count as f32);
            colors.push(linear_to_oklab([mean(sum[0]), mean(sum[1]), mean(sum[2])]));
            weights.push(*count as f32);
        }
        Histogram { colors, weights }
    }

    /// The total weight (the number of filled pixels).
    pub fn total_weight(&self) -> f64 {
        self.weights.iter().map(|&weight| weight as f64).sum()
    }
}

/// Merges the 6-bit bins into 5-bit ones: each group of eight (the low bit of every channel dropped)
/// adds up into its first bin, the others are emptied.
fn coarsen(counts: &mut [u32], sums: &mut [[u32; 3]]) {
    let low_bits = (1 << (2 * BITS)) | (1 << BITS) | 1;
    for bin in 0..BINS {
        if counts[bin] == 0 || bin & low_bits == 0 {
            continue;
        }
        let target = bin & !low_bits;
        counts[target] += counts[bin];
        counts[bin] = 0;
        let sum = sums[bin];
        for (total, part) in sums[target].iter_mut().zip(sum.iter()) {
            *total += part;
        }
    }
}

/// The linear value of a fractional sRGB code (0..255), interpolated between the table's codes.
fn interpolate_linear(tables: &SrgbTables, code: f32) -> f32 {
    let low = (code as usize).min(254);
    let fraction = code - low as f32;
    let (a, b) = (tables.linear(low as u8), tables.linear(low as u8 + 1));
    a + (b - a) * fraction
}

/// The distinct colours of the filled pixels with their counts, most frequent first, when there are
/// at most `limit` of them; `None` when there are more.
pub fn distinct_colors(pixels: &[u8], limit: usize) -> Option<Vec<([u8; 3], u32)>> {
    let mut found: Vec<(u32, u32)> = Vec::new();
    let mut last = u32::MAX;
    let mut last_index = 0usize;
    for pixel in pixels.chunks_exact(4) {
        if !is_filled(pixel[3]) {
            continue;
        }
        let key = (pixel[0] as u32) << 16 | (pixel[1] as u32) << 8 | pixel[2] as u32;
        if key != last {
            last_index = match found.binary_search_by_key(&key, |&(color, _)| color) {
                Ok(index) => index,
                Err(index) => {
                    if found.len() == limit {
                        return None;
                    }
                    found.insert(index, (key, 0));
                    index
                }
            };
            last = key;
        }
        found[last_index].1 += 1;
    }
    found.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Some(
        found
            .into_iter()
            .map(|(key, count)| ([(key >> 16) as u8, (key >> 8) as u8, key as u8], count))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_pixels_with_their_exact_mean() {
        let tables = SrgbTables::new();
        // Two shades in one bin, one in another, and a transparent pixel that is left out.
        let pixels = [
            100, 100, 100, 255, 101, 101, 101, 255, 200, 10, 10, 255, 0, 0, 0, 0,
        ];
        let histogram = Histogram::build(&pixels, &tables);
        assert_eq!(histogram.weights, vec![2.0, 1.0]);
        assert_eq!(histogram.total_weight(), 3.0);
        let mean = linear_to_oklab([interpolate_linear(&tables, 100.5); 3]);
        assert!((histogram.colors[0][0] - mean[0]).abs() < 1e-6);
        let red = tables.oklab([200, 10, 10]);
        assert!((histogram.colors[1][1] - red[1]).abs() < 1e-5);
    }

    #[test]
    fn merges_bins_when_there_are_too_many() {
        let tables = SrgbTables::new();
        // 64 × 64 × 4 distinct 6-bit bins: more than 8192, so they merge into 32 × 32 × 2 bins of 8.
        let mut pixels = Vec::new();
        for red in 0..64u8 {
            for green in 0..64u8 {
                for blue in 0..4u8 {
                    pixels.extend_from_slice(&[red * 4, green * 4, blue * 4, 255]);
                }
            }
        }
        let histogram = Histogram::build(&pixels, &tables);
        assert_eq!(histogram.colors.len(), 32 * 32 * 2);
        assert!(histogram.weights.iter().all(|&weight| weight == 8.0));
        assert_eq!(histogram.total_weight(), (64 * 64 * 4) as f64);
    }

    #[test]
    fn interpolates_between_codes() {
        let tables = SrgbTables::new();
        assert_eq!(interpolate_linear(&tables, 0.0), 0.0);
        assert_eq!(interpolate_linear(&tables, 255.0), tables.linear(255));
        let half = interpolate_linear(&tables, 10.5);
        assert!(half > tables.linear(10) && half < tables.linear(11));
    }

    #[test]
    fn lists_distinct_colours_up_to_a_limit() {
        let pixels = [
            1, 2, 3, 255, 9, 9, 9, 255, 1, 2, 3, 255, 1, 2, 3, 200, 5, 5, 5, 10,
        ];
        assert_eq!(
            distinct_colors(&pixels, 2),
            Some(vec![([1, 2, 3], 3), ([9, 9, 9], 1)])
        );
        assert_eq!(distinct_colors(&pixels, 1), None);
        assert_eq!(distinct_colors(&[], 3), Some(vec![]));
    }
}
