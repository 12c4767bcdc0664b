import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartFileEngine } from '../../chartFiles/ChartFileImport';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { PaletteImport } from './PaletteImport';

afterEach(cleanup);

const oxsChart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AQ==',
  styles: [
    createPaletteStyle(1, {
      colorBackground: '#23725c',
      productId: 'dmc-943',
      description: 'DMC 943 Turquoise VY DK',
    }),
  ],
});

function renderImport(engine: ChartFileEngine) {
  const editor = TestEditor.create();
  const messages: string[] = [];
  render(
    <EditorContext.Provider value={editor.editor}>
      <PaletteImport engine={engine} onMessage={(message) => messages.push(message)} />
    </EditorContext.Provider>,
  );
  const input = screen.getByLabelText('Palet importeren', { selector: 'input' });
  const choose = (name: string) => fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  return { editor, messages, choose };
}

describe('Palet importeren from an OXS file or a PNG', () => {
  it('takes the palette the worker read from the file', async () => {
    const asked: string[] = [];
    const { editor, messages, choose } = renderImport({
      importChartFile: async (_file, name) => {
        asked.push(name);
        return { ok: true, state: oxsChart, skipped: {} };
      },
    });
    choose('biggetjes.oxs');
    await vi.waitFor(() => expect(messages).toEqual(['1 stijlen toegevoegd, 0 al aanwezig.']));
    expect(asked).toEqual(['biggetjes.oxs']);
    expect(editor.document.meta.palette.styles.at(-1)).toMatchObject({ productId: 'dmc-943' });
  });

  it("passes on the worker's Dutch message for a bad file", async () => {
    const { messages, choose } = renderImport({
      importChartFile: async () => ({
        ok: false,
        code: 'unreadableFile',
        message: 'Het PNG-bestand klopt niet: het is geen PNG-bestand.',
      }),
    });
    choose('foto.png');
    await vi.waitFor(() =>
      expect(messages).toEqual(['Het PNG-bestand klopt niet: het is geen PNG-bestand.']),
    );
  });
});
