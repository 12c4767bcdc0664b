import { expect, type Locator, type Page } from '@playwright/test';
import { Editor } from './Editor';

/** The progress tracker screen of the editor (mode "Voortgang bijhouden"): side panel, or bar and sheet on a phone. */
export class Tracker extends Editor {
  constructor(page: Page) {
    super(page);
  }

  /** Switches the editor to the tracker. */
  async open(): Promise<void> {
    await this.tool('Voortgang bijhouden').click();
    await expect(this.tool('Voortgang bijhouden')).toHaveAttribute('aria-pressed', 'true');
  }

  /** The tracker: the side panel on a wide screen, the bar over the chart on a phone. */
  get panel(): Locator {
    return this.page.getByRole('complementary', { name: 'Voortgang bijhouden' });
  }

  get bar(): Locator {
    return this.page.getByRole('group', { name: 'Voortgang bijhouden' });
  }

  /** The key's entries (one button per style the chart uses). */
  get keyEntries(): Locator {
    return this.page.getByRole('region', { name: 'Legenda' }).getByRole('button');
  }

  /** What a tap on the chart does: Afvinken, Kleur aanwijzen, Blok afvinken, Parkeren. */
  tapAction(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Tik op de chart' })
      .getByRole('button', { name, exact: true });
  }

  /** The toast of "Blok afvinken" (its text, then its buttons). */
  get toast(): Locator {
    return this.page.getByRole('status').filter({ hasText: /afgevinkt|af te vinken/ });
  }

  /** A touch tap on a cell (the phone). */
  async tapCell(column: number, row: number): Promise<void> {
    const { x, y } = await this.cellPoint(column, row);
    await this.page.touchscreen.tap(x, y);
  }
}
