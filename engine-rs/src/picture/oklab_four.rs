//! OKLab of four 8-bit sRGB pixels at once, for the remap's loop. The wasm build puts one pixel in each
//! f32x4 lane, so both matrices and the cube roots of four pixels take the instructions the one-pixel
//! [`linear_to_oklab`](super::color::linear_to_oklab) takes for one (which can only fill three lanes
//! with L, M and S). Every lane does the same operations in the same order as the one-pixel
//! conversion, so the results are the same to the bit; other targets convert one pixel at a time.

use super::color::{Color, SrgbTables};

/// The OKLab colours of the four RGBA pixels in `pixels` (16 bytes; alpha is ignored).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub fn oklab_four(tables: &SrgbTables, pixels: &[u8]) -> [Color; 4] {
    let at = |pixel: usize| {
        let rgb = &pixels[pixel * 4..pixel * 4 + 3];
        tables.oklab([rgb[0], rgb[1], rgb[2]])
    };
    [at(0), at(1), at(2), at(3)]
}

/// The OKLab colours of the four RGBA pixels in `pixels` (16 bytes; alpha is ignored).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub fn oklab_four(tables: &SrgbTables, pixels: &[u8]) -> [Color; 4] {
    use core::arch::wasm32::*;
    let [lightness, green_red, blue_yellow] = oklab_lanes(tables, pixels);
    let lane = |lane: usize| -> Color {
        let pick = |vector: v128| match lane {
            0 => f32x4_extract_lane::<0>(vector),
            1 => f32x4_extract_lane::<1>(vector),
            2 => f32x4_extract_lane::<2>(vector),
            _ => f32x4_extract_lane::<3>(vector),
        };
        [pick(lightness), pick(green_red), pick(blue_yellow)]
    };
    [lane(0), lane(1), lane(2), lane(3)]
}

/// The OKLab colours of the four RGBA pixels in `pixels` (16 bytes; alpha is ignored) as L, a and b
/// vectors, one pixel per lane.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub fn oklab_lanes(tables: &SrgbTables, pixels: &[u8]) -> [core::arch::wasm32::v128; 3] {
    use super::color::cbrt_lanes;
    use core::arch::wasm32::*;
    let pixels = &pixels[..16];
    let channel = |offset: usize| {
        f32x4(
            tables.linear(pixels[offset]),
            tables.linear(pixels[4 + offset]),
            tables.linear(pixels[8 + offset]),
            tables.linear(pixels[12 + offset]),
        )
    };
    let (r, g, b) = (channel(0), channel(1), channel(2));
    // (x·r + y·g) + z·b, lane by lane: the order of the one-pixel conversion.
    let mix = |x: f32, y: f32, z: f32, first: v128, second: v128, third: v128| {
        f32x4_add(
            f32x4_add(
                f32x4_mul(f32x4_splat(x), first),
                f32x4_mul(f32x4_splat(y), second),
            ),
            f32x4_mul(f32x4_splat(z), third),
        )
    };
    let l = cbrt_lanes(mix(0.412_221_47, 0.536_332_55, 0.051_445_995, r, g, b));
    let m = cbrt_lanes(mix(0.211_903_5, 0.680_699_5, 0.107_396_96, r, g, b));
    let s = cbrt_lanes(mix(0.088_302_46, 0.281_718_85, 0.629_978_7, r, g, b));
    // x·l + y·m - z·s, as the one-pixel conversion writes each OKLab channel.
    let mix_minus = |x: f32, y: f32, z: f32| {
        f32x4_sub(
            f32x4_add(f32x4_mul(f32x4_splat(x), l), f32x4_mul(f32x4_splat(y), m)),
            f32x4_mul(f32x4_splat(z), s),
        )
    };
    let lightness = mix_minus(0.210_454_26, 0.793_617_8, 0.004_072_047);
    let green_red = f32x4_add(
        f32x4_sub(
            f32x4_mul(f32x4_splat(1.977_998_5), l),
            f32x4_mul(f32x4_splat(2.428_592_2), m),
        ),
        f32x4_mul(f32x4_splat(0.450_593_7), s),
    );
    let blue_yellow = mix_minus(0.025_904_037, 0.782_771_77, 0.808_675_77);
    [lightness, green_red, blue_yellow]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_pixels_convert_as_one_pixel_each() {
        let tables = SrgbTables::new();
        let pixels = [
            0, 0, 0, 255, 255, 255, 255, 0, 200, 30, 20, 255, 12, 140, 250, 9,
        ];
        let four = oklab_four(&tables, &pixels);
        for (pixel, lab) in pixels.chunks_exact(4).zip(four.iter()) {
            assert_eq!(*lab, tables.oklab([pixel[0], pixel[1], pixel[2]]));
        }
    }
}
