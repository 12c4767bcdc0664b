import { createChartState, createPaletteStyle, type ChartType, type Craft } from '@steekwerk/model';
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage';
import { Editor } from './Editor';

/** A tab id and save id for saves made from a test. */
function randomId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Saves a new chart through `chart/save/new` from the page's browser context (its session cookie), as the
 * editor's first save does; returns the chart id.
 */
export async function saveNewChart(
  page: Page,
  options: {
    craft: Craft;
    type: ChartType;
    columns: number;
    rows: number;
    title: string;
    /** Style ids 1..3, one per cell, row by row (default: 1, 2, 3, 1, …). */
    cells?: Uint8Array;
  },
): Promise<string> {
  const cells =
    options.cells ?? new Uint8Array(options.columns * options.rows).map((_, index) => 1 + (index % 3));
  const state = createChartState({
    craft: options.craft,
    type: options.type,
    size: { columnCount: options.columns, rowCount: options.rows },
    rows: `1:${Buffer.from(cells).toString('base64')}`,
    title: options.title,
    styles: [
      createPaletteStyle(1, { colorBackground: '#bf3f3f' }),
      createPaletteStyle(2, { colorBackground: '#3f7fbf' }),
      createPaletteStyle(3, { colorBackground: '#f2d64b' }),
    ],
  });
  const response = await page.request.post('/nl/ajax/chart/save/new', {
    data: { state, s: randomId('e2e-tab'), v: 11, saveId: randomId('e2e-save') },
  });
  const body = (await response.json()) as { status?: string; chartId?: string };
  if (body.status !== 'ok' || !body.chartId) throw new Error(`saving failed: ${JSON.stringify(body)}`);
  return body.chartId;
}

/** The create screens: the craft picker and a craft's form. */
export class ChartCreate extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get craftPicker(): Locator {
    return this.page.getByRole('navigation', { name: 'Handwerkvormen' });
  }

  /**
   * Creates a chart as a user does: picks the craft, type and size, and in the editor that opens gives it a title
   * and draws a cell; waits until the editor has saved it and returns its id.
   */
  async createInEditor(
    craftLabel: string,
    typeLabel: string | undefined,
    size: { columns: number; rows: number },
    title: string,
  ): Promise<string> {
    await this.create(craftLabel, typeLabel, size.columns, size.rows);
    const editor = new Editor(this.page);
    await editor.waitUntilDrawn();
    await this.page.getByRole('tab', { name: 'Chart', exact: true }).click();
    await this.page.getByLabel('Titel', { exact: true }).fill(title);
    await editor.clickCell(1, 1);
    return editor.waitUntilSaved();
  }

  /** Picks a craft, a type and a size and presses "Chart maken"; returns the query the editor opens with. */
  async create(craftLabel: string, typeLabel: string | undefined, columns: number, rows: number) {
    await this.goto('/nl/chart/create');
    await expect(this.heading('Kies jouw handwerkvorm:')).toBeVisible();
    await this.craftPicker.getByRole('link', { name: craftLabel, exact: true }).click();
    await expect(this.heading(`Handwerkvorm: ${craftLabel}`)).toBeVisible();
    if (typeLabel) await this.page.getByRole('radio', { name: typeLabel, exact: true }).check();
    await this.page.getByLabel('Breedte (steken)').fill(String(columns));
    await this.page.getByLabel('Hoogte (rijen)').fill(String(rows));
    await this.page.getByRole('button', { name: 'Chart maken' }).click();
    await expect(this.page).toHaveURL(/\/nl\/c\/new\?/);
    return new URL(this.page.url()).searchParams;
  }
}

/** "Mijn charts", the search results and their context menus. */
export class ChartsList extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(folder = ''): Promise<void> {
    await this.goto(folder ? `/nl/browse/${folder}` : '/nl/browse');
    await expect(this.heading('Mijn charts')).toBeVisible();
  }

  get navigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Mappen en weergaven' });
  }

  /** The link of a chart's title in the list. */
  chart(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title, exact: true });
  }

  /** The chart's thumbnail tile or table row. */
  item(title: string): Locator {
    return this.page
      .locator('.chart-item')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  /** Opens a chart's menu with its menu icon. */
  async openMenu(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Chart menu van ${title}`, exact: true }).click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  async choose(title: string, item: string): Promise<void> {
    const menu = await this.openMenu(title);
    await menu.getByRole('menuitem', { name: item, exact: true }).click();
  }

  async createFolder(name: string): Promise<void> {
    await this.navigation.getByRole('button', { name: '+ Nieuwe map' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nieuwe map' });
    await dialog.getByLabel('Naam van de map').fill(name);
    await dialog.getByRole('button', { name: 'Map maken' }).click();
    await expect(this.navigation.getByRole('link', { name: new RegExp(`^${name} \\(`) })).toBeVisible();
  }

  async openFolder(name: string): Promise<void> {
    await this.navigation.getByRole('link', { name: new RegExp(`^${name} \\(`) }).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  /** Whether a chart's thumbnail is a real, decoded image. */
  async thumbnailLoaded(title: string): Promise<boolean> {
    const image = this.item(title).locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    return image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);
  }
}

/** The chart sub-screens /nl/c/{chartId}/settings, /share, /clone, /delete and the list's properties page. */
export class ChartScreens extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get propertiesForm(): Locator {
    return this.page.getByRole('form', { name: 'Chartinstellingen' });
  }

  get publicLinkCheckbox(): Locator {
    return this.page.getByRole('checkbox', { name: /Openbare link/ });
  }

  get publicLink(): Locator {
    return this.page.getByLabel('Link naar deze chart');
  }

  get qrCode(): Locator {
    return this.page.getByRole('img', { name: 'QR-code van de openbare link' });
  }
}
