/**
 * The same text everywhere (issue 27): for one chart with stored written-pattern settings, the bottom panel's job,
 * the PDF's written pages (`writtenPatternForPdf`, which the download screen and `convert --written` print) and
 * the chart file the convert command reads back give the same lines. The PDF leaves out the title line (its page
 * heading carries it), so the chart here has none.
 */
/* eslint-disable @typescript-eslint/no-restricted-imports -- a test: it compares the panel with the PDF writer */
import { chartWriterOf, readSteekwerkJson, writeSteekwerkJson, type WriteOptions } from '@steekwerk/formats';
import { writtenPatternForPdf } from '@steekwerk/formats/pdf';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { createPaletteStyle, defaultStylesOf, defaultWrittenSettings } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { runWritten } from '../../engine/writtenProtocol';
import { snapshotOfDocument } from '../openChart';
import { TestEditor } from '../testing/TestEditor';
import { updateChartSettings, updateGridSettings } from '../document/commands/settingsCommands';
import { writtenJobOf } from './writtenJob';

function ribbedChart(): TestEditor {
  const styles = [
    createPaletteStyle(1, { abbreviation: 'r', description: 'recht' }),
    createPaletteStyle(2, { abbreviation: 'av', description: 'averecht' }),
  ];
  const editor = TestEditor.create({ columns: 12, rows: 6, styles, craft: 'knitting' });
  for (let row = 0; row < 6; row += 1)
    for (let column = 0; column < 12; column += 1)
      editor.document.setCell(column, row, (column + row) % 4 < 2 ? 1 : 2);
  editor.editor.run(updateChartSettings, { title: '' });
  return editor;
}

async function chartFileText(editor: TestEditor): Promise<string> {
  const snapshot = snapshotOfDocument(editor.document);
  const read = readSteekwerkJson(writeSteekwerkJson(snapshot));
  const written = await chartWriterOf('written_text')!.write(
    { chart: { ...read.state, grid: snapshot.chart.grid }, cells: snapshot.cells },
    {} as WriteOptions,
  );
  return new TextDecoder().decode(written.bytes as Uint8Array);
}

describe('the written text in the panel, the PDF and the convert command', () => {
  it('is the same with the defaults and with stored settings, back and forth or in the round', async () => {
    const editor = ribbedChart();
    const check = async () => {
      const panel = runWritten(writtenJobOf(editor.document));
      const pdf = writtenPatternForPdf(snapshotOfDocument(editor.document));
      expect(pdf.text).toBe(panel.text);
      // The chart file round trip (what `convert` reads) keeps the settings: its .txt is the same text.
      expect(await chartFileText(editor)).toBe(panel.text);
      return panel.text;
    };
    expect(await check()).toContain('Toer 1: ');

    editor.editor.run(updateGridSettings, { direction2: 'rightToLeftAlternating', directionRunLength: 1 });
    expect(await check()).toContain('Naald 2 (VK): ');

    editor.editor.run(updateChartSettings, {
      written: {
        ...defaultWrittenSettings,
        rowText: 'Rij @ -',
        rowsText: 'Rijen @ t/m @ -',
        countPlural: '= @ st.',
        stitchDivider: '; ',
        usageText: 'Samen:',
        legend: true,
        detectRepeats: true,
        repeatStyle: 'stars',
        ignoreStitchesLeft: 1,
      },
    });
    const text = await check();
    expect(text).toContain('Rijen 1 t/m 2 - 1 r; *2 av; 2 r*; herhaal van * tot *');
    expect(text).toContain('Legenda:');
    expect(text).toContain('Samen:');
    expect(text).toMatch(/= 11 st\./);
  });

  it('names the wrong-side stitches of a lace chart alike, in the text and in the table mode', async () => {
    const editor = TestEditor.create({
      columns: 6,
      rows: 4,
      craft: 'knitting',
      type: 'lace',
      styles: defaultStylesOf('knitting', 'lace'),
    });
    // Lace styles: 1 r, 2 av, 3 omsl, 4 2 r samen, 5 ovh. Even rows knit squares, odd rows lace.
    for (let row = 0; row < 4; row += 1)
      [1, 3, 4, 5, 3, 1].forEach((style, column) =>
        editor.document.setCell(column, row, row % 2 ? style : 1),
      );
    editor.editor.run(updateChartSettings, { title: '' });
    editor.editor.run(updateGridSettings, { direction2: 'rightToLeftAlternating', directionRunLength: 1 });
    const same = async () => {
      const panel = runWritten(writtenJobOf(editor.document));
      expect(writtenPatternForPdf(snapshotOfDocument(editor.document)).text).toBe(panel.text);
      expect(await chartFileText(editor)).toBe(panel.text);
      return panel.text;
    };
    expect(await same()).toContain('Naald 2 (VK): 6 av (6 steken)');
    editor.editor.run(updateChartSettings, { written: { ...defaultWrittenSettings, mode: 'table' } });
    const table = await same();
    expect(table).toContain('Toer\tKant\tRichting\tInstructie\tSteken\n');
    expect(table).toContain('Toer 2\tVK\tnaar rechts\t6 av\t6\n');
  });
});
