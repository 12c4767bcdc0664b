import type { Locator, Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** The visitor's landing page (`/nl`): the example charts, one per craft. */
export class Landing extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  get examples(): Locator {
    return this.page.getByRole('list', { name: 'Voorbeeldcharts per handwerkvorm' });
  }

  get exampleImages(): Locator {
    return this.examples.getByRole('img');
  }

  /** The craft names under the examples, in order. */
  async craftNames(): Promise<string[]> {
    return this.examples.locator('.landing-example__craft').allTextContents();
  }

  /** How many example images the browser decoded with a size (loaded, not broken). */
  async loadedImageCount(): Promise<number> {
    return this.exampleImages
      .evaluateAll((images) =>
        images.filter((image) => {
          const element = image as HTMLImageElement;
          return element.complete && element.naturalWidth > 0;
        }),
      )
      .then((loaded) => loaded.length);
  }
}
