import type { Locator, Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** "Importeer een bestand" on the create screen (/nl/chart/create). */
export class ChartFileImportSection extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(): Promise<void> {
    await this.goto('/nl/chart/create');
  }

  get sectionHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Importeer een bestand' });
  }

  /** The visible button that opens the file choice. */
  get chooseButton(): Locator {
    return this.page.getByText('Kies een bestand', { exact: true });
  }

  /** Chooses a file through the file picker the button opens. */
  async choose(name: string, content: string | Buffer): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.chooseButton.click();
    await (
      await chooser
    ).setFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
  }

  get error(): Locator {
    return this.page.getByRole('alert');
  }
}

/** An OXS file as WinStitch/MacStitch writes it: padded DMC numbers, a blend mark, a backstitch, a marked stitch. */
export function winStitchOxs(columns: number, rows: number): string {
  const stitches: string[] = [];
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      const palindex = (Math.floor(x / 5) + Math.floor(y / 5)) % 4;
      if (palindex > 0)
        stitches.push(`<stitch x="${x}" y="${y}" palindex="${palindex}"${x === 0 ? ' marked="true"' : ''}/>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<chart>
<format comments01="palettecount excludes cloth color, which is item 0"/>
<properties oxsversion="1.0" software="Ursa Software" software_version="2021" chartheight="${rows}" chartwidth="${columns}" charttitle="Biggetjes" palettecount="3"/>
<palette>
<palette_item index="0" number="cloth" name="cloth" color="FFFFFF"/>
<palette_item index="1" number="DMC    943" name="Turquoise VY DK" color="23725C" strands="2" symbol="7"/>
<palette_item index="2" number="DMC   3708" name="Melon LT" color="FFACAE" strands="2" symbol="30"/>
<palette_item index="3" number="DMC 158 [+]" name="DMC 158 [+] DMC 208" color="4C526E" blendcolor="835B8B"/>
</palette>
<fullstitches>
${stitches.join('\n')}
</fullstitches>
<backstitches>
<backstitch x1="0.2" x2="3.6" y1="1.4" y2="2.8" palindex="3" objecttype="backstitch" sequence="0"/>
</backstitches>
</chart>
`;
}

/** "Volg een PDF-patroon" (/nl/chart/follow-pdf): a pattern PDF read, looked at and opened in the tracker. */
export class FollowPdfScreen extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** The link to the screen (the personal home, my charts, the landing page). */
  get link(): Locator {
    return this.page.getByRole('link', { name: 'Volg een PDF-patroon' });
  }

  /** Chooses a file through the file picker of the screen's button. */
  async choose(name: string, content: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByText('Kies een PDF-patroon', { exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: content });
  }

  /** What was found, with its previews and buttons. */
  get found(): Locator {
    return this.page.getByRole('region', { name: 'Gevonden in het PDF-patroon' });
  }

  /** The PDF's first page, drawn by pdf.js (an image once drawn). */
  get firstPage(): Locator {
    return this.found.getByRole('img', { name: 'Eerste pagina van de PDF' });
  }

  /** The chart as imported. */
  get chartPreview(): Locator {
    return this.found.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' });
  }

  get acceptButton(): Locator {
    return this.found.getByRole('button', { name: 'Volg dit patroon' });
  }
}
