import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** The sample photos committed in `fixtures/photos/`. */
export function samplePicture(name: string): string {
  const file = path.join(__dirname, '..', '..', 'fixtures', 'photos', name);
  if (!existsSync(file)) {
    throw new Error(`The sample picture ${file} is missing from fixtures/photos/`);
  }
  return file;
}

/** The picture import screen at /nl/chart/create/{craft}/{type}/convert-picture-photo-image. */
export class PictureImport extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(craftSlug: string, typeSlug: string): Promise<void> {
    await this.goto(`/nl/chart/create/${craftSlug}/${typeSlug}/convert-picture-photo-image`);
    await expect(this.heading('Afbeelding omzetten naar een chart')).toBeVisible();
  }

  /** Chooses a file through the screen's file field. */
  async choose(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel('Foto kiezen').setInputFiles(file);
  }

  get settings(): Locator {
    return this.page.getByRole('form', { name: 'Instellingen' });
  }

  field(name: string): Locator {
    return this.settings.getByLabel(name, { exact: true });
  }

  get progressBar(): Locator {
    return this.page.getByRole('progressbar', { name: 'Foto importeren' });
  }

  get preview(): Locator {
    return this.page.getByRole('img', { name: /^Voorbeeld van de chart/ });
  }

  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Chart maken' });
  }
}
