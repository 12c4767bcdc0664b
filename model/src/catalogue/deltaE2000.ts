/**
 * The colour difference the catalogue sorts by: CIEDE2000 (ΔE00) between two sRGB colours, after Sharma, Wu and
 * Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
 * Mathematical Observations" — the same formula the engine's picture import uses (engine-rs/src/picture/delta_e.rs).
 * Colours are converted sRGB → CIE XYZ (D65) → CIELAB (D65 white).
 */
import { hexToRgb } from '../chart/color';

/** A CIELAB colour. */
export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

const linear = (byte: number) => {
  const value = byte / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

/** CIELAB (D65) of a `#rgb` / `#rrggbb` colour. @throws Error "Invalid HEX color" */
export function labOfHex(hex: string): Lab {
  const [r, g, b] = hexToRgb(hex).map(linear) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const fy = labF(y);
  return { l: 116 * fy - 16, a: 500 * (labF(x) - fy), b: 200 * (fy - labF(z)) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** ΔE00 between two CIELAB colours (kL = kC = kH = 1). */
export function deltaE2000(first: Lab, second: Lab): number {
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1p = Math.hypot(a1, first.b);
  const c2p = Math.hypot(a2, second.b);
  const hue = (a: number, b: number) => {
    if (a === 0 && b === 0) return 0;
    const h = degrees(Math.atan2(b, a));
    return h < 0 ? h + 360 : h;
  };
  const h1 = hue(a1, first.b);
  const h2 = hue(a2, second.b);
  const dL = second.l - first.l;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(radians(dh / 2));
  const lMean = (first.l + second.l) / 2;
  const cMean = (c1p + c2p) / 2;
  let hMean = h1 + h2;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1 - h2) <= 180) hMean = (h1 + h2) / 2;
    else hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(hMean - 30)) +
    0.24 * Math.cos(radians(2 * hMean)) +
    0.32 * Math.cos(radians(3 * hMean + 6)) -
    0.2 * Math.cos(radians(4 * hMean - 63));
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cMeanP7 = cMean ** 7;
  const rc = 2 * Math.sqrt(cMeanP7 / (cMeanP7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cMean;
  const sh = 1 + 0.015 * cMean * t;
  const rt = -Math.sin(radians(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** ΔE00 between two hex colours. @throws Error "Invalid HEX color" */
export function deltaE2000Hex(first: string, second: string): number {
  return deltaE2000(labOfHex(first), labOfHex(second));
}
