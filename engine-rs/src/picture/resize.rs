//! Area-averaging resize in linear light: every output pixel is the mean of the input area it covers
//! (fractional pixels weighted by the part covered), averaged in linear light with alpha-weighted
//! colour, so a photo keeps its brightness and transparent edges do not darken. Works for any ratio,
//! up or down; the result is 8-bit sRGB RGBA again.

use super::color::SrgbTables;

/// The input positions one output position covers along an axis: `count` inputs from `first`, the
/// first and last partly covered (`first_weight`, `last_weight`), the ones between fully
/// (`inner_weight` each); the weights sum to 1.
#[derive(Clone, Copy, Debug)]
struct Span {
    first: usize,
    count: usize,
    first_weight: f32,
    inner_weight: f32,
    last_weight: f32,
}

/// The spans of every output position along one axis.
struct Axis {
    spans: Vec<Span>,
}

impl Axis {
    fn new(input: usize, output: usize) -> Axis {
        let scale = input as f64 / output as f64;
        let spans = (0..output)
            .map(|position| {
                let start = position as f64 * scale;
                let end = ((position + 1) as f64 * scale).min(input as f64);
                let first = (start.floor() as usize).min(input - 1);
                let last = ((end.ceil() as usize).max(first + 1) - 1).min(input - 1);
                let covered = |index: usize| {
                    (end.min(index as f64 + 1.0) - start.max(index as f64)).max(0.0) / (end - start)
                };
                Span {
                    first,
                    count: last - first + 1,
                    first_weight: covered(first) as f32,
                    inner_weight: (1.0 / (end - start)) as f32,
                    last_weight: covered(last) as f32,
                }
            })
            .collect();
        Axis { spans }
    }

    /// The weight of input `first + offset` in `span`.
    fn weight(span: &Span, offset: usize) -> f32 {
        if offset == 0 {
            span.first_weight
        } else if offset + 1 == span.count {
            span.last_weight
        } else {
            span.inner_weight
        }
    }
}

/// Resizes `pixels` (RGBA, `width` by `height`) to `out_width` by `out_height` into `out` (RGBA).
/// The caller has checked that both sizes are at least 1 and the buffers have exactly 4 bytes per pixel.
pub fn resize(
    pixels: &[u8],
    width: usize,
    height: usize,
    out_width: usize,
    out_height: usize,
    out: &mut [u8],
) {
    let tables = SrgbTables::new();
    let columns = Axis::new(width, out_width);
    let rows = Axis::new(height, out_height);
    // One input row filtered horizontally (linear r, g, b premultiplied by alpha, then alpha), kept
    // because neighbouring output rows share the input row on their boundary.
    let mut filtered = vec![0f32; out_width * 4];
    let mut filtered_row = usize::MAX;
    let mut sums = vec![0f32; out_width * 4];

    for (out_row, out_pixels) in out.chunks_exact_mut(out_width * 4).enumerate() {
        for sum in sums.iter_mut() {
            *sum = 0.0;
        }
        let span = rows.spans[out_row];
        for offset in 0..span.count {
            let input_row = span.first + offset;
            let row_weight = Axis::weight(&span, offset);
            if input_row != filtered_row {
                let start = input_row * width * 4;
                let row = &pixels[start..start + width * 4];
                if row.chunks_exact(4).all(|pixel| pixel[3] == 255) {
                    filter_opaque_row(row, &columns, &tables, &mut filtered);
                } else {
                    filter_row(row, &columns, &tables, &mut filtered);
                }
                filtered_row = input_row;
            }
            for (sum, value) in sums.iter_mut().zip(filtered.iter()) {
                *sum += row_weight * value;
            }
        }
        for (pixel, sum) in out_pixels.chunks_exact_mut(4).zip(sums.chunks_exact(4)) {
            let alpha = sum[3];
            if alpha <= 1.0 / 512.0 {
                pixel.copy_from_slice(&[0, 0, 0, 0]);
                continue;
            }
            let inverse = 1.0 / alpha;
            pixel[0] = tables.srgb8(sum[0] * inverse);
            pixel[1] = tables.srgb8(sum[1] * inverse);
            pixel[2] = tables.srgb8(sum[2] * inverse);
            pixel[3] = (alpha * 255.0 + 0.5).min(255.0) as u8;
        }
    }
}

/// Averages one fully opaque input row into the output columns (the common case, and the fast one: a
/// span's pixels are summed in one tight loop and weighted once, the partly covered first and last pixel
/// corrected afterwards when the ratio is not whole).
fn filter_opaque_row(row: &[u8], columns: &Axis, tables: &SrgbTables, filtered: &mut [f32]) {
    for (span, sum) in columns.spans.iter().zip(filtered.chunks_exact_mut(4)) {
        let pixels = &row[span.first * 4..(span.first + span.count) * 4];
        let (mut red, mut green, mut blue) = (0f32, 0f32, 0f32);
        for pixel in pixels.chunks_exact(4) {
            red += tables.linear(pixel[0]);
            green += tables.linear(pixel[1]);
            blue += tables.linear(pixel[2]);
        }
        let mut color = [
            red * span.inner_weight,
            green * span.inner_weight,
            blue * span.inner_weight,
        ];
        let mut correct = |pixel: &[u8], weight: f32| {
            let extra = weight - span.inner_weight;
            if extra != 0.0 {
                color[0] += extra * tables.linear(pixel[0]);
                color[1] += extra * tables.linear(pixel[1]);
                color[2] += extra * tables.linear(pixel[2]);
            }
        };
        correct(&pixels[..4], span.first_weight);
        if span.count > 1 {
            correct(&pixels[(span.count - 1) * 4..], span.last_weight);
        }
        sum[..3].copy_from_slice(&color);
        sum[3] = 1.0;
    }
}

