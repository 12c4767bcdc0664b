import { expect, type Locator, type Page } from '@playwright/test';
import { Editor } from './Editor';
import { gridPlacement, type PagePoint } from './gridSight';

/** A freeform chart's drawing: an application region named for it. */
export function freeformArea(page: Page): Locator {
  return page.getByRole('application', { name: 'Vrije-vormchart' });
}

/** Where a point of a freeform chart (units) is on the page now: one cell of the viewport is one unit. */
export async function freeformPointOf(area: Locator, x: number, y: number): Promise<PagePoint> {
  const placement = await gridPlacement(area);
  const host = await area.boundingBox();
  return {
    x: (host?.x ?? 0) + placement.originX + x * placement.cellWidth,
    y: (host?.y ?? 0) + placement.originY + y * placement.cellHeight,
  };
}

/** A freeform chart in the editor, as the select tool's user sees it: points in freeform units, the selection. */
export class FreeformSelection extends Editor {
  constructor(page: Page) {
    super(page);
  }

  override get grid(): Locator {
    return freeformArea(this.page);
  }

  /** The selection drawn over the chart; `data-count` is how many symbols are selected. */
  get selection(): Locator {
    return this.page.locator('svg.freeform-selection');
  }

  /** The select tool's bar. */
  get bar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Selectie' });
  }

  /** How many symbols are selected (0 when the overlay is gone). */
  async selectedCount(): Promise<number> {
    // Read at once: the overlay goes away when nothing is selected.
    return this.selection.evaluateAll((found) => Number(found[0]?.getAttribute('data-count') ?? 0));
  }

  /** The selection box in page pixels. */
  async selectionBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const [x = 0, y = 0, width = 0, height = 0] = ((await this.selection.getAttribute('data-box')) ?? '')
      .split(',')
      .map(Number);
    const host = await this.grid.boundingBox();
    return { x: x + (host?.x ?? 0), y: y + (host?.y ?? 0), width, height };
  }

  /** The middle of the selection box in freeform units (as the view is now). */
  async selectionCentre(): Promise<{ x: number; y: number }> {
    const box = await this.selectionBox();
    const origin = await this.pointOf(0, 0);
    const unit = Number(await this.grid.getAttribute('data-cell-width'));
    return {
      x: (box.x + box.width / 2 - origin.x) / unit,
      y: (box.y + box.height / 2 - origin.y) / unit,
    };
  }

  /** Where a freeform point (units) is on the page now. */
  async pointOf(x: number, y: number): Promise<PagePoint> {
    return freeformPointOf(this.grid, x, y);
  }

  /** Clicks a freeform point, with shift held when asked (shift-click adds to the selection). */
  async clickAt(x: number, y: number, shift = false): Promise<void> {
    const point = await this.pointOf(x, y);
    if (shift) await this.page.keyboard.down('Shift');
    await this.page.mouse.click(point.x, point.y);
    if (shift) await this.page.keyboard.up('Shift');
  }

  /** Clicks freeform points one after another (the view must not move meanwhile: it is read once). */
  async clickEach(points: ReadonlyArray<readonly [number, number]>): Promise<void> {
    const placement = await gridPlacement(this.grid);
    const host = await this.grid.boundingBox();
    for (const [x, y] of points) {
      await this.page.mouse.click(
        (host?.x ?? 0) + placement.originX + x * placement.cellWidth,
        (host?.y ?? 0) + placement.originY + y * placement.cellHeight,
      );
    }
  }

  /** Drags from one page point to another in steps. */
  async dragPage(from: PagePoint, to: PagePoint, shift = false): Promise<void> {
    const mouse = this.page.mouse;
    if (shift) await this.page.keyboard.down('Shift');
    await mouse.move(from.x, from.y);
    await mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y + ((to.y - from.y) * step) / 8);
    }
    await mouse.up();
    if (shift) await this.page.keyboard.up('Shift');
  }

  /** Drags between two freeform points. */
  async drag(from: [number, number], to: [number, number], shift = false): Promise<void> {
    await this.dragPage(await this.pointOf(...from), await this.pointOf(...to), shift);
  }

  /** Drags the rotate handle (28 px above the selection box's top middle) to a page point. */
  async dragRotateHandle(to: PagePoint, shift = false): Promise<void> {
    const box = await this.selectionBox();
    await this.dragPage({ x: box.x + box.width / 2, y: box.y - 28 }, to, shift);
  }

  /**
   * Turns a selection lying as a row a quarter turn with the handle and shift (15° steps) and waits until it stands
   * upright.
   */
  async turnRowUpright(): Promise<void> {
    const before = await this.selectionBox();
    expect(before.width).toBeGreaterThan(before.height * 3);
    await this.dragRotateHandle({ x: before.x + before.width + 200, y: before.y + before.height / 2 }, true);
    await expect
      .poll(async () => {
        const box = await this.selectionBox();
        return box.height > box.width * 3;
      })
      .toBe(true);
  }

  async expectSelected(count: number): Promise<void> {
    await expect.poll(() => this.selectedCount()).toBe(count);
  }

  /** The header's count of stitches in the chart (`data-symbol-count`). */
  get symbolCount(): Locator {
    return this.page.locator('[data-symbol-count]');
  }

  async expectSymbolCount(count: number): Promise<void> {
    await expect(this.symbolCount).toHaveAttribute('data-symbol-count', String(count));
  }

  /** How many dark pixels the canvas shows in a square of `radius` units around a freeform point. */
  async inkAround(x: number, y: number, radius: number): Promise<number> {
    return darkPixelsAround(this.page, this.grid, x, y, radius);
  }

  /** The "Toerengids" panel folded over the chart (its summary opens it). */
  get roundGuidePanel(): Locator {
    return this.page.locator('details.round-guide-panel');
  }

  /** The stitch count of each round in the panel ("Toer 1: 6 steken"). */
  get roundCounts(): Locator {
    return this.page.getByRole('list', { name: 'Toerengids' });
  }

  /** Opens the round guide panel (when folded) and adds a guide on the selected layer: 3 rounds of 6 segments. */
  async addRoundGuide(): Promise<void> {
    if (!(await this.roundGuidePanel.evaluate((details) => (details as HTMLDetailsElement).open))) {
      await this.page.getByText('Toerengids', { exact: true }).click();
    }
    await this.page.getByRole('button', { name: 'Toerengids toevoegen' }).click();
    await expect(this.page.getByLabel('Segmenten')).toHaveValue('6');
  }

  /** Opens the Lagen tab. */
  async openLayers(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Lagen' }).click();
  }

  /** A layer's visibility checkbox ("Laag 1 zichtbaar"). */
  layerVisible(title: string): Locator {
    return this.page.getByRole('checkbox', { name: `${title} zichtbaar` });
  }
}

/** How many dark pixels the canvas shows in a square of `radius` units around a point of a freeform chart. */
export async function darkPixelsAround(
  page: Page,
  area: Locator,
  x: number,
  y: number,
  radius: number,
): Promise<number> {
  const centre = await freeformPointOf(area, x, y);
  const cell = Number(await area.getAttribute('data-cell-width'));
  return page.evaluate(
    ({ centre, half }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.grid-viewport__canvas')!;
      const bounds = canvas.getBoundingClientRect();
      const scale = canvas.width / bounds.width;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const left = Math.round((centre.x - bounds.left - half) * scale);
      const top = Math.round((centre.y - bounds.top - half) * scale);
      const side = Math.max(1, Math.round(2 * half * scale));
      const { data } = context.getImageData(left, top, side, side);
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (data[index]! + data[index + 1]! + data[index + 2]! < 300) dark += 1;
      }
      return dark;
    },
    { centre, half: radius * cell },
  );
}
