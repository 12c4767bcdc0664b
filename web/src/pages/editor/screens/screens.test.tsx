import { stitchStyle } from '@steekwerk/model';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../../../editor/editorStore';
import { TestEditor } from '../../../editor/testing/TestEditor';
import { PalettePanel } from '../../../editor/panels/PalettePanel';
import { EditorContext } from '../../../editor/ui/EditorContext';
import { newChartAccess } from '../../../editor/document/editability';
import type { ChartFacts } from '../useChartFacts';
import { ChartPropertiesPage } from './ChartPropertiesPage';
import { ChartZoomPage } from './ChartZoomPage';
import { OpenEditorContext } from './openEditor';
import { chosenStyleId, SymbolPropertiesPage } from './SymbolPropertiesPage';
import { percentOfZoom } from '../../../editor/viewport/zoomPresets';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

const facts: ChartFacts = {
  chartId: 'abc123',
  owner: true,
  loggedIn: true,
  locked: false,
  allowClone: true,
  allowExport: false,
  premiumUser: false,
  columnCount: 20,
  rowCount: 20,
};

function renderScreen(page: ReactNode, test: TestEditor | undefined, address = '/nl/c/abc123/screen') {
  if (test) disconnect = connectEditorToStore(test.editor);
  render(
    <MemoryRouter initialEntries={[address]}>
      <OpenEditorContext.Provider value={{ editor: test?.editor, facts, chartPath: '/nl/c/abc123' }}>
        {page}
      </OpenEditorContext.Provider>
    </MemoryRouter>,
  );
  return test;
}

const knitting = () =>
  TestEditor.create({
    styles: [stitchStyle(1, 'knit'), stitchStyle(2, 'purl'), stitchStyle(3, 'yarn-over')],
  });

describe('the symbol-properties screen', () => {
  it('says the chart is opening while there is no editor yet', () => {
    renderScreen(<SymbolPropertiesPage />, undefined);
    expect(screen.getByRole('heading', { name: 'Symbooleigenschappen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('De chart wordt geopend…');
  });

  it('changes a text once it is done, as one step that undo takes back', () => {
    const test = renderScreen(<SymbolPropertiesPage />, knitting())!;
    const abbreviation = screen.getByLabelText('Afkorting') as HTMLInputElement;
    expect(abbreviation.value).toBe(test.document.palette.styles[0]!.abbreviation);
    fireEvent.change(abbreviation, { target: { value: 'k' } });
    fireEvent.change(abbreviation, { target: { value: 'kn' } });
    expect(test.document.palette.styles[0]!.abbreviation).not.toBe('kn');
    fireEvent.blur(abbreviation);
    expect(test.document.palette.styles[0]!.abbreviation).toBe('kn');
    act(() => test.editor.undo());
    expect(test.document.palette.styles[0]!.abbreviation).toBe('r');
    expect((screen.getByLabelText('Afkorting') as HTMLInputElement).value).toBe('r');
  });

  it('sets every other per-style field, keeping counts within 0–100', () => {
    const test = renderScreen(
      <SymbolPropertiesPage />,
      knitting(),
      '/nl/c/abc123/symbol-properties?styleId=2',
    )!;
    fireEvent.change(screen.getByLabelText('Andere omschrijving'), { target: { value: 'purl' } });
    fireEvent.keyDown(screen.getByLabelText('Andere omschrijving'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Maakt (steken op de naald)'), { target: { value: '250' } });
    fireEvent.blur(screen.getByLabelText('Maakt (steken op de naald)'));
    fireEvent.click(screen.getByLabelText('Tonen in het geschreven patroon'));
    fireEvent.click(screen.getByLabelText('Meetellen in de voortgang'));
    fireEvent.click(screen.getByLabelText('Tonen in de legenda van de chart (PDF)'));
    fireEvent.change(screen.getByLabelText('Instructie omsluiten'), { target: { value: 'parentheses' } });
    fireEvent.change(screen.getByLabelText('Symbool'), { target: { value: 'knit' } });
    expect(test.document.palette.styles[1]).toMatchObject({
      symbolId: 'knit',
      alternativeDescription: 'purl',
      produces: 100,
      showInWritten: false,
      progressTracker: false,
      showInChart: false,
      writtenStitchEnclosed: 'parentheses',
    });
    expect(test.document.palette.styles[0]!.showInWritten).toBe(true);
  });

  it('changes nothing on a chart the session may not edit', () => {
    const test = TestEditor.create({
      styles: [stitchStyle(1, 'knit')],
      access: { ...newChartAccess, hasWriteAccess: false, hasWriteLock: false },
    });
    renderScreen(<SymbolPropertiesPage />, test);
    expect(screen.getByText('Je kunt deze chart nu niet wijzigen.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Tonen in het geschreven patroon'));
    expect(test.document.palette.styles[0]!.showInWritten).toBe(true);
  });

  it('chooses the asked style, else the selected one, else the first', () => {
    const styles = [{ styleId: 2 }, { styleId: 5 }];
    expect(chosenStyleId(styles, 2, '5')).toBe(5);
    expect(chosenStyleId(styles, 2, '9')).toBe(2);
    expect(chosenStyleId(styles, 2, 'abc')).toBe(2);
    expect(chosenStyleId(styles, 0, null)).toBe(2);
    expect(chosenStyleId([], 0, '1')).toBeUndefined();
  });
});

describe('the palette’s way to the symbol properties', () => {
  it('links the selected style’s properties below the open chart', () => {
    const test = TestEditor.create();
    disconnect = connectEditorToStore(test.editor);
    render(
      <MemoryRouter initialEntries={['/nl/c/abc123']}>
        <Routes>
          <Route
            path="/nl/c/:chartId"
            element={
              <EditorContext.Provider value={test.editor}>
                <PalettePanel />
              </EditorContext.Provider>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Stijl 2: / }));
    expect(screen.getByRole('link', { name: 'Symbooleigenschappen' }).getAttribute('href')).toBe(
      '/nl/c/abc123/symbol-properties?styleId=2',
    );
  });
});

describe('the chart-properties screen', () => {
  it('changes the title with the Chart panel and shows size and sharing with links', () => {
    const test = renderScreen(<ChartPropertiesPage />, TestEditor.create())!;
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Sjaal' } });
    expect(test.document.meta.settings.title).toBe('Sjaal');
    expect(screen.getByText(/20 × 20 steken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delen wijzigen' }).getAttribute('href')).toBe(
      '/nl/c/abc123/share',
    );
  });
});

describe('the zoom screen', () => {
  it('zooms the editor by presets and steps', () => {
    const test = renderScreen(<ChartZoomPage />, TestEditor.create())!;
    expect(screen.getByRole('status').textContent).toBe('100 % (een hokje is 18 px)');
    fireEvent.click(screen.getByRole('button', { name: '200 %' }));
    expect(percentOfZoom(test.editor.camera.zoom)).toBe(200);
    expect(screen.getByRole('button', { name: '200 %' }).getAttribute('aria-pressed')).toBe('true');
    const before = test.editor.camera.zoom;
    fireEvent.click(screen.getByRole('button', { name: 'Uitzoomen' }));
    expect(test.editor.camera.zoom).toBeLessThan(before);
    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '30' } });
    expect(percentOfZoom(test.editor.camera.zoom)).toBe(100);
  });
});
