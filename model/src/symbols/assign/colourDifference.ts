/**
 * CIEDE2000 (ΔE00) between colours, after Sharma, Wu and Dalal (2005), as the engine computes it for picture import
 * (engine-rs/src/picture/delta_e.rs), with sRGB converted to CIELAB under D65. kL = kC = kH = 1.
 */
import { hexToRgb } from '../../chart/color';

export type Lab = readonly [number, number, number];

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const labPart = (value: number) =>
  value > 216 / 24389 ? Math.cbrt(value) : ((24389 / 27) * value + 16) / 116;

/** CIELAB (D65) of a `#rgb` or `#rrggbb` colour; throws on anything else. */
export function hexToLab(hex: string): Lab {
  const [r, g, b] = hexToRgb(hex).map(linear) as [number, number, number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const [fx, fy, fz] = [labPart(x), labPart(y), labPart(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (value: number) => (value * Math.PI) / 180;
const hue = (b: number, a: number) => {
  if (a === 0 && b === 0) return 0;
  const angle = degrees(Math.atan2(b, a));
  return angle < 0 ? angle + 360 : angle;
};

/** ΔE2000 between two CIELAB colours; symmetric, 0 for equal colours. */
export function ciede2000(first: Lab, second: Lab): number {
  const [l1, a1, b1] = first;
  const [l2, a2, b2] = second;
  const cMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dl = l2 - l1;
  const dc = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dhBig = 2 * Math.sqrt(c1p * c2p) * Math.sin(radians(dh) / 2);
  const lMean = (l1 + l2) / 2;
  const cMeanP = (c1p + c2p) / 2;
  let hMean = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hMean = (h1p + h2p) / 2;
    else hMean = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(hMean - 30)) +
    0.24 * Math.cos(radians(2 * hMean)) +
    0.32 * Math.cos(radians(3 * hMean + 6)) -
    0.2 * Math.cos(radians(4 * hMean - 63));
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cMeanP ** 7 / (cMeanP ** 7 + 25 ** 7));
  const lOffset = (lMean - 50) ** 2;
  const sL = 1 + (0.015 * lOffset) / Math.sqrt(20 + lOffset);
  const sC = 1 + 0.045 * cMeanP;
  const sH = 1 + 0.015 * cMeanP * t;
  const rT = -Math.sin(radians(2 * dTheta)) * rC;
  const tl = dl / sL;
  const tc = dc / sC;
  const th = dhBig / sH;
  return Math.sqrt(tl * tl + tc * tc + th * th + rT * tc * th);
}
