// Grid items rendering benchmark page: opens a 2000² chart the way the editor does (the editor's own view with its
// PixiJS renderer) and, on request of the Playwright driver through `window.itemsBench`, puts an item set into the
// chart (none, 10 000 custom lines, …) and measures forced frames over the pan/zoom path, or the time from the
// pointerup that adds a custom line to the frame that shows it. Item sets are named in `itemSets`; a variant joins
// names with `+` (`lines+halfStitches`), so sets added later combine with these. Timing code lives here; the app
// has none.
import type { ChartState, CustomLine } from '@steekwerk/model';
import type { Editor } from '../../web/src/editor/Editor';
import { noGridItems, type GridItems } from '../../web/src/editor/document/gridItems';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import {
  benchChartTemplate,
  panFrames,
  watchPointerUpTimes,
  webGlRendererName,
  type PanScene,
  type PointerUpTimes,
} from '../render/benchPage';
import { openBenchEditor } from '../render/openBenchEditor';
import { benchHalfStitches, benchQuarterStitches } from '../render/partStitchScene';

/** A small fixed-seed random generator (the same items every run). */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % below;
  };
}

/** The eight directions backstitch runs in. */
const directions = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
  [-1, 0],
  [0, -1],
  [-1, -1],
  [-1, 1],
] as const;

/** `count` custom lines of 1–5 cells in the eight directions, spread over the chart, styles 1–40. */
function benchLines(count: number, size: number): CustomLine[] {
  const random = randomFrom(7);
  return Array.from({ length: count }, () => {
    const [dx, dy] = directions[random(8)]!;
    const length = 1 + random(5);
    const x1 = random(size + 1);
    const y1 = random(size + 1);
    const x2 = Math.min(size, Math.max(0, x1 + dx * length));
    const y2 = Math.min(size, Math.max(0, y1 + dy * length));
    return {
      x1,
      y1,
      x2: x2 === x1 && y2 === y1 ? x1 + (x1 < size ? 1 : -1) : x2,
      y2,
      styleId: 1 + random(40),
    };
  });
}

/** The item sets a variant is made of; `plain` (no items) is the baseline every other variant is compared with. */
const itemSets: Readonly<Record<string, (size: number) => Partial<GridItems>>> = {
  plain: () => ({}),
  lines: (size) => ({ customLines: benchLines(10_000, size) }),
  halfStitches: (size) => ({ halfStitches: benchHalfStitches(size) }),
  quarterStitches: (size) => ({ quarterStitches: benchQuarterStitches(size) }),
};

interface ItemsBench {
  readonly renderer: string;
  readonly editor: Editor;
  /** The item sets this page knows. */
  readonly itemSets: readonly string[];
  /** Forced frames over the pan path of a scene with a variant's items in the chart (drawCells mode). */
  frames(variant: string, scene: PanScene, count: number): number[];
  /** Items of each kind in the chart now. */
  itemCounts(): Record<string, number>;
  /**
   * The lines mode at 24 px cells, drawing: the page points (CSS pixels) of the two ends of the n-th line to add, a
   * horizontal line of three cells on a grid line near the middle (its middle pixel is a grid line's before).
   */
  lineEnds(index: number): { start: { x: number; y: number }; end: { x: number; y: number } };
  /** Resolves with the times from the next pointerup to the frame showing the n-th line (its middle pixel). */
  watchLine(index: number): Promise<PointerUpTimes>;
}

declare global {
  interface Window {
    itemsBench?: Promise<ItemsBench>;
  }
}

/** The items of a variant (`lines`, `lines+halfStitches`, …). */
function itemsOf(variant: string, size: number): GridItems {
  let items: GridItems = noGridItems;
  for (const name of variant.split('+')) {
    const make = itemSets[name];
    if (!make) throw new Error(`unknown item set ${name}`);
    items = { ...items, ...make(size) };
  }
  return items;
}

async function open(): Promise<ItemsBench> {
  const { editor, renderer } = await openBenchEditor(2000);
  const size = editor.document.columnCount;
  const grid = document.querySelector<HTMLElement>('.grid-viewport__scroller');
  let shown = 'plain';
  /** The lattice point (cells) where the n-th added line starts. */
  const lineStart = (index: number) => {
    const { viewWidth, viewHeight } = editor.camera;
    const centre = editor.cellAt(viewWidth / 2, viewHeight / 2);
    return { x: centre.column - 12 + 4 * (index % 6), y: centre.row - 6 + Math.floor(index / 6) };
  };
  /** A lattice point's place in the view (CSS pixels). */
  const viewPoint = (x: number, y: number) => {
    const a = editor.pointOfCell(0, 0);
    const b = editor.pointOfCell(1, 1);
    return { x: a.x + (x - 0.5) * (b.x - a.x), y: a.y + (y - 0.5) * (b.y - a.y) };
  };

  return {
    renderer: webGlRendererName(renderer),
    editor,
    itemSets: Object.keys(itemSets),
    frames(variant, scene, count) {
      if (variant !== shown) {
        editor.document.replaceItems(itemsOf(variant, size));
        shown = variant;
      }
      editor.setMode('drawCells');
      return panFrames(editor, renderer, scene, count);
    },
    itemCounts: () =>
      Object.fromEntries(Object.entries(editor.document.items).map(([kind, list]) => [kind, list.length])),
    lineEnds(index) {
      editor.setMode('drawLines');
      editor.sessions.lines.setAction('draw');
      // A plain colour style: the line shows against the grid line under it. Chosen once: choosing a style redraws
      // the whole view, which would make the next line's frame a whole one too.
      editor.selectStyle(1);
      if (Math.abs(editor.camera.zoom - zoomForCellSize(24)) > 1e-9) editor.zoomTo(zoomForCellSize(24));
      const start = lineStart(index);
      const box = grid?.getBoundingClientRect() ?? new DOMRect();
      const page = (point: { x: number; y: number }) => ({ x: box.left + point.x, y: box.top + point.y });
      return {
        start: page(viewPoint(start.x, start.y)),
        end: page(viewPoint(start.x + 3, start.y)),
      };
    },
    watchLine(index) {
      const start = lineStart(index);
      const middle = viewPoint(start.x + 1.5, start.y);
      return watchPointerUpTimes(renderer, middle.x, middle.y);
    },
  };
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = benchChartTemplate('crossStitch');
} else {
  window.itemsBench = open();
}
