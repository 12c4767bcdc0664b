//! Seeds for k-means by variance-based median cut in OKLab: start with one box holding every weighted
//! colour, and repeatedly split the box with the largest weighted squared error, along its axis of
//! largest variance, at the cut that minimises the error of the two halves (Wu's criterion, taken on
//! the sorted colours rather than on a lattice of moments).

use super::color::Color;

/// A box: a range of `order`, with its weight and weighted squared error around its mean.
struct ColorBox {
    start: usize,
    end: usize,
    error: f64,
}

/// Running sums of weight, weighted colour and weighted squared norm, from which the squared error
/// of a set of colours around its mean follows.
#[derive(Clone, Copy, Default)]
struct Moments {
    weight: f64,
    sum: [f64; 3],
    squares: f64,
}

impl Moments {
    fn add(&mut self, color: Color, weight: f32) {
        let weight = weight as f64;
        self.weight += weight;
        let mut norm = 0.0;
        for (sum, &value) in self.sum.iter_mut().zip(color.iter()) {
            let value = value as f64;
            *sum += weight * value;
            norm += value * value;
        }
        self.squares += weight * norm;
    }

    fn minus(&self, other: &Moments) -> Moments {
        Moments {
            weight: self.weight - other.weight,
            sum: [
                self.sum[0] - other.sum[0],
                self.sum[1] - other.sum[1],
                self.sum[2] - other.sum[2],
            ],
            squares: self.squares - other.squares,
        }
    }

    fn error(&self) -> f64 {
        if self.weight <= 0.0 {
            return 0.0;
        }
        let mean_norm = self.sum.iter().map(|s| s * s).sum::<f64>() / self.weight;
        (self.squares - mean_norm).max(0.0)
    }

    fn mean(&self) -> Color {
        let weight = self.weight.max(f64::MIN_POSITIVE);
        [
            (self.sum[0] / weight) as f32,
            (self.sum[1] / weight) as f32,
            (self.sum[2] / weight) as f32,
        ]
    }
}

/// Up to `count` seed colours (fewer when the colours cannot be split further): the weighted means
/// of the boxes.
pub fn median_cut(colors: &[Color], weights: &[f32], count: usize) -> Vec<Color> {
    if colors.is_empty() || count == 0 {
        return Vec::new();
    }
    let mut order: Vec<usize> = (0..colors.len()).collect();
    let mut boxes = vec![ColorBox {
        start: 0,
        end: colors.len(),
        error: moments(colors, weights, &order).error(),
    }];
    while boxes.len() < count {
        let (chosen, _) = boxes
            .iter()
            .enumerate()
            .fold((0, -1.0), |best, (index, color_box)| {
                if color_box.error > best.1 {
                    (index, color_box.error)
                } else {
                    best
                }
            });
        let (start, end) = (boxes[chosen].start, boxes[chosen].end);
        if boxes[chosen].error <= 0.0 || end - start < 2 {
            break;
        }
        let cut = split(colors, weights, &mut order[start..end]);
        let (left, right) = (&order[start..start + cut], &order[start + cut..end]);
        let (left_error, right_error) = (
            moments(colors, weights, left).error(),
            moments(colors, weights, right).error(),
        );
        boxes[chosen] = ColorBox {
            start,
            end: start + cut,
            error: left_error,
        };
        boxes.push(ColorBox {
            start: start + cut,
            end,
            error: right_error,
        });
    }
    boxes
        .iter()
        .map(|color_box| moments(colors, weights, &order[color_box.start..color_box.end]).mean())
        .collect()
}

fn moments(colors: &[Color], weights: &[f32], members: &[usize]) -> Moments {
    let mut total = Moments::default();
    for &index in members {
        total.add(colors[index], weights[index]);
    }
    total
}

/// Sorts the members along their axis of largest variance and returns the cut (1..len) that
/// minimises the summed error of both halves.
fn split(colors: &[Color], weights: &[f32], members: &mut [usize]) -> usize {
    let total = moments(colors, weights, members);
    let mean = total.mean();
    let mut spread = [0f64; 3];
    for &index in members.iter() {
        for (axis, value) in spread.iter_mut().enumerate() {
            let offset = (colors[index][axis] - mean[axis]) as f64;
            *value += weights[index] as f64 * offset * offset;
        }
    }
    let axis = if spread[0] >= spread[1] && spread[0] >= spread[2] {
        0
    } else if spread[1] >= spread[2] {
        1
    } else {
        2
    };
    members.sort_unstable_by(|&a, &b| colors[a][axis].total_cmp(&colors[b][axis]));
    let mut best_cut = members.len() / 2;
    let mut best_error = f64::INFINITY;
    let mut left = Moments::default();
    for cut in 1..members.len() {
        let index = members[cut - 1];
        left.add(colors[index], weights[index]);
        // Never cut between equal coordinates: both halves must differ along the axis.
        if colors[index][axis] == colors[members[cut]][axis] {
            continue;
        }
        let error = left.error() + total.minus(&left).error();
        if error < best_error {
            best_error = error;
            best_cut = cut;
        }
    }
    best_cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_separated_clusters() {
        let colors = [
            [0.1, 0.0, 0.0],
            [0.11, 0.0, 0.0],
            [0.5, 0.1, 0.0],
            [0.52, 0.1, 0.0],
            [0.9, -0.1, 0.1],
        ];
        let weights = [1.0, 1.0, 2.0, 2.0, 5.0];
        let mut seeds = median_cut(&colors, &weights, 3);
        seeds.sort_by(|a, b| a[0].total_cmp(&b[0]));
        assert!((seeds[0][0] - 0.105).abs() < 1e-6);
        assert!((seeds[1][0] - 0.51).abs() < 1e-6);
        assert_eq!(seeds[2], [0.9, -0.1, 0.1]);
    }

    #[test]
    fn stops_when_every_box_holds_one_colour() {
        let colors = [[0.2, 0.0, 0.0], [0.4, 0.0, 0.0]];
        assert_eq!(median_cut(&colors, &[1.0, 3.0], 10).len(), 2);
        assert_eq!(median_cut(&colors, &[1.0, 3.0], 1).len(), 1);
        assert!(median_cut(&[], &[], 4).is_empty());
    }

    #[test]
    fn the_single_box_is_the_weighted_mean() {
        let colors = [[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]];
        let seeds = median_cut(&colors, &[3.0, 1.0], 1);
        assert!((seeds[0][0] - 0.25).abs() < 1e-6);
    }
}
