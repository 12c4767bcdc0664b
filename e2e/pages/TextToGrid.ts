import type { Locator, Page } from '@playwright/test';
import { Editor } from './Editor';

/** The editor's bottom panel in its text-to-grid mode. */
export class TextToGrid extends Editor {
  constructor(page: Page) {
    super(page);
  }

  async openPanel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Onderpaneel tonen' }).click();
    await this.page.getByRole('button', { name: 'Tekst naar raster' }).click();
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Tekst naar raster' });
  }

  field(name: string): Locator {
    return this.panel.getByLabel(name, { exact: true });
  }

  button(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The preview layer over the grid; `data-layer` holds `x,y,columns,rows` while it shows. */
  get layer(): Locator {
    return this.page.getByRole('img', { name: 'Voorbeeld van de tekst' });
  }

  async layerBox(): Promise<{ x: number; y: number; columns: number; rows: number }> {
    const [x = 0, y = 0, columns = 0, rows = 0] = ((await this.layer.getAttribute('data-layer')) ?? '')
      .split(',')
      .map(Number);
    return { x, y, columns, rows };
  }
}
