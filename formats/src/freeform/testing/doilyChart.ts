/**
 * A small doily for the freeform export tests: a ring of 6 chains (round 1) and 12 turned double crochets (round 2)
 * around the centre of a 500 × 500 chart on layer 1, 3 red picots on a hidden layer 2, and a round guide.
 */
import {
  boundingBoxOf,
  createChartState,
  createPaletteStyle,
  type ChartState,
  type FreeformSymbol,
} from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';

/** A placed symbol with its bounding box. */
export function placed(
  styleId: number,
  layerId: number,
  x: number,
  y: number,
  options: { rotate?: number; size?: number; cells?: number } = {},
): FreeformSymbol {
  const size = options.size ?? 1;
  const placement = {
    x,
    y,
    width: 20 * size * (options.cells ?? 1),
    height: 20 * size,
    rotate: options.rotate ?? 0,
  };
  return { ...placement, layerId, size, styleId, boundingBox: boundingBoxOf(placement) };
}

/** The doily; `extra` symbols are added on layer 1. */
export function doilyChart(extra: FreeformSymbol[] = []): ChartState {
  const state = createChartState({
    craft: 'crochetFreeform',
    type: 'other',
    size: { columnCount: 1, rowCount: 1 },
    rows: encodeRowsPlain(new Uint8Array(1), 1, 1),
    title: 'Kleedje',
    styles: [
      createPaletteStyle(1, { symbolId: 'chain', colorBackground: '#1f4e9c', description: 'Losse blauw' }),
      createPaletteStyle(2, { symbolId: 'double-crochet', colorBackground: '#2a7a2a', abbreviation: 'stk' }),
      createPaletteStyle(3, { symbolId: 'picot', colorBackground: '#cc2222' }),
      createPaletteStyle(4, { symbolId: 'chain', colorBackground: '#ffffff' }),
    ],
  });
  const symbols: FreeformSymbol[] = [];
  for (let index = 0; index < 6; index += 1) {
    const angle = (index / 6) * 2 * Math.PI;
    symbols.push(
      placed(1, 1, 250 + 40 * Math.sin(angle), 250 - 40 * Math.cos(angle), { rotate: (index * 360) / 6 }),
    );
  }
  for (let index = 0; index < 12; index += 1) {
    const angle = (index / 12) * 2 * Math.PI;
    symbols.push(
      placed(2, 1, 250 + 90 * Math.sin(angle), 250 - 90 * Math.cos(angle), {
        rotate: (index * 360) / 12,
        size: 2,
      }),
    );
  }
  for (let index = 0; index < 3; index += 1) symbols.push(placed(3, 2, 100 + index * 30, 450));
  return {
    ...state,
    layers: {
      items: [
        { layerId: 1, title: 'Toeren', visible: true },
        { layerId: 2, title: 'Picots', visible: false },
      ],
      selectedLayerId: 1,
    },
    freeform: {
      size: { width: 500, height: 500 },
      backgroundColor: '#fff8e7',
      symbols: [...symbols, ...extra],
      roundGuides: [
        {
          guideId: 1,
          layerId: 1,
          centerX: 250,
          centerY: 250,
          radius: 40,
          spacing: 50,
          rounds: 2,
          wedges: 6,
          startAngle: 0,
          symmetry: true,
        },
      ],
    },
  };
}
