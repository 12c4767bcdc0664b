//! Colour spaces: 8-bit sRGB, linear light, OKLab (for clustering and matching) and CIELAB D65
//! (for ΔE2000). Colours are `[f32; 3]`; linear and sRGB channels run from 0 to 1.

/// A colour as three channels: linear RGB, OKLab `[L, a, b]` (L from 0 to 1) or CIELAB `[L*, a*, b*]`.
pub type Color = [f32; 3];

/// Decodes one sRGB channel (0..1) to linear light (0..1), by the IEC 61966-2-1 curve.
pub fn srgb_to_linear(value: f32) -> f32 {
    if value <= 0.040_45 {
        value / 12.92
    } else {
        ((value + 0.055) / 1.055).powf(2.4)
    }
}

/// Encodes one linear channel (0..1) as sRGB (0..1); the inverse of [`srgb_to_linear`].
pub fn linear_to_srgb(value: f32) -> f32 {
    if value <= 0.003_130_8 {
        value * 12.92
    } else {
        1.055 * value.powf(1.0 / 2.4) - 0.055
    }
}

/// Lookup tables between 8-bit sRGB and linear light, built once per call of a pipeline step
/// (a few microseconds) because rustc 1.63 has neither float `const fn` nor `OnceLock`.
pub struct SrgbTables {
    to_linear: [f32; 256],
    /// 8-bit sRGB for each of 65536 linear steps; exact except within a step of a rounding boundary.
    to_srgb: Vec<u8>,
}

/// Steps of the linear → sRGB table: fine enough that near black (where sRGB codes are 20 steps apart
/// in linear light) every code is reachable.
const LINEAR_STEPS: usize = 65_536;

impl SrgbTables {
    /// Builds both tables.
    pub fn new() -> Self {
        let mut to_linear = [0.0; 256];
        for (code, linear) in to_linear.iter_mut().enumerate() {
            *linear = srgb_to_linear(code as f32 / 255.0);
        }
        // The linear value halfway (in sRGB) between each code and the next.
        let mut midpoints = [0f32; 255];
        for (code, midpoint) in midpoints.iter_mut().enumerate() {
            *midpoint = srgb_to_linear((code as f32 + 0.5) / 255.0);
        }
        let mut to_srgb = vec![0u8; LINEAR_STEPS];
        let mut code = 0usize;
        for (step, srgb) in to_srgb.iter_mut().enumerate() {
            let linear = step as f32 / (LINEAR_STEPS - 1) as f32;
            while code < 255 && linear > midpoints[code] {
                code += 1;
            }
            *srgb = code as u8;
        }
        SrgbTables { to_linear, to_srgb }
    }

    /// The linear value of an 8-bit sRGB code.
    #[inline]
    pub fn linear(&self, code: u8) -> f32 {
        self.to_linear[code as usize]
    }

    /// The linear colour of an 8-bit sRGB pixel.
    #[inline]
    pub fn linear_rgb(&self, rgb: [u8; 3]) -> Color {
        [
            self.linear(rgb[0]),
            self.linear(rgb[1]),
            self.linear(rgb[2]),
        ]
    }

    /// The nearest 8-bit sRGB code of a linear value; values outside 0..1 are clipped.
    #[inline]
    pub fn srgb8(&self, linear: f32) -> u8 {
        let scaled = linear * (LINEAR_STEPS - 1) as f32 + 0.5;
        let step = if scaled > 0.0 { scaled as usize } else { 0 };
        self.to_srgb[step.min(LINEAR_STEPS - 1)]
    }

    /// The OKLab colour of an 8-bit sRGB pixel.
    #[inline]
    pub fn oklab(&self, rgb: [u8; 3]) -> Color {
        linear_to_oklab(self.linear_rgb(rgb))
    }

    /// The 8-bit sRGB pixel nearest to an OKLab colour, clipped into the sRGB gamut channel by channel.
    pub fn oklab_to_srgb8(&self, lab: Color) -> [u8; 3] {
        let linear = oklab_to_linear(lab);
        [
            self.srgb8(linear[0]),
            self.srgb8(linear[1]),
            self.srgb8(linear[2]),
        ]
    }
}

impl Default for SrgbTables {
    fn default() -> Self {
        Self::new()
    }
}

