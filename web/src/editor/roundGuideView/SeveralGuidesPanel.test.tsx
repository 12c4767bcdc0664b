import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { FreeformOverlays } from './FreeformOverlays';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function overlays() {
  const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
  disconnect = connectEditorToStore(test.editor);
  render(<FreeformOverlays editor={test.editor} />);
  return test;
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

const guides = (test: TestEditor) => test.document.meta.freeform.roundGuides ?? [];
const chosenInDrawing = () =>
  [...document.querySelectorAll('svg.round-guide g[data-guide]')].map(
    (group) => `${group.getAttribute('data-guide')}:${group.getAttribute('data-chosen')}`,
  );

describe('the "Toerengids" panel with several guides', () => {
  it('adds a second motif, lets the user pick either, and the drawing shows which is chosen', async () => {
    const test = overlays();
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids toevoegen' }));
    await settle();
    const picker = screen.getByLabelText('Gids') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['Motief 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids toevoegen' }));
    await settle();
    expect([...picker.options].map((option) => option.text)).toEqual(['Motief 1', 'Motief 2']);
    expect(picker.value).toBe('2');
    expect(chosenInDrawing()).toEqual(['1:false', '2:true']);
    // Motif 2's centre moved with the fields, each one undo step.
    const x = screen.getByLabelText('Midden x');
    fireEvent.change(x, { target: { value: '400' } });
    fireEvent.keyDown(x, { key: 'Enter' });
    const y = screen.getByLabelText('Midden y');
    fireEvent.change(y, { target: { value: '120' } });
    fireEvent.blur(y);
    await settle();
    expect(guides(test).map((guide) => [guide.centerX, guide.centerY])).toEqual([
      [250, 250],
      [400, 120],
    ]);
    // A centre outside the chart is refused; the field shows the old value again.
    fireEvent.change(x, { target: { value: '600' } });
    fireEvent.blur(x);
    expect((x as HTMLInputElement).value).toBe('400');
    // Picking motif 1 shows its numbers; a change goes to it alone.
    fireEvent.change(picker, { target: { value: '1' } });
    await settle();
    expect(chosenInDrawing()).toEqual(['1:true', '2:false']);
    expect((screen.getByLabelText('Midden x') as HTMLInputElement).value).toBe('250');
    const wedges = screen.getByLabelText('Segmenten');
    fireEvent.change(wedges, { target: { value: '8' } });
    fireEvent.keyDown(wedges, { key: 'Enter' });
    expect(guides(test).map((guide) => guide.wedges)).toEqual([8, 6]);
    // Removing the chosen motif leaves the other, now chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids verwijderen' }));
    await settle();
    expect(guides(test).map((guide) => guide.guideId)).toEqual([2]);
    expect(chosenInDrawing()).toEqual(['2:true']);
    expect((screen.getByLabelText('Midden x') as HTMLInputElement).value).toBe('400');
  });

  it("drags the chosen guide's centre: drawn while dragged, applied as one undo step on release", async () => {
    const test = overlays();
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids toevoegen' }));
    await settle();
    const handle = screen.getByRole('button', { name: /Midden van de toerengids/ });
    expect(handle.getAttribute('data-guide-centre')).toBe('250,250');
    const { toChartPixels } = scaleOf(test);
    const undoCount = test.editor.history.undoCount;
    fireEvent.pointerDown(handle, {
      pointerId: 1,
      button: 0,
      pointerType: 'mouse',
      ...toChartPixels(250, 250),
    });
    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'mouse', ...toChartPixels(300, 210) });
    await settle();
    // Shown, not applied.
    expect(guides(test)[0]).toMatchObject({ centerX: 250, centerY: 250 });
    const circle = document.querySelector('svg.round-guide circle.round-guide__round')!;
    expect(Number(circle.getAttribute('cx'))).toBeCloseTo(toChartPixels(300, 210).clientX, 0);
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'mouse', ...toChartPixels(300, 210) });
    await settle();
    expect(guides(test)[0]).toMatchObject({ centerX: 300, centerY: 210 });
    expect(test.editor.history.undoCount).toBe(undoCount + 1);
    // Arrow keys move it a unit, ten with shift.
    fireEvent.keyDown(screen.getByRole('button', { name: /Midden van de toerengids/ }), {
      key: 'ArrowLeft',
      shiftKey: true,
    });
    expect(guides(test)[0]).toMatchObject({ centerX: 290, centerY: 210 });
    // Keys faster than the drawing follows each count.
    const handleNow = screen.getByRole('button', { name: /Midden van de toerengids/ });
    fireEvent.keyDown(handleNow, { key: 'ArrowDown' });
    fireEvent.keyDown(handleNow, { key: 'ArrowDown' });
    expect(guides(test)[0]).toMatchObject({ centerX: 290, centerY: 212 });
    test.undo().undo().undo().undo();
    expect(guides(test)[0]).toMatchObject({ centerX: 250, centerY: 250 });
  });
});

/** Client coordinates of a chart point (the overlay's box sits at 0, 0 in jsdom). */
function scaleOf(test: TestEditor) {
  const origin = test.editor.pointOfCell(0, 0);
  const next = test.editor.pointOfCell(1, 1);
  const perUnit = next.x - origin.x;
  return {
    toChartPixels: (x: number, y: number) => ({
      clientX: origin.x + (x - 0.5) * perUnit,
      clientY: origin.y + (y - 0.5) * (next.y - origin.y),
    }),
  };
}
