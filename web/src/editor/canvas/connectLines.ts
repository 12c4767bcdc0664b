/**
 * Connects the editor's custom lines to the renderer's lines layer: the chart's lines (re-uploaded when they
 * change, redrawn over the cells they touched), their colours (each style's background colour) and thickness (the
 * grid setting), and from the lines session what a gesture shows — the line being drawn, the picked line with its
 * highlight (only in the lines mode), the lines an eraser stroke or a drag hides meanwhile.
 */
import { hexToRgb } from '@steekwerk/model';
import type { CellRect } from '../document/ChartDocument';
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import type { OverlayLine } from '../render/lines/lineVertices';
import { LinesLayer } from '../render/lines/LinesLayer';

/** Positions in one set and not the other. */
function difference(a: ReadonlySet<number>, b: ReadonlySet<number>): number[] {
  return [...[...a].filter((index) => !b.has(index)), ...[...b].filter((index) => !a.has(index))];
}

function sameOverlay(a: readonly OverlayLine[], b: readonly OverlayLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.line === b[index]?.line && entry.highlight === b[index]?.highlight)
  );
}

/** Shows the chart's custom lines on `renderer`; returns the disconnect (which removes the layer). */
export function connectLines(renderer: GridRenderer, editor: Editor): () => void {
  const layer = renderer.addLayer((host) => new LinesLayer(host));
  const session = editor.sessions.lines;
  const document = editor.document;
  let hidden: ReadonlySet<number> = new Set();
  let overlay: readonly OverlayLine[] = [];

  const hiddenNow = (): ReadonlySet<number> => {
    // A copy: the session's set changes in place.
    const positions = new Set(session.erasing);
    if (session.moving) positions.add(session.moving.index);
    return positions;
  };
  const showLines = (changed?: readonly CellRect[]) => {
    hidden = hiddenNow();
    layer.setLines(document.items.customLines, hidden, changed);
  };
  let colours = '';
  const showColours = () => {
    // Choosing a style changes the palette too; the colours (and the whole view) only when they changed.
    const styles = document.palette.styles;
    const key = styles.map((style) => `${style.styleId}${style.colorBackground}`).join();
    if (key === colours) return;
    colours = key;
    layer.setColours(
      styles.map((style) => ({ styleId: style.styleId, colour: hexToRgb(style.colorBackground) })),
    );
  };
  const showThickness = () => layer.setThickness(document.meta.gridSettings.customLineThickness);
  const showOverlay = () => {
    const next: OverlayLine[] = [];
    const picked = session.moving ?? session.selected;
    if (picked && editor.mode === 'drawLines') next.push({ line: picked.line, highlight: true });
    if (session.draft) next.push({ line: session.draft, highlight: false });
    if (sameOverlay(overlay, next)) return;
    overlay = next;
    layer.setOverlay(next);
  };
  const onSession = () => {
    const changed = difference(hidden, hiddenNow());
    if (changed.length > 0) {
      const lines = document.items.customLines;
      showLines(changed.flatMap((index) => (lines[index] ? [layer.cellsOf(lines[index])] : [])));
    }
    showOverlay();
  };

  showColours();
  showThickness();
  showLines();
  showOverlay();
  const stopSession = session.subscribe(onSession);
  const stopEditor = editor.subscribe((event) => {
    if (event.type === 'state') showOverlay();
    if (event.type !== 'document') return;
    const change = event.change;
    switch (change.type) {
      case 'items':
        if (change.kind === 'customLines') showLines(change.rect && [layer.cellsAround(change.rect)]);
        break;
      case 'size':
        showLines();
        break;
      case 'palette':
        showColours();
        break;
      case 'gridSettings':
        showThickness();
        break;
    }
  });
  return () => {
    stopSession();
    stopEditor();
    renderer.removeLayer(layer);
  };
}
