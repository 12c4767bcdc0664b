//! Brightness and contrast, applied to the (resized) image before quantising, on OKLab lightness so
//! hues stay put: `L' = (L - 0.5) × contrast / 100 + 0.5 + brightness / 200`. The import settings of
//! the spec default to brightness 0 and contrast 100, which change nothing.

use super::color::SrgbTables;

/// The neutral settings.
pub const NEUTRAL_BRIGHTNESS: i32 = 0;
/// Contrast in percent: 100 keeps the image as it is.
pub const NEUTRAL_CONTRAST: i32 = 100;
/// Brightness runs from -100 (black) to 100 (white).
pub const BRIGHTNESS_RANGE: (i32, i32) = (-100, 100);
/// Contrast runs from 0 (flat grey) to 200 % (double).
pub const CONTRAST_RANGE: (i32, i32) = (0, 200);

/// Adjusts the RGBA `pixels` in place; alpha is kept. Values outside the ranges must be refused by
/// the caller.
pub fn adjust(pixels: &mut [u8], brightness: i32, contrast: i32) {
    if brightness == NEUTRAL_BRIGHTNESS && contrast == NEUTRAL_CONTRAST {
        return;
    }
    let tables = SrgbTables::new();
    let factor = contrast as f32 / 100.0;
    let offset = brightness as f32 / 200.0;
    for pixel in pixels.chunks_exact_mut(4) {
        let mut lab = tables.oklab([pixel[0], pixel[1], pixel[2]]);
        lab[0] = ((lab[0] - 0.5) * factor + 0.5 + offset).clamp(0.0, 1.0);
        let rgb = tables.oklab_to_srgb8(lab);
        pixel[..3].copy_from_slice(&rgb);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neutral_settings_change_nothing() {
        let mut pixels = vec![1, 2, 3, 4, 200, 100, 50, 255];
        adjust(&mut pixels, 0, 100);
        assert_eq!(pixels, vec![1, 2, 3, 4, 200, 100, 50, 255]);
    }

    #[test]
    fn brightness_lightens_and_darkens() {
        let grey = [118u8, 118, 118, 255];
        let mut lighter = grey.to_vec();
        adjust(&mut lighter, 40, 100);
        let mut darker = grey.to_vec();
        adjust(&mut darker, -40, 100);
        assert!(lighter[0] > 118 && darker[0] < 118);
        assert_eq!(lighter[0], lighter[1]);
        assert_eq!(lighter[3], 255);
        let mut white = grey.to_vec();
        adjust(&mut white, 100, 100);
        assert_eq!(white, vec![255, 255, 255, 255]);
    }

    #[test]
    fn contrast_spreads_and_flattens() {
        let mut pixels = vec![60, 60, 60, 255, 200, 200, 200, 255];
        adjust(&mut pixels, 0, 150);
        assert!(pixels[0] < 60 && pixels[4] > 200);
        let mut flat = vec![60, 60, 60, 255, 200, 200, 200, 255];
        adjust(&mut flat, 0, 0);
        assert_eq!(flat[0], flat[4]);
    }
}
