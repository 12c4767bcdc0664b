/**
 * The clipboard (spec §4, §9), a session the editor owns: copying and cutting a rectangle of the chart (its cells,
 * the lines, part stitches, knots and beads that belong to it, and the styles they use) and pasting it as a preview
 * layer. The copy is kept in a store every tab of the browser shares (`clipboardStore.ts`) and can be pasted for 30
 * minutes. The user's `copyNoStitch` (spec §3, on by default) decides, when copying, whether the block's empty cells
 * come along: on, they empty the chart's cells where the block is pasted (and the block replaces the items there);
 * off, they let the chart show through.
 *
 * A copy too large for the shared store (a few megabytes) is kept in this tab only, and says so.
 */
import { tierLimits } from '@steekwerk/model';
import type { CellRect } from '../document/ChartDocument';
import { cellsOfArea, itemsOfArea } from '../document/areaItems';
import { cutArea, isAreaInGrid } from '../document/commands/areaCommands';
import { setPalette } from '../document/commands/paletteCommands';
import { gridItemKinds, type GridItemTypes } from '../document/gridItems';
import { placeLayer } from '../document/previewLayer';
import type { PreviewSession } from '../preview/PreviewSession';
import type { SessionContext } from '../sessions/SessionContext';
import { decodeClipboard, encodeClipboard, isFresh, type ClipboardContent } from './clipboardContent';
import type { ClipboardStore } from './clipboardStore';
import { planPaste } from './pasteContent';

/** A cell of the chart. */
export interface ClipboardCell {
  readonly column: number;
  readonly row: number;
}

/** What a copy or cut came to: shared with every tab, kept in this tab only (too large), or nothing to copy. */
export type CopyOutcome = 'copied' | 'copiedHere' | 'nothing' | 'premiumRequired' | 'notEditable';

/** What a paste came to. */
export type PasteOutcome = 'shown' | 'empty' | 'paletteFull' | 'notEditable' | 'refused';

/** What the user is told after the last copy, cut or paste (the toolbar's status line). */
export type ClipboardNotice =
  | { readonly kind: 'copied' | 'copiedHere' | 'cut' | 'empty' }
  | { readonly kind: 'paletteFull'; readonly missing: number };

/**
 * Where a paste goes: its top-left cell at the pointer when it is over the chart, else centred on `centre` (a point
 * of the hole lattice, the middle of the part of the chart in view).
 */
export interface PastePlacement {
  readonly pointer?: ClipboardCell;
  readonly centre: { readonly column: number; readonly row: number };
}

export class ClipboardSession {
  /** A copy the shared store could not keep (too large): pasted from this tab only. */
  private kept: ClipboardContent | undefined;
  /** The stored text last read or written and its content, so the same text is checked only once. */
  private decoded: { readonly text: string; readonly content: ClipboardContent | undefined } | undefined;
  private currentNotice: ClipboardNotice | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly context: SessionContext,
    private readonly store: ClipboardStore,
    private readonly preview: PreviewSession,
  ) {
    store.subscribe(() => {
      // Another tab copied: that copy is the clipboard now.
      this.kept = undefined;
      this.emit();
    });
  }

  /** What the user was last told, if anything. */
  get notice(): ClipboardNotice | undefined {
    return this.currentNotice;
  }

  /** Calls `listener` when the notice or the clipboard changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The content that can be pasted now (fresh and valid), if any. */
  content(): ClipboardContent | undefined {
    const stored = this.kept ?? this.read();
    return stored && isFresh(stored, this.store.now()) ? stored : undefined;
  }

  /** The shared store's content, decoded once per text. */
  private read(): ClipboardContent | undefined {
    const text = this.store.read();
    if (text === null) return undefined;
    if (this.decoded?.text !== text) this.decoded = { text, content: decodeClipboard(text) };
    return this.decoded.content;
  }

  /** Copies the rectangle (cells, items, the styles they use) to the clipboard. */
  copy(rect: CellRect): CopyOutcome {
    const content = this.lift(rect);
    if (!content) return 'nothing';
    const outcome = this.keep(content);
    this.tell({ kind: outcome });
    return outcome;
  }

  /** Cuts the rectangle: copies it, then empties it as one undo step (a premium edit, spec §2 s=52). */
  cut(rect: CellRect): CopyOutcome {
    const content = this.lift(rect);
    if (!content) return 'nothing';
    const outcome = this.context.dispatch(cutArea, { rect });
    if (outcome === 'premiumRequired' || outcome === 'notEditable') return outcome;
    if (outcome !== 'done') return 'nothing';
    const kept = this.keep(content);
    this.tell({ kind: kept === 'copied' ? 'cut' : kept });
    return kept;
  }

  /**
   * Pastes the clipboard as a preview layer (spec §4): the styles it needs are matched or added to the palette (one
   * undo step), and the layer shows at the pointer or centred in the view, clamped to the grid, in preview mode.
   */
  paste(placement: PastePlacement): PasteOutcome {
    if (!this.context.canEdit) return 'notEditable';
    const content = this.content();
    if (!content) {
      this.tell({ kind: 'empty' });
      return 'empty';
    }
    const document = this.context.document;
    const plan = planPaste(content, document.palette, tierLimits(this.context.premium).maxPaletteStyles);
    if (plan.kind === 'paletteFull') {
      this.tell({ kind: 'paletteFull', missing: plan.missing });
      return 'paletteFull';
    }
    if (plan.palette && this.context.dispatch(setPalette, { palette: plan.palette }) !== 'done')
      return 'refused';
    const pointer = placement.pointer;
    const layer =
      pointer && document.contains(pointer.column, pointer.row)
        ? { ...plan.layer, x: pointer.column, y: pointer.row }
        : placeLayer(plan.layer, document, placement.centre);
    this.tell(undefined);
    return this.preview.show(layer) ? 'shown' : 'notEditable';
  }

  /** The rectangle's content as a copy (ids of styles not in the palette read as empty cells). */
  private lift(rect: CellRect): ClipboardContent | undefined {
    const document = this.context.document;
    if (!isAreaInGrid(document, rect)) return undefined;
    // Tables per style id rather than maps and sets: a block has up to millions of cells.
    const inPalette = new Uint8Array(256);
    for (const style of document.palette.styles) inPalette[style.styleId] = 1;
    const cells = cellsOfArea(document.editCells, document.columnCount, rect);
    const used = new Uint8Array(256);
    for (let index = 0; index < cells.length; index += 1) {
      const value = cells[index]!;
      if (inPalette[value]) used[value] = 1;
      else cells[index] = 0;
    }
    const items = itemsOfArea(document.items, rect);
    for (const kind of gridItemKinds)
      for (const item of items[kind] as readonly GridItemTypes[typeof kind][]) used[item.styleId] = 1;
    return {
      columnCount: rect.width,
      rowCount: rect.height,
      cells,
      items,
      styles: document.palette.styles.filter((style) => used[style.styleId] === 1),
      opaque: this.context.settings.copyNoStitch,
      copiedAt: this.store.now(),
    };
  }

  /** Puts a copy into the shared store, or in this tab when the store cannot keep it. */
  private keep(content: ClipboardContent): 'copied' | 'copiedHere' {
    const text = encodeClipboard(content);
    if (this.store.write(text)) {
      this.kept = undefined;
      this.decoded = { text, content };
      return 'copied';
    }
    this.kept = content;
    return 'copiedHere';
  }

  private tell(notice: ClipboardNotice | undefined): void {
    this.currentNotice = notice;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
