/**
 * How a colour looks to a maker with a colour-vision deficiency: Machado, Oliveira and Fernandes (2009), "A
 * Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 1291–1298 — their matrices
 * at severity 1.0 (dichromacy: protanopia, deuteranopia, tritanopia), applied to linear sRGB.
 */
import { hexToRgb } from '@steekwerk/model';

export const colourVisionDeficiencies = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type ColourVisionDeficiency = (typeof colourVisionDeficiencies)[number];

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

/** Machado et al. 2009, severity 1.0 (rows give linear R, G, B of the simulated colour). */
const machado: Readonly<Record<ColourVisionDeficiency, Matrix>> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const toLinear = (byte: number) => {
  const value = byte / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const toByte = (linear: number) => {
  const value = Math.min(1, Math.max(0, linear));
  const encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
};

/** The `#rrggbb` colour a maker with this deficiency sees for a `#rgb` / `#rrggbb` colour. @throws Error on bad hex */
export function simulateColourVision(hex: string, deficiency: ColourVisionDeficiency): string {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as [number, number, number];
  const m = machado[deficiency];
  const out = [
    m[0] * r + m[1] * g + m[2] * b,
    m[3] * r + m[4] * g + m[5] * b,
    m[6] * r + m[7] * g + m[8] * b,
  ].map(toByte);
  return `#${out.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
