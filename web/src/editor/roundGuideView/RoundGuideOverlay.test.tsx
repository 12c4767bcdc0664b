import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { addGuide } from './guideActions';
import { RoundGuideOverlay } from './RoundGuideOverlay';

afterEach(cleanup);

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('the round guides drawn over a freeform chart', () => {
  it('draws the guide with its counts, and hides it with its layer', async () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' });
    addGuide(test.editor);
    render(<RoundGuideOverlay editor={test.editor} />);
    await settle();
    expect(screen.getByRole('img', { name: 'Toerengids met aantallen per toer' })).toBeTruthy();
    expect(screen.getByText('Toer 1: 0 steken')).toBeTruthy();

    test.editor.perform('setLayerVisible', { layerId: 1, visible: false });
    await settle();
    expect(screen.queryByRole('img', { name: 'Toerengids met aantallen per toer' })).toBeNull();

    test.undo();
    await settle();
    expect(screen.getByText('Toer 1: 0 steken')).toBeTruthy();
  });
});
