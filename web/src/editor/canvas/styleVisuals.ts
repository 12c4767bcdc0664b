/**
 * Turns the palette and the loaded symbols into what the renderer draws: colours per style and the atlas of
 * the symbols in use. `draw` (grid setting) chooses colours, symbols or both.
 */
import { hexToRgb, type GridSettings, type Palette, type StitchSymbol } from '@steekwerk/model';
import type { StyleVisual } from '../render/styleTextures';
import { layoutAtlas, type AtlasLayout } from '../render/symbolAtlas';

export interface StyleVisuals {
  readonly styles: StyleVisual[];
  /** The symbols in the atlas, in layout order; empty when no symbols are drawn. */
  readonly atlasSymbols: StitchSymbol[];
  readonly layout: AtlasLayout;
  /** Identifies the atlas contents: the atlas is rebuilt only when this changes. */
  readonly atlasKey: string;
}

export function styleVisuals(
  palette: Palette,
  symbols: Readonly<Record<string, StitchSymbol>>,
  draw: GridSettings['draw'],
): StyleVisuals {
  const drawSymbols = draw !== 'colors';
  const atlasSymbols: StitchSymbol[] = [];
  if (drawSymbols) {
    for (const style of palette.styles) {
      const symbol = symbols[style.symbolId];
      if (symbol && !atlasSymbols.includes(symbol)) atlasSymbols.push(symbol);
    }
  }
  const layout = layoutAtlas(atlasSymbols);
  const styles = palette.styles.map((style): StyleVisual => {
    const tile = drawSymbols ? layout.tiles.get(style.symbolId) : undefined;
    const symbolsOnly = draw === 'symbols' && tile !== undefined;
    const foreground = symbolsOnly && style.colorForeground === '#ffffff' ? '#000000' : style.colorForeground;
    return {
      styleId: style.styleId,
      background: hexToRgb(symbolsOnly ? '#ffffff' : style.colorBackground),
      foreground: hexToRgb(foreground),
      tile,
    };
  });
  return { styles, atlasSymbols, layout, atlasKey: atlasSymbols.map((symbol) => symbol.symbolId).join(',') };
}
