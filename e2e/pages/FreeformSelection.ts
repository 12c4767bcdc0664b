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

  async expectSelected(count: number): Promise<void> {
    await expect.poll(() => this.selectedCount()).toBe(count);
  }
}
