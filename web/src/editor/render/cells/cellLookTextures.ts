/**
 * How the chart's cells look, as textures and values the grid shader reads: the 256 × 1 palette, the style table
 * (foreground colours and symbol tiles), the symbol atlas, the theme and the brightness. Kept by `CellsLayer`, which
 * tells the renderer what changed.
 */
import type { BufferImageSource, TextureSource } from 'pixi.js';
import { defaultGridTheme, type GridTheme } from '../gridTheme';
import type { CellLook } from '../RenderLayer';
import { buildPaletteRgba, buildStyleTableRgba, paletteSize, type StyleVisual } from '../styleTextures';
import { emptyAtlas, rgbaSource, symbolAtlasSource, type SymbolAtlasData } from './cellTextures';

export class CellLookTextures {
  private readonly palette: BufferImageSource;
  private readonly styleTable: BufferImageSource;
  private atlas: BufferImageSource;
  private atlasTiles: [number, number] = [0, 0];
  private currentStyles: readonly StyleVisual[] = [];
  /** Whether any style has a multi-cell symbol (an edit then changes how cells to its right look). */
  multiCellSymbols = false;
  brightness = 0;

  constructor(public theme: GridTheme = defaultGridTheme) {
    this.palette = rgbaSource(buildPaletteRgba([], theme.emptyCell), paletteSize, 1);
    this.styleTable = rgbaSource(buildStyleTableRgba([]), paletteSize, 2);
    this.atlas = emptyAtlas();
  }

  get styles(): readonly StyleVisual[] {
    return this.currentStyles;
  }

  /** Bytes of the palette tables and the atlas (on the GPU). */
  get gpuBytes(): number {
    return paletteSize * 4 * 3 + this.atlas.width * this.atlas.height;
  }

  /** The palette and the style table of these styles (uploads 3 KB). */
  setStyles(styles: readonly StyleVisual[]): void {
    this.currentStyles = styles;
    this.multiCellSymbols = styles.some((style) => (style.tile?.cells ?? 1) > 1);
    (this.palette.resource as Uint8Array).set(buildPaletteRgba(styles, this.theme.emptyCell));
    this.palette.update();
    (this.styleTable.resource as Uint8Array).set(buildStyleTableRgba(styles));
    this.styleTable.update();
  }

  /** A new symbol atlas (undefined: no symbols); returns the previous texture, to destroy once unbound. */
  setAtlas(atlas: SymbolAtlasData | undefined): BufferImageSource {
    const previous = this.atlas;
    if (atlas) {
      this.atlas = symbolAtlasSource(atlas);
      this.atlasTiles = [atlas.columns, atlas.rows];
    } else {
      this.atlas = emptyAtlas();
      this.atlasTiles = [0, 0];
    }
    return previous;
  }

  /** The look with the line ranks of the current layout. */
  look(lineRanksX: TextureSource, lineRanksY: TextureSource): CellLook {
    return {
      palette: this.palette,
      styles: this.styleTable,
      atlas: this.atlas,
      atlasTiles: this.atlasTiles,
      lineRanksX,
      lineRanksY,
      theme: this.theme,
      brightness: this.brightness,
    };
  }

  destroy(): void {
    this.palette.destroy();
    this.styleTable.destroy();
    this.atlas.destroy();
  }
}
