/**
 * The export settings of spec §3 (fileType, size 2000 with unit px/cm/inch at a dpi of 72, legend placement, paper
 * A4, margin 1 inch, orientation, rotation, selected area) plus the PDF's own (overlap, fabric count, colour or
 * black-and-white, the written instructions or not). Remembered per user in this browser's localStorage: the user settings on the server have no
 * field for them (spec §3 "User settings"), see docs/decisions.md.
 */
import { z } from 'zod';
import type { Orientation, PaperSize, PdfColourMode } from '@steekwerk/formats/pdf';

// The main thread imports only types from @steekwerk/formats (its writers and font load in the export worker);
// the worker checks the same values again with the library's own validation.
export const paperSizes = ['a4', 'a3', 'letter', 'legal'] as const satisfies readonly PaperSize[];
export const orientations = ['portrait', 'landscape'] as const satisfies readonly Orientation[];
export const pdfColourModes = ['colour', 'bw'] as const satisfies readonly PdfColourMode[];
/** As formats' pdfLimits. */
export const pdfLimits = { overlap: { min: 0, max: 10 }, fabricCount: { min: 1, max: 60 } } as const;

export const sizeUnits = ['px', 'cm', 'inch'] as const;
export const legendPlacements = ['none', 'right', 'bottom'] as const;
export type LegendPlacement = (typeof legendPlacements)[number];
export const rotations = [0, 90, 180, 270] as const;

export const exportSettingsSchema = z.object({
  fileType: z.string().regex(/^[a-z_]{1,20}$/),
  /** In `sizeUnit`: pixels, or centimetres or inches at `dpi` (see pixelSizeOf). */
  size: z.number().int().min(1).max(20_000),
  sizeUnit: z.enum(sizeUnits),
  dpi: z.number().int().min(36).max(1200),
  legendPlacement: z.enum(legendPlacements),
  paper: z.enum(paperSizes),
  /** The margin in inches. */
  margin: z.number().min(0).max(2),
  orientation: z.enum(orientations),
  rotation: z.union(
    rotations.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<90>],
  ),
  selectedAreaOnly: z.boolean(),
  overlap: z.number().int().min(pdfLimits.overlap.min).max(pdfLimits.overlap.max),
  fabricCount: z.number().min(pdfLimits.fabricCount.min).max(pdfLimits.fabricCount.max),
  mode: z.enum(pdfColourModes),
  /** The PDF gets the written instructions as pages of their own after the chart pages (issue 17). */
  written: z.boolean(),
});
export type ExportSettings = z.infer<typeof exportSettingsSchema>;

export const defaultExportSettings: Readonly<ExportSettings> = {
  fileType: 'png',
  size: 2000,
  sizeUnit: 'px',
  dpi: 72,
  legendPlacement: 'right',
  paper: 'a4',
  margin: 1,
  orientation: 'portrait',
  rotation: 0,
  selectedAreaOnly: false,
  overlap: 3,
  fabricCount: 14,
  mode: 'colour',
  written: false,
};

/** The image widths the PNG writer makes (formats' writeViewPng clamps to these). */
export const pixelSizeLimits = { min: 64, max: 20_000 } as const;

/** The image's width in pixels: the size itself, or centimetres or inches at the dpi, rounded. */
export function pixelSizeOf(settings: Pick<ExportSettings, 'size' | 'sizeUnit' | 'dpi'>): number {
  if (settings.sizeUnit === 'px') return Math.round(settings.size);
  const inches = settings.sizeUnit === 'cm' ? settings.size / 2.54 : settings.size;
  return Math.round(inches * settings.dpi);
}

const storageKey = (userId: string) => `steekwerk.exportSettings.${userId || 'anonymous'}`;

/** The user's remembered settings; anything damaged or missing falls back to the defaults, field by field. */
export function loadExportSettings(storage: Pick<Storage, 'getItem'>, userId: string): ExportSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storageKey(userId)) ?? '{}');
  } catch {
    stored = {};
  }
  const settings: Record<string, unknown> = { ...defaultExportSettings };
  if (stored && typeof stored === 'object') {
    const shape = exportSettingsSchema.shape;
    for (const [key, value] of Object.entries(stored)) {
      const field = shape[key as keyof typeof shape];
      if (field?.safeParse(value).success) settings[key] = value;
    }
  }
  return exportSettingsSchema.parse(settings);
}

export function saveExportSettings(
  storage: Pick<Storage, 'setItem'>,
  userId: string,
  settings: ExportSettings,
): void {
  try {
    storage.setItem(storageKey(userId), JSON.stringify(settings));
  } catch {
    // A full or blocked storage only means the settings are not remembered.
  }
}
