import { expect, test } from '@playwright/test';
import { Editor } from '../pages/Editor';

/** `#rrggbb` as its three bytes. */
function bytes(colour: string): number[] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

test.describe('the progress tracker as drawn on the chart', () => {
  test('fades what is to do, fills a tapped cell with its colour, and gives the plain chart back', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const editor = new Editor(page);
    await editor.gotoNew();
    await editor.waitUntilDrawn();
    await editor.fillThenRectangles('1', [['2', [2, 2], [8, 6]]]);
    const cells: Array<[number, number]> = [
      [3, 3],
      [4, 3],
      [0, 0],
    ];
    await expect.poll(async () => new Set(await editor.cellColours(cells)).size).toBe(2);
    const before = await editor.cellColours(cells);
    const [blue = '', , red = ''] = before;

    await editor.tool('Voortgang bijhouden').click();
    // The tracker draws a symbol in each cell (keySymbols.ts; which one depends on the colours), so a cell's own
    // look is the colour most of five spots near its edges show: a symbol covers at most two of them.
    const spots = [
      [0.15, 0.15],
      [0.85, 0.15],
      [0.15, 0.85],
      [0.85, 0.85],
      [0.5, 0.1],
    ] as const;
    const background = async (column: number, row: number): Promise<string> => {
      const seen = await editor.coloursWithin(spots.map(([x, y]) => [column, row, x, y] as const));
      const counts = new Map<string, number>();
      for (const colour of seen) counts.set(colour, (counts.get(colour) ?? 0) + 1);
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    };
    // To do (the default, "symbols"): the plain background, lighter than the thread in every channel.
    await expect.poll(async () => background(3, 3)).not.toBe(blue);
    const faded = await background(3, 3);
    bytes(faded).forEach((channel, index) => expect(channel).toBeGreaterThanOrEqual(bytes(blue)[index] ?? 0));

    // A tap marks the cell done: its thread colour; its neighbour stays as it was.
    await editor.clickCell(3, 3);
    await expect.poll(async () => background(3, 3)).toBe(blue);
    expect(await background(4, 3)).toBe(faded);

    // Back to drawing: the chart exactly as before.
    await editor.tool('Tekenen').click();
    await expect.poll(async () => editor.cellColours(cells)).toEqual([blue, blue, red]);
    expect(pageErrors).toEqual([]);
  });

  test('shows the row and column numbers while following a chart on a phone, where the chart is read only', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const editor = new Editor(page);
    await editor.gotoNew();
    await editor.waitUntilDrawn();
    const rulers = editor.grid.locator('canvas.ruler');
    await expect(rulers).toHaveCount(0);
    await editor.tool('Voortgang bijhouden').click();
    // A strip on each side of the grid (a knitting chart's ruler shows both sides).
    await expect(rulers).toHaveCount(4);
    // The chart's own numbering: rows counted from the bottom, so the top row of a new 100-row chart is 100.
    await expect(editor.grid.locator('canvas.ruler--rows.ruler--end')).toHaveAttribute(
      'data-labels',
      /^0:100 1:99 /,
    );
    await editor.tool('Bekijken').click();
    await expect(rulers).toHaveCount(0);
    await context.close();
  });
});
