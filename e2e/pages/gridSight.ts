import { expect, type Locator, type Page } from '@playwright/test';

/** A point on the page, in CSS pixels. */
export interface PagePoint {
  readonly x: number;
  readonly y: number;
}

/** Where the grid is drawn, as the grid element's data attributes tell (CSS pixels within the grid element). */
export interface GridPlacement {
  readonly originX: number;
  readonly originY: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
}

/** Reads the grid's placement from its data attributes (GridViewport.tsx). */
export async function gridPlacement(grid: Locator): Promise<GridPlacement> {
  return grid.evaluate(async (host) => {
    // Two frames first: a layout change just made (a panel sheet closed, a bar shown) reaches the camera through a
    // ResizeObserver in the frame after it, and a point read before that lands where the chart no longer is. A page
    // in the background gets no frames: a tenth of a second then.
    await Promise.race([
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      new Promise((done) => setTimeout(done, 100)),
    ]);
    return {
      originX: Number(host.dataset.originX),
      originY: Number(host.dataset.originY),
      cellWidth: Number(host.dataset.cellWidth),
      cellHeight: Number(host.dataset.cellHeight),
    };
  });
}

/**
 * Whether a user sees each point of the grid uncovered: inside the window, inside the grid's scroll area (not on a
 * scrollbar), outside the rulers' strips (which let the pointer through, so hit testing alone misses them), and
 * with nothing else over it (a bar or panel): the scroll area is what the pointer would hit there.
 */
export async function uncoveredPoints(grid: Locator, points: readonly PagePoint[]): Promise<boolean[]> {
  return grid.evaluate((host, wanted) => {
    const scroller = host.querySelector('.grid-viewport__scroller');
    if (!scroller) return wanted.map(() => false);
    const area = scroller.getBoundingClientRect();
    const rulers = [...host.querySelectorAll('canvas.ruler')].map((ruler) => ruler.getBoundingClientRect());
    return wanted.map(({ x, y }) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const inArea =
        x >= area.left &&
        y >= area.top &&
        x < area.left + scroller.clientWidth &&
        y < area.top + scroller.clientHeight;
      if (!inArea) return false;
      const underRuler = rulers.some(
        (ruler) => x >= ruler.left && x < ruler.right && y >= ruler.top && y < ruler.bottom,
      );
      return !underRuler && document.elementFromPoint(x, y) === scroller;
    });
  }, points);
}

/**
 * Scrolls the grid's scroll area by (dx, dy), as dragging its scrollbars would (the pointer stays where it is, so
 * no hover state changes), then waits until the camera has taken the new position and a frame shows it
 * (`data-view` and `data-drawn-view` of GridViewport.tsx agree).
 */
export async function scrollGrid(grid: Locator, dx: number, dy: number): Promise<void> {
  const before = await grid.getAttribute('data-view');
  const moved = await grid.evaluate(
    (host, delta) => {
      const scroller = host.querySelector('.grid-viewport__scroller');
      if (!scroller) return false;
      const [left, top] = [scroller.scrollLeft, scroller.scrollTop];
      scroller.scrollBy(delta.dx, delta.dy);
      return scroller.scrollLeft !== left || scroller.scrollTop !== top;
    },
    { dx, dy },
  );
  await expect
    .poll(async () => {
      const [view, drawn] = await Promise.all([
        grid.getAttribute('data-view'),
        grid.getAttribute('data-drawn-view'),
      ]);
      return view === drawn && (!moved || view !== before);
    })
    .toBe(true);
}

/**
 * Waits until the view holds still: a frame shows the camera's view (`data-view` and `data-drawn-view` agree) and it
 * has not moved for a moment. A panel sheet that closes, or a bar that appears, gives the chart its room back a
 * layout pass later; a point read before that lands elsewhere once the view has moved.
 */
export async function waitForSteadyView(grid: Locator): Promise<void> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const [view, drawn] = await Promise.all([
          grid.getAttribute('data-view'),
          grid.getAttribute('data-drawn-view'),
        ]);
        const steady = view !== null && view === drawn && view === last;
        last = view;
        return steady;
      },
      { intervals: [150, 150, 250], message: 'the view holds still' },
    )
    .toBe(true);
}

/** Counts of exact colours (`#rrggbb`) in a picture, plus its size. */
export interface ColourCounts {
  readonly width: number;
  readonly height: number;
  readonly counts: Readonly<Record<string, number>>;
}

/**
 * Decodes a PNG in the page and looks at it: the colour (`#rrggbb`) at each point, and how many pixels have each
 * of the counted colours.
 */
async function lookAt(
  page: Page,
  png: Buffer,
  points: readonly PagePoint[],
  counted: readonly string[],
): Promise<ColourCounts & { colours: string[] }> {
  return page.evaluate(
    async ({ base64, wanted, countedColours }) => {
      // Decoded here rather than fetched as a data: URL, which the app's Content-Security-Policy refuses.
      const blob = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], {
        type: 'image/png',
      });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const hex = (pixel: ArrayLike<number>, offset: number) =>
        `#${[pixel[offset], pixel[offset + 1], pixel[offset + 2]]
          .map((byte) => (byte ?? 0).toString(16).padStart(2, '0'))
          .join('')}`;
      const colours = wanted.map(({ x, y }) =>
        hex(context.getImageData(Math.round(x), Math.round(y), 1, 1).data, 0),
      );
      const counts: Record<string, number> = Object.fromEntries(countedColours.map((colour) => [colour, 0]));
      if (countedColours.length > 0) {
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        for (let offset = 0; offset < data.length; offset += 4) {
          const colour = hex(data, offset);
          if (colour in counts) counts[colour] = (counts[colour] ?? 0) + 1;
        }
      }
      return { width: bitmap.width, height: bitmap.height, counts, colours };
    },
    { base64: png.toString('base64'), wanted: points, countedColours: counted },
  );
}

/** The colour (`#rrggbb`) at each point of a PNG. */
export async function coloursAt(page: Page, png: Buffer, points: readonly PagePoint[]): Promise<string[]> {
  return (await lookAt(page, png, points, [])).colours;
}

/** How many pixels of a PNG have each of the given colours, and its size. */
export async function countColours(
  page: Page,
  png: Buffer,
  colours: readonly string[],
): Promise<ColourCounts> {
  const { width, height, counts } = await lookAt(page, png, [], colours);
  return { width, height, counts };
}