/// Averages one input row into the output columns: alpha-premultiplied linear colour and alpha.
fn filter_row(row: &[u8], columns: &Axis, tables: &SrgbTables, filtered: &mut [f32]) {
    for (span, sum) in columns.spans.iter().zip(filtered.chunks_exact_mut(4)) {
        let (mut red, mut green, mut blue, mut alpha) = (0f32, 0f32, 0f32, 0f32);
        let pixels = &row[span.first * 4..(span.first + span.count) * 4];
        for (offset, pixel) in pixels.chunks_exact(4).enumerate() {
            let coverage = Axis::weight(span, offset) * (pixel[3] as f32 * (1.0 / 255.0));
            red += coverage * tables.linear(pixel[0]);
            green += coverage * tables.linear(pixel[1]);
            blue += coverage * tables.linear(pixel[2]);
            alpha += coverage;
        }
        sum[0] = red;
        sum[1] = green;
        sum[2] = blue;
        sum[3] = alpha;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(pixels: &[u8], width: usize, height: usize, out_w: usize, out_h: usize) -> Vec<u8> {
        let mut out = vec![0u8; out_w * out_h * 4];
        resize(pixels, width, height, out_w, out_h, &mut out);
        out
    }

    fn flat(width: usize, height: usize, rgba: [u8; 4]) -> Vec<u8> {
        rgba.iter()
            .copied()
            .cycle()
            .take(width * height * 4)
            .collect()
    }

    #[test]
    fn a_flat_image_stays_flat_at_any_size() {
        for rgba in [
            [12, 200, 77, 255],
            [0, 0, 0, 255],
            [255, 255, 255, 255],
            [1, 2, 3, 255],
        ] {
            let image = flat(37, 23, rgba);
            for (out_w, out_h) in [
                (1, 1),
                (5, 3),
                (36, 22),
                (37, 23),
                (38, 24),
                (100, 7),
                (11, 60),
            ] {
                assert_eq!(
                    run(&image, 37, 23, out_w, out_h),
                    flat(out_w, out_h, rgba),
                    "{out_w}x{out_h}"
                );
            }
        }
    }

    #[test]
    fn averages_in_linear_light() {
        // Black and white average to half the light, which is sRGB 188, not 128.
        let image = [0, 0, 0, 255, 255, 255, 255, 255];
        assert_eq!(run(&image, 2, 1, 1, 1), vec![188, 188, 188, 255]);
    }

    #[test]
    fn weighs_partly_covered_pixels() {
        // Three columns into two: the middle column counts half for each output pixel.
        let image = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255];
        let out = run(&image, 3, 1, 2, 1);
        let tables = SrgbTables::new();
        let expected_red = tables.srgb8(2.0 / 3.0);
        let expected_green = tables.srgb8(1.0 / 3.0);
        assert_eq!(&out[0..4], &[expected_red, expected_green, 0, 255]);
        assert_eq!(&out[4..8], &[0, expected_green, expected_red, 255]);
    }

    #[test]
    fn keeps_colour_under_transparency() {
        // A transparent pixel lends no colour: the mean of red and transparent black is half-covered red.
        let image = [255, 0, 0, 255, 0, 0, 0, 0];
        assert_eq!(run(&image, 2, 1, 1, 1), vec![255, 0, 0, 128]);
        assert_eq!(run(&[9, 9, 9, 0], 1, 1, 3, 2), vec![0; 24]);
    }

    #[test]
    fn upscales_by_repeating_pixels() {
        let image = [10, 20, 30, 255, 200, 100, 50, 255];
        let out = run(&image, 2, 1, 4, 2);
        for row in 0..2 {
            assert_eq!(
                &out[row * 16..row * 16 + 8],
                &[10, 20, 30, 255, 10, 20, 30, 255]
            );
            assert_eq!(
                &out[row * 16 + 8..row * 16 + 16],
                &[200, 100, 50, 255, 200, 100, 50, 255]
            );
        }
    }

    #[test]
    fn copies_at_the_same_size() {
        let image: Vec<u8> = (0..6 * 4 * 4)
            .map(|value| (value * 7 % 256) as u8)
            .collect();
        let with_opaque: Vec<u8> = image
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect();
        assert_eq!(run(&with_opaque, 6, 4, 6, 4), with_opaque);
    }

    #[test]
    fn axis_weights_sum_to_one() {
        for (input, output) in [
            (7, 3),
            (3, 7),
            (1000, 999),
            (1, 5),
            (4000, 1),
            (12, 4),
            (5, 5),
        ] {
            let axis = Axis::new(input, output);
            for (position, span) in axis.spans.iter().enumerate() {
                assert!(span.first + span.count <= input);
                let total: f64 = (0..span.count)
                    .map(|offset| Axis::weight(span, offset) as f64)
                    .sum();
                assert!(
                    (total - 1.0).abs() < 1e-5,
                    "{input}->{output} at {position}"
                );
            }
        }
    }
}
