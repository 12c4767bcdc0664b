import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { RoundGuidePanel } from './RoundGuidePanel';
import { guideShapes } from './guideShapes';
import { roundCounts } from '@steekwerk/model';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function panel() {
  const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
  disconnect = connectEditorToStore(test.editor);
  render(<RoundGuidePanel editor={test.editor} />);
  return test;
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('the "Toerengids" panel', () => {
  it('adds a guide, changes a number on Enter, spreads stitches evenly and removes the guide', async () => {
    const test = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids toevoegen' }));
    await settle();
    expect(test.document.meta.freeform.roundGuides).toHaveLength(1);
    const wedges = screen.getByLabelText('Segmenten');
    fireEvent.change(wedges, { target: { value: '8' } });
    fireEvent.keyDown(wedges, { key: 'Enter' });
    await settle();
    expect(test.document.meta.freeform.roundGuides?.[0]?.wedges).toBe(8);
    fireEvent.change(wedges, { target: { value: '0' } });
    fireEvent.blur(wedges);
    expect(test.document.meta.freeform.roundGuides?.[0]?.wedges).toBe(8);
    expect((wedges as HTMLInputElement).value).toBe('8');
    test.selectStyle(5);
    fireEvent.change(screen.getByLabelText('Aantal steken'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Op toer'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Steken gelijk verdelen' }));
    await settle();
    expect(test.document.freeformSymbols).toHaveLength(6);
    expect(screen.getByText('Toer 2: 6 steken')).toBeTruthy();
    expect(screen.getByText('Toer 1: 0 steken')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Op toer'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Steken gelijk verdelen' }));
    expect(screen.getByRole('status').textContent).toBe('Kies een steek en een toer van de gids.');
    fireEvent.click(screen.getByRole('button', { name: 'Toerengids verwijderen' }));
    await settle();
    expect(test.document.meta.freeform.roundGuides).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Toerengids toevoegen' })).toBeTruthy();
  });
});

describe('the drawing of a round guide', () => {
  it('has a circle per round, a line per wedge, numbered rounds, a start arrow and the counts', () => {
    const guide = {
      guideId: 1,
      layerId: 1,
      centerX: 100,
      centerY: 100,
      radius: 20,
      spacing: 20,
      rounds: 3,
      wedges: 6,
      startAngle: 0,
      symmetry: true,
    };
    const counts = roundCounts(guide, [], []);
    const shapes = guideShapes(guide, counts, (point) => ({ x: point.x * 2, y: point.y * 2 }), 2)!;
    expect(shapes.circles.map((circle) => circle.r)).toEqual([40, 80, 120]);
    expect(shapes.wedgeLines).toHaveLength(6);
    expect(shapes.roundNumbers.map((label) => label.text)).toEqual(['1', '2', '3']);
    // The start arrow points up (12 o'clock) beyond the outer round.
    expect(shapes.arrow.x2).toBeCloseTo(200);
    expect(shapes.arrow.y2).toBeLessThan(shapes.arrow.y1);
    expect(shapes.counts.map((label) => label.text)).toEqual([
      'Toer 1: 0 steken',
      'Toer 2: 0 steken',
      'Toer 3: 0 steken',
    ]);
    expect(guideShapes({ ...guide, spacing: Number.NaN }, counts, (point) => point, 1)).toBeUndefined();
  });
});
