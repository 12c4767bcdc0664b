/**
 * A Dutch name for a colour: the nearest (CIE76 ΔE in CIELAB) of about thirty named colours. For palette styles
 * without a product or a description, so that a list never shows a bare hex code as a style's name.
 */
import { hexToRgb, isHexColor } from '@steekwerk/model';

/** The named colours, as a person would say them; sRGB codes chosen as a typical member of each name. */
const namedColours: ReadonlyArray<readonly [name: string, hex: string]> = [
  ['Wit', '#ffffff'],
  ['Crème', '#f6eedb'],
  ['Lichtgrijs', '#c8c8c8'],
  ['Grijs', '#8c8c8c'],
  ['Donkergrijs', '#4a4a4a'],
  ['Zwart', '#000000'],
  ['Rood', '#cc2b2b'],
  ['Donkerrood', '#7d1616'],
  ['Bordeaux', '#5e1230'],
  ['Roze', '#f3a6be'],
  ['Felroze', '#e23d88'],
  ['Oudroze', '#bf7f86'],
  ['Zalm', '#f08a72'],
  ['Oranje', '#ee7a1c'],
  ['Perzik', '#f8c59a'],
  ['Geel', '#f4d02a'],
  ['Lichtgeel', '#faf0a0'],
  ['Oker', '#b0832a'],
  ['Beige', '#dccbaa'],
  ['Lichtbruin', '#b2855a'],
  ['Bruin', '#83532b'],
  ['Donkerbruin', '#47301c'],
  ['Lichtgroen', '#a4d98e'],
  ['Groen', '#3a9f45'],
  ['Donkergroen', '#1e5a2a'],
  ['Olijfgroen', '#777a30'],
  ['Mintgroen', '#aee6cf'],
  ['Turkoois', '#2bb3b1'],
  ['Lichtblauw', '#a3c9ef'],
  ['Hemelsblauw', '#5aa5de'],
  ['Blauw', '#2a55c0'],
  ['Donkerblauw', '#14245e'],
  ['Lila', '#c6a2df'],
  ['Paars', '#6f34a0'],
  ['Donkerpaars', '#401a4a'],
];

type Lab = readonly [number, number, number];

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function labOf(hex: string): Lab {
  const [red, green, blue] = hexToRgb(hex).map(linear) as [number, number, number];
  // sRGB → XYZ (D65), relative to the white point.
  const x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047;
  const y = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883;
  const f = (value: number) =>
    value > 216 / 24389 ? Math.cbrt(value) : (value * 24389) / 27 / 116 + 16 / 116;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const namedLabs = namedColours.map(([name, hex]) => ({ name, lab: labOf(hex) }));

/**
 * The Dutch name nearest to a colour (`#rgb` or `#rrggbb`): "Rood", "Donkerrood", "Lichtblauw"…
 * Anything that is not a hex colour gets "Kleur" (never the input itself).
 */
export function dutchColourName(hex: string): string {
  if (!isHexColor(hex)) return 'Kleur';
  const [lightness, a, b] = labOf(hex);
  let best = namedLabs[0]!;
  let bestDistance = Infinity;
  for (const named of namedLabs) {
    const distance = (named.lab[0] - lightness) ** 2 + (named.lab[1] - a) ** 2 + (named.lab[2] - b) ** 2;
    if (distance < bestDistance) {
      best = named;
      bestDistance = distance;
    }
  }
  return best.name;
}
