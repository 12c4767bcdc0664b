import { fireEvent, render, screen } from '@testing-library/react';
import type { ChartType, Craft } from '@steekwerk/model';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { RulerPanel } from './RulerPanel';

let disconnect = () => {};
afterEach(() => disconnect());

function renderPanel(craft: Craft = 'knitting', type: ChartType = 'colors') {
  const test = TestEditor.create({ columns: 6, rows: 6, craft, type });
  disconnect = connectEditorToStore(test.editor);
  render(
    <EditorContext.Provider value={test.editor}>
      <RulerPanel />
    </EditorContext.Provider>,
  );
  return test;
}

const preset = (title: string) => screen.getByRole('button', { name: title });

describe('the Liniaal screen', () => {
  it('lists the knitting presets with previews; applying one sets ruler and directions in one undo step', () => {
    const test = renderPanel();
    expect(screen.getByRole('heading', { name: 'Liniaal' })).toBeTruthy();
    expect(preset('Rondbreien')).toBeTruthy();
    expect(preset('Rondbreien').querySelector('[aria-label="Voorbeeld van Rondbreien"]')).toBeTruthy();
    fireEvent.click(preset('Heen-en-weer breien'));
    expect(preset('Heen-en-weer breien').getAttribute('aria-pressed')).toBe('true');
    expect(test.document.meta.gridSettings).toMatchObject({
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
    });
    fireEvent.click(preset('Geen nummers'));
    expect(test.document.meta.gridSettings.ruler).toMatchObject({ horizontal: 'hidden', vertical: 'hidden' });
    test.undo();
    expect(test.document.meta.gridSettings.ruler).toMatchObject({ horizontal: 'both', vertical: 'both' });
    expect(test.document.meta.gridSettings.direction2).toBe('rightToLeftAlternating');
  });

  it('changes a setting on Enter and refuses a bad value with a Dutch message', () => {
    const test = renderPanel();
    const skip = screen.getByLabelText('Rijen per nummer');
    fireEvent.change(skip, { target: { value: '0' } });
    fireEvent.keyDown(skip, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Vul een heel getal in van 1 tot en met 1000.');
    expect(test.document.meta.gridSettings.ruler.skipCount).toBe(1);
    fireEvent.change(skip, { target: { value: '2' } });
    fireEvent.keyDown(skip, { key: 'Enter' });
    expect(test.document.meta.gridSettings.ruler.skipCount).toBe(2);
    fireEvent.change(screen.getByLabelText('Rijnummers'), { target: { value: 'onlyRight' } });
    expect(test.document.meta.gridSettings.ruler.vertical).toBe('onlyRight');
    const ignored = screen.getByLabelText('Rijen zonder nummer');
    fireEvent.change(ignored, { target: { value: '2-3, 9' } });
    fireEvent.blur(ignored);
    expect(screen.getByRole('alert').textContent).toBe('Gebruik nummers van 1 tot en met 6.');
    fireEvent.change(ignored, { target: { value: '2-3' } });
    fireEvent.blur(ignored);
    expect(test.document.meta.gridSettings.ruler.ignoredRows).toEqual([1, 2]);
  });

  it('offers no presets for cross stitch and shows its top-left ruler', () => {
    renderPanel('crossStitch', 'other');
    expect(screen.getByText(/geen voorinstellingen/)).toBeTruthy();
    expect((screen.getByLabelText('Kolommen tellen') as HTMLSelectElement).value).toBe('leftToRight');
    expect((screen.getByLabelText('Rijen tellen') as HTMLSelectElement).value).toBe('topToBottom');
  });

  it('offers only "Geen nummers" for other charts', () => {
    renderPanel('other', 'other');
    expect(screen.getAllByRole('button', { pressed: false }).map((button) => button.dataset.preset)).toEqual([
      'noNumbersTopLeft',
    ]);
  });
});