/// Cube root for the hot loops: a bit-level first guess (within 4 %) and one Halley step, with one
/// division (relative error below 3e-5, an OKLab lightness error below 1e-4 of a unit: far under any
/// visible difference; several times faster than `cbrt` in wasm). Negative inputs give negative roots.
#[inline]
pub fn cbrt_fast(value: f32) -> f32 {
    let magnitude = value.abs();
    if magnitude < 1e-30 {
        return 0.0;
    }
    let guess = f32::from_bits(magnitude.to_bits() / 3 + 709_921_077);
    let cube = guess * guess * guess;
    let root = guess * (cube + 2.0 * magnitude) / (2.0 * cube + magnitude);
    if value < 0.0 {
        -root
    } else {
        root
    }
}

/// Linear sRGB to OKLab (Björn Ottosson, 2020).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub fn linear_to_oklab(rgb: Color) -> Color {
    let [r, g, b] = rgb;
    let l = cbrt_fast(0.412_221_47 * r + 0.536_332_55 * g + 0.051_445_995 * b);
    let m = cbrt_fast(0.211_903_5 * r + 0.680_699_5 * g + 0.107_396_96 * b);
    let s = cbrt_fast(0.088_302_46 * r + 0.281_718_85 * g + 0.629_978_7 * b);
    [
        0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s,
        1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s,
        0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s,
    ]
}

/// Linear sRGB to OKLab (Björn Ottosson, 2020), the three cube roots at once in f32x4 lanes: the same
/// first guess and Halley step as [`cbrt_fast`] (the guess's division by 3 taken in floating point, which
/// only moves it by a few units in its last place), so the results match the scalar path to rounding.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub fn linear_to_oklab(rgb: Color) -> Color {
    use core::arch::wasm32::*;
    let [r, g, b] = rgb;
    let lms = f32x4_add(
        f32x4_add(
            f32x4_mul(
                f32x4(0.412_221_47, 0.211_903_5, 0.088_302_46, 0.0),
                f32x4_splat(r),
            ),
            f32x4_mul(
                f32x4(0.536_332_55, 0.680_699_5, 0.281_718_85, 0.0),
                f32x4_splat(g),
            ),
        ),
        f32x4_mul(
            f32x4(0.051_445_995, 0.107_396_96, 0.629_978_7, 0.0),
            f32x4_splat(b),
        ),
    );
    let root = cbrt_lanes(lms);
    let (l, m, s) = (
        f32x4_extract_lane::<0>(root),
        f32x4_extract_lane::<1>(root),
        f32x4_extract_lane::<2>(root),
    );
    [
        0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s,
        1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s,
        0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s,
    ]
}

/// [`cbrt_fast`] of four values at once (f32x4): the same first guess and Halley step, the guess's
/// division by 3 taken in floating point (which only moves it by a few units in its last place).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub fn cbrt_lanes(values: core::arch::wasm32::v128) -> core::arch::wasm32::v128 {
    use core::arch::wasm32::*;
    // Tiny inputs (black, an unused lane) compute with 1 instead, then give 0: the guess for 0 would
    // make the cube a denormal number, which x86 processors handle a hundred times slower.
    let tiny = f32x4_lt(f32x4_abs(values), f32x4_splat(1e-30));
    let magnitude = v128_bitselect(f32x4_splat(1.0), f32x4_abs(values), tiny);
    // The magnitude's bits are below 2^31, so the signed conversions (native on x86) are exact enough.
    let thirds = f32x4_mul(f32x4_convert_i32x4(magnitude), f32x4_splat(1.0 / 3.0));
    let guess = i32x4_add(i32x4_trunc_sat_f32x4(thirds), i32x4_splat(709_921_077));
    let cube = f32x4_mul(f32x4_mul(guess, guess), guess);
    let two = f32x4_splat(2.0);
    let root = f32x4_div(
        f32x4_mul(guess, f32x4_add(cube, f32x4_mul(two, magnitude))),
        f32x4_add(f32x4_mul(two, cube), magnitude),
    );
    // Tiny inputs give 0, negative ones (outside the gamut) negative roots, as in `cbrt_fast`.
    let root = v128_andnot(root, tiny);
    v128_bitselect(f32x4_neg(root), root, f32x4_lt(values, f32x4_splat(0.0)))
}

