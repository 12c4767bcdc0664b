//! CIEDE2000 colour difference (ΔE00) between two CIELAB colours, after Sharma, Wu and Dalal (2005),
//! "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
//! Mathematical Observations". Computed in f64, with kL = kC = kH = 1.

use super::color::Color;

/// ΔE2000 between two CIELAB colours; symmetric, 0 for equal colours.
pub fn ciede2000(first: Color, second: Color) -> f32 {
    let (l1, a1, b1) = (first[0] as f64, first[1] as f64, first[2] as f64);
    let (l2, a2, b2) = (second[0] as f64, second[1] as f64, second[2] as f64);

    let c_mean = ((a1 * a1 + b1 * b1).sqrt() + (a2 * a2 + b2 * b2).sqrt()) / 2.0;
    let c_mean7 = c_mean.powi(7);
    let g = 0.5 * (1.0 - (c_mean7 / (c_mean7 + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = ((a1p * a1p + b1 * b1).sqrt(), (a2p * a2p + b2 * b2).sqrt());
    let h1p = hue_degrees(b1, a1p);
    let h2p = hue_degrees(b2, a2p);

    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();

    let l_mean = (l1 + l2) / 2.0;
    let c_mean_p = (c1p + c2p) / 2.0;
    let h_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = hue_weight(h_mean);
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let c_mean_p7 = c_mean_p.powi(7);
    let r_c = 2.0 * (c_mean_p7 / (c_mean_p7 + 25f64.powi(7))).sqrt();
    let l_offset = (l_mean - 50.0) * (l_mean - 50.0);
    let s_l = 1.0 + 0.015 * l_offset / (20.0 + l_offset).sqrt();
    let s_c = 1.0 + 0.045 * c_mean_p;
    let s_h = 1.0 + 0.015 * c_mean_p * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;

    let (tl, tc, th) = (dl / s_l, dc / s_c, dh_big / s_h);
    (tl * tl + tc * tc + th * th + r_t * tc * th).sqrt() as f32
}

/// A CIELAB colour with its chroma (L, a, b, C), for [`cie94`].
pub type LabChroma = [f32; 4];

/// `lab` with its chroma.
pub fn with_chroma(lab: Color) -> LabChroma {
    [
        lab[0],
        lab[1],
        lab[2],
        (lab[1] * lab[1] + lab[2] * lab[2]).sqrt(),
    ]
}

/// ΔE94 (graphic arts weights) of `sample` against `reference`: the chroma and hue weights of ΔE2000
/// without its trigonometry, several times cheaper, and close enough to rank alternatives as ΔE2000 does.
/// Not symmetric: the weights follow the reference.
#[inline]
pub fn cie94(reference: LabChroma, sample: LabChroma) -> f32 {
    let dl = reference[0] - sample[0];
    let da = reference[1] - sample[1];
    let db = reference[2] - sample[2];
    let dc = reference[3] - sample[3];
    let dh_squared = (da * da + db * db - dc * dc).max(0.0);
    let s_c = 1.0 + 0.045 * reference[3];
    let s_h = 1.0 + 0.015 * reference[3];
    (dl * dl + dc * dc / (s_c * s_c) + dh_squared / (s_h * s_h)).sqrt()
}

/// `T = 1 - 0.17 cos(h - 30°) + 0.24 cos 2h + 0.32 cos(3h + 6°) - 0.20 cos(4h - 63°)`, from one
/// sine and cosine of `h` by the multiple-angle formulas (four cosines cost several times more in wasm,
/// where trigonometry is software).
fn hue_weight(h_mean: f64) -> f64 {
    let (sin1, cos1) = h_mean.to_radians().sin_cos();
    let (sin2, cos2) = (2.0 * sin1 * cos1, cos1 * cos1 - sin1 * sin1);
    let (sin3, cos3) = (sin2 * cos1 + cos2 * sin1, cos2 * cos1 - sin2 * sin1);
    let (sin4, cos4) = (2.0 * sin2 * cos2, cos2 * cos2 - sin2 * sin2);
    let (sin30, cos30) = 30f64.to_radians().sin_cos();
    let (sin6, cos6) = 6f64.to_radians().sin_cos();
    let (sin63, cos63) = 63f64.to_radians().sin_cos();
    1.0 - 0.17 * (cos1 * cos30 + sin1 * sin30) + 0.24 * cos2 + 0.32 * (cos3 * cos6 - sin3 * sin6)
        - 0.20 * (cos4 * cos63 + sin4 * sin63)
}

/// The hue angle in degrees, 0..360; 0 for a neutral colour.
fn hue_degrees(b: f64, a: f64) -> f64 {
    if a == 0.0 && b == 0.0 {
        return 0.0;
    }
    let degrees = b.atan2(a).to_degrees();
    if degrees < 0.0 {
        degrees + 360.0
    } else {
        degrees
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 34 test pairs of Sharma, Wu and Dalal, Table 1: `[L1, a1, b1, L2, a2, b2, ΔE00]`.
    const SHARMA: [[f32; 7]; 34] = [
        [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
        [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
        [50.0, 2.8361, -74.0200, 50.0, 0.0, -82.7485, 3.4412],
        [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0000],
        [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
        [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0010, 7.1792],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
        [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
        [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
        [50.0, -0.001, 2.49, 50.0, 0.0010, -2.49, 4.8045],
        [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
        [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
        [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
        [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
        [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.9030],
        [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
        [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0000],
        [50.0, 2.5, 0.0, 50.0, 3.2592, 0.3350, 1.0000],
        [
            60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644,
        ],
        [
            63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630,
        ],
        [61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731],
        [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
        [
            22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373,
        ],
        [36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
        [90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441],
        [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
        [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
        [2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082],
    ];

    #[test]
    fn matches_every_published_test_pair() {
        for (index, row) in SHARMA.iter().enumerate() {
            let first = [row[0], row[1], row[2]];
            let second = [row[3], row[4], row[5]];
            let expected = row[6];
            assert!(
                (ciede2000(first, second) - expected).abs() < 1e-4,
                "pair {}: {} instead of {}",
                index + 1,
                ciede2000(first, second),
                expected
            );
            assert!(
                (ciede2000(second, first) - expected).abs() < 1e-4,
                "pair {}",
                index + 1
            );
        }
    }

    #[test]
    fn the_hue_weight_matches_its_four_cosines() {
        for step in 0..=720 {
            let h = step as f64 * 0.5;
            let direct = 1.0 - 0.17 * (h - 30.0).to_radians().cos()
                + 0.24 * (2.0 * h).to_radians().cos()
                + 0.32 * (3.0 * h + 6.0).to_radians().cos()
                - 0.20 * (4.0 * h - 63.0).to_radians().cos();
            assert!((hue_weight(h) - direct).abs() < 1e-12, "{h}");
        }
    }

    #[test]
    fn cie94_matches_the_graphic_arts_formula() {
        // Sharma's first pair: ΔE94 (kL = 1, K1 = 0.045, K2 = 0.015) is 1.3950.
        let reference = with_chroma([50.0, 2.6772, -79.7751]);
        let sample = with_chroma([50.0, 0.0, -82.7485]);
        assert!((cie94(reference, sample) - 1.3950).abs() < 1e-3);
        // Lightness alone counts one for one; equal colours give 0.
        let grey = with_chroma([40.0, 0.0, 0.0]);
        assert!((cie94(grey, with_chroma([45.0, 0.0, 0.0])) - 5.0).abs() < 1e-6);
        assert_eq!(cie94(grey, grey), 0.0);
    }

    #[test]
    fn is_zero_for_equal_colours() {
        assert_eq!(ciede2000([0.0, 0.0, 0.0], [0.0, 0.0, 0.0]), 0.0);
        assert_eq!(ciede2000([53.2, 80.1, 67.2], [53.2, 80.1, 67.2]), 0.0);
        assert!((ciede2000([100.0, 0.005, -0.01], [0.0, 0.0, 0.0]) - 100.0).abs() < 1e-3);
    }
}
