import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** Counts of exact colours (`#rrggbb`) in a picture, plus its size. */
export interface ColourCounts {
  readonly width: number;
  readonly height: number;
  readonly counts: Readonly<Record<string, number>>;
}

/** The chart editor at /nl/c/{chartId}. */
export class Editor extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async gotoNew(): Promise<void> {
    await this.goto('/nl/c/new');
  }

  /** The drawing of the grid (a canvas inside an element with role img). */
  get grid(): Locator {
    return this.page.getByRole('img', { name: 'Chartraster' });
  }

  get canvas(): Locator {
    return this.grid.locator('canvas');
  }

  get errorMessage(): Locator {
    return this.page.getByRole('alert');
  }

  /** Waits until a frame with the chart's cells has been drawn. */
  async waitUntilDrawn(): Promise<void> {
    await expect(this.grid).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  }

  /** How many cell bytes the worker decoded and handed to the document. */
  async decodedByteCount(): Promise<number> {
    return Number(await this.grid.getAttribute('data-decoded-bytes'));
  }

  /** Screenshots the canvas as the user sees it and counts the given colours, decoding the PNG in the page. */
  async canvasColours(colours: readonly string[]): Promise<ColourCounts> {
    const png = await this.canvas.screenshot({ animations: 'disabled' });
    return this.page.evaluate(
      async ({ base64, wanted }) => {
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const counts: Record<string, number> = Object.fromEntries(wanted.map((colour) => [colour, 0]));
        for (let offset = 0; offset < data.length; offset += 4) {
          const hex = `#${[data[offset], data[offset + 1], data[offset + 2]]
            .map((byte) => (byte ?? 0).toString(16).padStart(2, '0'))
            .join('')}`;
          if (hex in counts) counts[hex] = (counts[hex] ?? 0) + 1;
        }
        return { width: bitmap.width, height: bitmap.height, counts };
      },
      { base64: png.toString('base64'), wanted: [...colours] },
    );
  }
}