/// OKLab to linear sRGB; the result may lie outside 0..1 for colours outside the sRGB gamut.
#[inline]
pub fn oklab_to_linear(lab: Color) -> Color {
    let [lightness, a, b] = lab;
    let l = lightness + 0.396_337_78 * a + 0.215_803_76 * b;
    let m = lightness - 0.105_561_346 * a - 0.063_854_17 * b;
    let s = lightness - 0.089_484_18 * a - 1.291_485_5 * b;
    let (l, m, s) = (l * l * l, m * m * m, s * s * s);
    [
        4.076_741_7 * l - 3.307_711_6 * m + 0.230_969_94 * s,
        -1.268_438 * l + 2.609_757_4 * m - 0.341_319_38 * s,
        -0.004_196_086_3 * l - 0.703_418_6 * m + 1.707_614_7 * s,
    ]
}

/// The D65 white point of sRGB in XYZ (Y = 1).
const WHITE: Color = [0.950_47, 1.0, 1.088_83];

/// Linear sRGB to CIELAB with the D65 white point (the space of ΔE2000).
#[inline]
pub fn linear_to_cielab(rgb: Color) -> Color {
    let [r, g, b] = rgb;
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = 0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b;
    let (fx, fy, fz) = (
        lab_f(x / WHITE[0]),
        lab_f(y / WHITE[1]),
        lab_f(z / WHITE[2]),
    );
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIELAB (D65) to linear sRGB, the inverse of [`linear_to_cielab`]; out-of-gamut colours give
/// channels outside 0..1.
pub fn cielab_to_linear(lab: Color) -> Color {
    let fy = (lab[0] + 16.0) / 116.0;
    let (fx, fz) = (fy + lab[1] / 500.0, fy - lab[2] / 200.0);
    let (x, y, z) = (
        lab_f_inverse(fx) * WHITE[0],
        lab_f_inverse(fy) * WHITE[1],
        lab_f_inverse(fz) * WHITE[2],
    );
    [
        3.240_454_2 * x - 1.537_138_5 * y - 0.498_531_4 * z,
        -0.969_266 * x + 1.876_010_8 * y + 0.041_556 * z,
        0.055_643_4 * x - 0.204_025_9 * y + 1.057_225_2 * z,
    ]
}

/// The inverse of [`lab_f`].
fn lab_f_inverse(f: f32) -> f32 {
    const DELTA: f32 = 6.0 / 29.0;
    if f > DELTA {
        f * f * f
    } else {
        3.0 * DELTA * DELTA * (f - 4.0 / 29.0)
    }
}

/// The CIELAB companding function: a cube root above (6/29)³, a line below it.
#[inline]
fn lab_f(t: f32) -> f32 {
    const EPSILON: f32 = 216.0 / 24_389.0;
    const SLOPE: f32 = 24_389.0 / 27.0 / 116.0;
    if t > EPSILON {
        cbrt_fast(t)
    } else {
        SLOPE * t + 16.0 / 116.0
    }
}

/// Squared Euclidean distance, the difference measure of OKLab.
#[inline]
pub fn distance_squared(first: Color, second: Color) -> f32 {
    let (dl, da, db) = (
        first[0] - second[0],
        first[1] - second[1],
        first[2] - second[2],
    );
    dl * dl + da * da + db * db
}

/// The RGB triplets of a palette (`3 * n` bytes) as `[r, g, b]` arrays.
pub fn rgb_triplets(bytes: &[u8]) -> Vec<[u8; 3]> {
    bytes.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(actual: Color, expected: Color, tolerance: f32) -> bool {
        actual
            .iter()
            .zip(expected.iter())
            .all(|(a, e)| (a - e).abs() <= tolerance)
    }

    #[test]
    fn srgb_curve_round_trips_every_code() {
        let tables = SrgbTables::new();
        for code in 0..=255u8 {
            let linear = srgb_to_linear(code as f32 / 255.0);
            assert!((linear_to_srgb(linear) * 255.0 - code as f32).abs() < 1e-3);
            assert_eq!(tables.srgb8(tables.linear(code)), code);
        }
        assert_eq!(tables.srgb8(-0.5), 0);
        assert_eq!(tables.srgb8(7.0), 255);
        assert!((srgb_to_linear(0.5) - 0.214_041).abs() < 1e-5);
        assert!((tables.linear(128) - 0.215_861).abs() < 1e-5);
    }

    #[test]
    fn srgb8_rounds_to_the_nearest_code() {
        let tables = SrgbTables::new();
        for step in 0..=1000 {
            let linear = step as f32 / 1000.0;
            let exact = linear_to_srgb(linear) * 255.0;
            let code = tables.srgb8(linear) as f32;
            assert!((code - exact).abs() <= 0.51, "{linear}: {code} vs {exact}");
        }
    }

    #[test]
    fn cbrt_fast_matches_cbrt() {
        for value in [1e-12f32, 1e-6, 0.001, 0.2, 0.5, 1.0, 1.7, 8.0, 1000.0] {
            for sign in [1.0f32, -1.0] {
                let x = value * sign;
                assert!(
                    (cbrt_fast(x) - x.cbrt()).abs() <= 2e-5 * x.cbrt().abs(),
                    "{x}"
                );
            }
        }
        assert_eq!(cbrt_fast(0.0), 0.0);
    }

    #[test]
    fn oklab_matches_published_values() {
        let tables = SrgbTables::new();
        // Ottosson's reference values for the sRGB primaries and white.
        assert!(close(tables.oklab([255, 255, 255]), [1.0, 0.0, 0.0], 1e-4));
        assert!(close(tables.oklab([0, 0, 0]), [0.0, 0.0, 0.0], 1e-6));
        assert!(close(
            tables.oklab([255, 0, 0]),
            [0.627_955, 0.224_863, 0.125_846],
            1e-4
        ));
        assert!(close(
            tables.oklab([0, 255, 0]),
            [0.866_440, -0.233_888, 0.179_498],
            1e-4
        ));
        assert!(close(
            tables.oklab([0, 0, 255]),
            [0.452_014, -0.032_457, -0.311_528],
            1e-4
        ));
    }

    #[test]
    fn oklab_round_trips_through_linear() {
        let tables = SrgbTables::new();
        for rgb in [
            [0u8, 0, 0],
            [12, 200, 77],
            [255, 128, 1],
            [250, 250, 250],
            [1, 2, 3],
        ] {
            assert_eq!(tables.oklab_to_srgb8(tables.oklab(rgb)), rgb);
        }
    }

    #[test]
    fn cielab_matches_published_values() {
        let tables = SrgbTables::new();
        let lab = |rgb: [u8; 3]| linear_to_cielab(tables.linear_rgb(rgb));
        assert!(close(lab([255, 255, 255]), [100.0, 0.0, 0.0], 0.01));
        assert!(close(lab([255, 0, 0]), [53.2408, 80.0925, 67.2032], 0.02));
        assert!(close(lab([0, 255, 0]), [87.7347, -86.1827, 83.1793], 0.02));
        assert!(close(lab([0, 0, 255]), [32.2970, 79.1875, -107.8602], 0.02));
        // Bruce Lindbloom's ColorChecker values for sRGB D65 (rounded to 8-bit RGB, hence the tolerance).
        assert!(close(lab([106, 81, 67]), [36.657, 8.250, 12.270], 0.3));
        assert!(close(lab([63, 134, 163]), [52.676, -13.319, -22.048], 0.3));
        assert!(close(lab([84, 84, 84]), [35.724, 0.0, 0.0], 0.3));
    }

    #[test]
    fn cielab_converts_back_to_the_same_pixel() {
        let tables = SrgbTables::new();
        for rgb in [
            [0, 0, 0],
            [255, 255, 255],
            [255, 0, 0],
            [12, 200, 99],
            [106, 81, 67],
            [3, 4, 250],
        ] {
            let linear = cielab_to_linear(linear_to_cielab(tables.linear_rgb(rgb)));
            assert_eq!(linear.map(|channel| tables.srgb8(channel)), rgb);
        }
    }

    #[test]
    fn measures_squared_distance() {
        assert_eq!(distance_squared([0.0, 1.0, 2.0], [1.0, 1.0, 0.0]), 5.0);
        assert_eq!(
            rgb_triplets(&[1, 2, 3, 4, 5, 6, 7]),
            vec![[1, 2, 3], [4, 5, 6]]
        );
    }
}
