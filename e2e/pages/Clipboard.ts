import type { Locator, Page } from '@playwright/test';
import { Editor } from './Editor';

/** The editor's selection, clipboard and preview layer (select mode, Ctrl+C/V, R, M). */
export class Clipboard extends Editor {
  constructor(page: Page) {
    super(page);
  }

  /** Select mode, then a drag from one cell to another selects the rectangle between them. */
  async select(from: [number, number], to: [number, number]): Promise<void> {
    await this.tool('Selecteren').click();
    await this.dragCells(from, to);
  }

  /** What the clipboard last did, told over the grid. */
  get notice(): Locator {
    return this.page.getByRole('status', { name: 'Klembord' });
  }

  /** Rests the pointer on a cell (a paste goes there) without pressing. */
  async pointAt(column: number, row: number): Promise<void> {
    const { x, y } = await this.cellPoint(column, row);
    await this.page.mouse.move(x, y);
  }
}

/**
 * An OXS file of `columns` × `rows` with a 3 × 2 block of DMC 943 at cells (1, 1)–(3, 2) and two half stitches of
 * DMC 3708 right of it: the top-left half of cell (4, 1) and the bottom-left half of cell (4, 2).
 */
export function blockWithHalfStitchesOxs(columns = 10, rows = 8): string {
  const stitches: string[] = [];
  for (let y = 1; y <= 2; y += 1)
    for (let x = 1; x <= 3; x += 1) stitches.push(`<stitch x="${x}" y="${y}" palindex="1"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<chart>
<format comments01="palettecount excludes cloth color, which is item 0"/>
<properties oxsversion="1.0" software="Steekwerk e2e" chartheight="${rows}" chartwidth="${columns}" charttitle="Blok" palettecount="2"/>
<palette>
<palette_item index="0" number="cloth" name="cloth" color="FFFFFF"/>
<palette_item index="1" number="DMC 943" name="Turquoise VY DK" color="23725C"/>
<palette_item index="2" number="DMC 3708" name="Melon LT" color="FFACAE"/>
</palette>
<fullstitches>
${stitches.join('\n')}
</fullstitches>
<partstitches>
<partstitch x="4" y="1" palindex1="2" direction="3"/>
<partstitch x="4" y="2" palindex1="2" direction="4"/>
</partstitches>
</chart>
`;
}
