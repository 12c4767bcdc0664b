/** Helpers for tests of the chart calls: states, saves and sessions of an owner with a logged-in cookie. */
import { randomBytes } from 'node:crypto';
import {
  createChartState,
  createPaletteStyle,
  rgbToHex,
  type ChartState,
  type FreeformSymbol,
  type PaletteStyle,
} from '@steekwerk/model';
import { createTestUser, get, logIn, post, type Answer, type TestUser } from './accounts';
import type { TestApp } from './test-app';

/** The rows text of cells, as the client's engine makes it. */
export function rowsOf(cells: Uint8Array): string {
  return '1:' + Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64');
}

/** The cells of a rows text. */
export function cellsOf(rows: string): Uint8Array {
  return new Uint8Array(Buffer.from(rows.slice(2), 'base64'));
}

/** Cells of a pseudo-random grid using style ids 0..styleCount. */
export function randomCells(count: number, styleCount: number, seed = 1): Uint8Array {
  const cells = new Uint8Array(count);
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    cells[index] = (state >>> 16) % (styleCount + 1);
  }
  return cells;
}

/** A chart state with the given cells and `styleCount` styles, based on `revision`. */
export function chartState(
  options: {
    columnCount?: number;
    rowCount?: number;
    cells?: Uint8Array;
    styleCount?: number;
    revision?: number;
    title?: string;
    styles?: PaletteStyle[];
  } = {},
): ChartState {
  const columnCount = options.columnCount ?? 4;
  const rowCount = options.rowCount ?? 3;
  const styleCount = options.styleCount ?? 3;
  const cells = options.cells ?? randomCells(columnCount * rowCount, styleCount);
  const state = createChartState({
    craft: 'knitting',
    type: 'colors',
    size: { columnCount, rowCount },
    rows: rowsOf(cells),
    title: options.title ?? 'Testchart',
    styles:
      options.styles ??
      Array.from({ length: styleCount }, (_, index) =>
        createPaletteStyle(index + 1, {
          colorBackground: rgbToHex((index * 53) % 256, (index * 97) % 256, (index * 151) % 256),
        }),
      ),
  });
  return { ...state, settings: { ...state.settings, revision: options.revision ?? 0 } };
}

/** A 10 × 10 freeform symbol of a style, placed by its index on rows of 400. */
export function freeformSymbol(styleId: number, index = 0): FreeformSymbol {
  return {
    layerId: 1,
    x: index % 400,
    y: Math.floor(index / 400),
    width: 10,
    height: 10,
    rotate: 0,
    size: 1,
    styleId,
  };
}

/** `count` freeform symbols using the three styles of {@link chartState}'s default palette in turn. */
export function freeformSymbols(count: number): FreeformSymbol[] {
  return Array.from({ length: count }, (_, index) => freeformSymbol(1 + (index % 3), index));
}

/** A freeform chart (three palette styles) of `width` × `height` with `symbols`. */
export function freeformChart(width: number, height: number, symbols: FreeformSymbol[] = []): ChartState {
  const base = chartState();
  return {
    ...base,
    settings: { ...base.settings, craft: 'crochetFreeform', type: 'other' },
    freeform: { ...base.freeform, size: { width, height }, symbols },
  };
}

/** A client session id (`s`) of a new tab. */
export function newTabId(): string {
  return `tab-${randomBytes(6).toString('hex')}`;
}

/** A new save id. */
export function newSaveId(): string {
  return `save-${randomBytes(6).toString('hex')}`;
}

/** A user with a logged-in cookie. */
export interface Author extends TestUser {
  readonly cookies: Record<string, string>;
}

export async function createAuthor(server: TestApp, options: { premium?: boolean; pending?: boolean } = {}) {
  const user = await createTestUser(server, options);
  const { cookies } = await logIn(server, user.email, user.password);
  return { ...user, cookies } satisfies Author;
}

export function saveChart(
  server: TestApp,
  cookies: Record<string, string> | undefined,
  chartId: string,
  body: { state: ChartState; s: string; saveId?: string; v?: number },
): Promise<Answer> {
  return post(
    server,
    `chart/save/${chartId}`,
    { v: 11, saveId: body.saveId ?? newSaveId(), ...body },
    cookies ? { cookies } : {},
  );
}

export function getChart(
  server: TestApp,
  cookies: Record<string, string> | undefined,
  chartId: string,
  query: Record<string, string | number> = {},
): Promise<Answer> {
  const search = new URLSearchParams(
    Object.entries({ s: newTabId(), v: 19, ...query }).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  );
  return get(server, `chart/get/${chartId}?${search}`, cookies ? { cookies } : {});
}

/** Creates a chart for the author; returns its id, the tab that holds its lock and the saved state. */
export async function createChart(server: TestApp, author: Author, state: ChartState = chartState()) {
  const s = newTabId();
  const answer = await saveChart(server, author.cookies, 'new', { state, s });
  if (answer.body.status !== 'ok') throw new Error(`creating a chart failed: ${JSON.stringify(answer.body)}`);
  return { chartId: answer.body.chartId as string, s, state };
}
