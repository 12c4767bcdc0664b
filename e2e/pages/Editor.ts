import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage';
import {
  coloursAt,
  countColours,
  gridPlacement,
  scrollGrid,
  uncoveredPoints,
  type ColourCounts,
  type GridPlacement,
  type PagePoint,
} from './gridSight';

/** A spot within a cell: column, row, then x and y 0 … 1 from the cell's top-left (0.5, 0.5 is its centre). */
type CellSpot = readonly [number, number, number, number];

const centreOf = ([column, row]: readonly [number, number]): CellSpot => [column, row, 0.5, 0.5];

/** The chart editor at /nl/c/{chartId}. */
export class Editor extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async gotoNew(query = ''): Promise<void> {
    await this.goto(`/nl/c/new${query}`);
  }

  /** The grid: an application region holding the canvas. */
  get grid(): Locator {
    return this.page.getByRole('application', { name: 'Chartraster' });
  }

  /** The renderer's canvas (the rulers over the grid are canvases too). */
  get canvas(): Locator {
    return this.grid.locator('canvas.grid-viewport__canvas');
  }

  get errorMessage(): Locator {
    return this.page.getByRole('alert');
  }

  get toolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Gereedschap' });
  }

  /** A toolbar button by its Dutch name (Tekenen, Gummen, Rechthoek, Vullen, Ongedaan maken…). */
  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** A palette style's button by its position (1-based). */
  style(position: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Stijl ${position}: `) });
  }

  /** The preview layer over the grid; `data-layer` holds `x,y,columns,rows` while it shows. */
  get layer(): Locator {
    return this.page.getByRole('img', { name: 'Voorbeeldlaag' });
  }

  /** Where the preview layer is and how large, in cells. */
  async layerBox(): Promise<{ x: number; y: number; columns: number; rows: number }> {
    const [x = 0, y = 0, columns = 0, rows = 0] = ((await this.layer.getAttribute('data-layer')) ?? '')
      .split(',')
      .map(Number);
    return { x, y, columns, rows };
  }

  /** The save status of a chart kept on the server ("Opgeslagen", "Opslaan…", …). */
  get saveStatus(): Locator {
    return this.page.getByRole('status', { name: 'Opslagstatus' });
  }

  /** Waits until the chart is saved and the address is that of the saved chart; returns its id. */
  async waitUntilSaved(): Promise<string> {
    await expect(this.page).toHaveURL(/\/nl\/c\/[0-9A-Za-z]{12}(\?|$)/, { timeout: 20_000 });
    await expect(this.saveStatus).toHaveText(/^Opgeslagen/, { timeout: 20_000 });
    return /\/nl\/c\/([0-9A-Za-z]{12})/.exec(this.page.url())?.[1] ?? '';
  }

  /** Waits until a frame with the chart's cells has been drawn. */
  async waitUntilDrawn(): Promise<void> {
    await expect(this.grid).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  }

  /**
   * Shows the chart's colours only (Weergave → Tonen: Alleen kleuren), for a test that reads cell colours: every
   * chart now draws a symbol per colour at working zoom (issue 28), which covers a cell's centre.
   */
  async showColoursOnly(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Weergave' }).click();
    // The select sits inside its label, so its name is "Tonen" followed by the chosen option.
    await this.page.getByRole('combobox', { name: /^Tonen/ }).selectOption({ label: 'Alleen kleuren' });
    await this.page.getByRole('tab', { name: 'Palet' }).click();
    // The keys go to the chart again, as after a click on it.
    await this.grid.focus();
    await this.waitUntilDrawn();
  }

  /** How many cell bytes the worker decoded and handed to the document. */
  async decodedByteCount(): Promise<number> {
    return Number(await this.grid.getAttribute('data-decoded-bytes'));
  }

  private async placement(): Promise<GridPlacement> {
    return gridPlacement(this.grid);
  }

  /** Where spots within cells are on the page now (no scrolling). */
  private async spotPoints(spots: readonly CellSpot[]): Promise<PagePoint[]> {
    const box = await this.grid.boundingBox();
    if (!box) throw new Error('grid not visible');
    const placement = await this.placement();
    return spots.map(([column, row, x, y]) => ({
      x: box.x + placement.originX + (column + x) * placement.cellWidth,
      y: box.y + placement.originY + (row + y) * placement.cellHeight,
    }));
  }

  /**
   * Brings spots of cells into sight as a user does before looking at them or pointing at them: when one is outside
   * the view or under a ruler, a bar or a panel, scrolls the grid so that the spots' middle comes to the middle of
   * the view (and waits for the frame showing it). Returns which spots are then in sight, in the order given.
   */
  private async bringIntoSight(spots: readonly CellSpot[]): Promise<boolean[]> {
    if ((await uncoveredPoints(this.grid, await this.spotPoints(spots))).every(Boolean)) {
      return spots.map(() => true);
    }
    // The page first (a phone's page scrolls to the grid), then the grid itself.
    await this.grid.scrollIntoViewIfNeeded();
    const points = await this.spotPoints(spots);
    const seen = await uncoveredPoints(this.grid, points);
    if (seen.every(Boolean)) return seen;
    const box = await this.grid.boundingBox();
    if (!box) throw new Error('grid not visible');
    const area = await this.grid.evaluate((host) => {
      const scroller = host.querySelector('.grid-viewport__scroller');
      return { width: scroller?.clientWidth ?? 0, height: scroller?.clientHeight ?? 0 };
    });
    const middle = (values: number[]) => (Math.min(...values) + Math.max(...values)) / 2;
    await scrollGrid(
      this.grid,
      middle(points.map((point) => point.x)) - (box.x + area.width / 2),
      middle(points.map((point) => point.y)) - (box.y + area.height / 2),
    );
    return uncoveredPoints(this.grid, await this.spotPoints(spots));
  }

  /** Brings spots into sight together; fails, naming them, when some stay covered or outside the view. */
  private async showSpots(spots: readonly CellSpot[]): Promise<void> {
    const seen = await this.bringIntoSight(spots);
    const hidden = spots.filter((_, index) => !seen[index]);
    if (hidden.length > 0) {
      throw new Error(
        `Out of sight (outside the view, or under a ruler, a bar or a panel) even after scrolling: ${JSON.stringify(hidden)}`,
      );
    }
  }

  /**
   * The colours a user sees at spots of cells: scrolls as needed (a group at a time when they do not fit the view
   * together) and reads each from a screenshot of what is in sight, never from under a ruler or panel.
   */
  private async readSpots(spots: readonly CellSpot[], shoot: () => Promise<Buffer>): Promise<string[]> {
    const colours: string[] = spots.map(() => '');
    let left = spots.map((_, index) => index);
    while (left.length > 0) {
      const wanted = left.map((index) => spots[index] as CellSpot);
      let seen = await this.bringIntoSight(wanted);
      if (!seen.some(Boolean)) {
        await this.showSpots(wanted.slice(0, 1));
        seen = wanted.map((_, index) => index === 0);
      }
      const shown = left.filter((_, index) => seen[index]);
      const png = await shoot();
      const placement = await this.placement();
      const read = await coloursAt(
        this.page,
        png,
        shown.map((index) => {
          const [column, row, x, y] = spots[index] as CellSpot;
          return {
            x: placement.originX + (column + x) * placement.cellWidth,
            y: placement.originY + (row + y) * placement.cellHeight,
          };
        }),
      );
      shown.forEach((index, position) => (colours[index] = read[position] ?? ''));
      left = left.filter((index) => !shown.includes(index));
    }
    return colours;
  }

  /** The centre of a cell in page coordinates, once the cell is in sight (scrolled to when needed). */
  async cellPoint(column: number, row: number): Promise<PagePoint> {
    const spot = centreOf([column, row]);
    await this.showSpots([spot]);
    const [point] = await this.spotPoints([spot]);
    if (!point) throw new Error('no point');
    return point;
  }

  async clickCell(column: number, row: number): Promise<void> {
    const { x, y } = await this.cellPoint(column, row);
    await this.page.mouse.click(x, y);
  }

  /**
   * A point of the hole lattice (cell units from the grid's top-left corner: whole numbers are corners) on the page,
   * once it is in sight.
   */
  async latticePoint(x: number, y: number): Promise<PagePoint> {
    const [point] = await this.latticePoints([[x, y]]);
    if (!point) throw new Error('no point');
    return point;
  }

  /** Points of the hole lattice on the page, brought into sight together. */
  private async latticePoints(points: ReadonlyArray<readonly [number, number]>): Promise<PagePoint[]> {
    const spots = points.map(([x, y]): CellSpot => [x, y, 0, 0]);
    await this.showSpots(spots);
    return this.spotPoints(spots);
  }

  /** Draws a custom line in the lines mode: presses on one lattice point, drags to the other and releases. */
  async drawCustomLine(from: [number, number], to: [number, number]): Promise<void> {
    const [start, end] = await this.latticePoints([from, to]);
    if (!start || !end) throw new Error('no points');
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 3 });
    await this.page.mouse.move(end.x, end.y, { steps: 3 });
    await this.page.mouse.up();
  }

  /** The colours the user sees at points of the hole lattice (where custom lines run), each read while in sight. */
  async latticeColours(points: ReadonlyArray<readonly [number, number]>): Promise<string[]> {
    return this.readSpots(
      points.map(([x, y]): CellSpot => [x, y, 0, 0]),
      () => this.grid.screenshot({ animations: 'disabled' }),
    );
  }

  /** Clicks a point within a cell (once in sight): `within` is 0 … 1 from the cell's top-left (a half stitch's corner). */
  async clickWithin(column: number, row: number, within: readonly [number, number]): Promise<void> {
    const spot: CellSpot = [column, row, within[0], within[1]];
    await this.showSpots([spot]);
    const [point] = await this.spotPoints([spot]);
    if (!point) throw new Error('no point');
    await this.page.mouse.click(point.x, point.y);
  }

  /**
   * The colours shown at points within cells (`[column, row, x, y]`, x and y 0 … 1 from the cell's top-left), each
   * read while in sight.
   */
  async coloursWithin(points: readonly CellSpot[]): Promise<string[]> {
    return this.readSpots(points, () => this.canvas.screenshot({ animations: 'disabled' }));
  }

  /** Presses on one cell, moves through to another and releases; with shift held when asked. */
  async dragCells(
    from: [number, number],
    to: [number, number],
    options: { shift?: boolean } = {},
  ): Promise<void> {
    const spots = [centreOf(from), centreOf(to)];
    await this.showSpots(spots);
    const [start, end] = await this.spotPoints(spots);
    if (!start || !end) throw new Error('no points');
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    if (options.shift) await this.page.keyboard.down('Shift');
    await this.page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2 + 3, { steps: 3 });
    await this.page.mouse.move(end.x, end.y, { steps: 3 });
    await this.page.mouse.up();
    if (options.shift) await this.page.keyboard.up('Shift');
  }

  /**
   * Draws along `row` from column `first` to `last` in style 2 (chosen with its key) and waits until the cells show
   * its colour; returns the colour and the cells.
   */
  async drawLine(
    row: number,
    first: number,
    last: number,
  ): Promise<{ colour: string; line: Array<[number, number]> }> {
    await this.page.keyboard.press('2');
    await expect(this.style(2)).toHaveAttribute('aria-pressed', 'true');
    const colour = (await this.style(2).getAttribute('data-colour')) ?? '';
    await this.dragCells([first, row], [last, row]);
    const line: Array<[number, number]> = [];
    for (let column = first; column <= last; column += 1) line.push([column, row]);
    await expect.poll(() => this.cellColours(line)).toEqual(line.map(() => colour));
    return { colour, line };
  }

  /**
   * Fills the whole chart with the style of digit `fillKey`, then draws each rectangle (corner cells) in the style
   * of its digit, and waits for the frame: a chart of several colours, as the download specs draw it.
   */
  async fillThenRectangles(
    fillKey: string,
    rectangles: ReadonlyArray<readonly [string, [number, number], [number, number]]>,
  ): Promise<void> {
    await this.page.keyboard.press(fillKey);
    await this.tool('Vullen').click();
    await this.clickCell(0, 0);
    await this.tool('Rechthoek').click();
    for (const [key, from, to] of rectangles) {
      await this.page.keyboard.press(key);
      await this.dragCells(from, to);
    }
    await expect(this.grid).toHaveAttribute('data-ready', 'true');
  }

  /**
   * The colour shown at the centre of each cell, read back from the canvas as the user sees it: a cell outside the
   * view or under a ruler, bar or panel is scrolled into sight first, whatever the window's size.
   */
  async cellColours(cells: ReadonlyArray<readonly [number, number]>): Promise<string[]> {
    return this.coloursWithin(cells.map(centreOf));
  }

  /** The cell the grid outlines under the pointer ("column,row"), or null when none is outlined. */
  async hoveredCell(): Promise<string | null> {
    return this.grid.getAttribute('data-hover-cell');
  }

  /** The box of a cell within the grid element, in CSS pixels. */
  async cellBox(
    column: number,
    row: number,
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    const placement = await this.placement();
    return {
      x: placement.originX + column * placement.cellWidth,
      y: placement.originY + row * placement.cellHeight,
      width: placement.cellWidth,
      height: placement.cellHeight,
    };
  }

  /**
   * The colours the user sees at points of the grid element (the canvas and what lies over it), where they are now:
   * for a spec that looks at the view itself (a hover outline), not at cells, which cellColours brings into sight.
   */
  async gridColoursAt(points: ReadonlyArray<readonly [number, number]>): Promise<string[]> {
    const png = await this.grid.screenshot({ animations: 'disabled' });
    return coloursAt(
      this.page,
      png,
      points.map(([x, y]) => ({ x, y })),
    );
  }

  /** Screenshots the canvas as the user sees it and counts the given colours, decoding the PNG in the page. */
  async canvasColours(colours: readonly string[]): Promise<ColourCounts> {
    const png = await this.canvas.screenshot({ animations: 'disabled' });
    return countColours(this.page, png, colours);
  }
}
