import { describe, expect, it } from 'vitest';
import { helpArticle } from '../../help/articles';
import { chartModes } from '../../../editor/document/editability';
import { editorHelpSlug } from './editorHelpTopic';

const closed = { visible: false, mode: 'writtenInstructions' } as const;

describe("the editor's help article", () => {
  it('follows the mode: tracker, lines and part stitches, selecting', () => {
    expect(editorHelpSlug('progressTracker', closed)).toBe('voortgang-bijhouden');
    expect(editorHelpSlug('drawLines', closed)).toBe('lijnen-en-deelsteken');
    expect(editorHelpSlug('drawHalfStitches', closed)).toBe('lijnen-en-deelsteken');
    expect(editorHelpSlug('drawQuarterStitches', closed)).toBe('lijnen-en-deelsteken');
    expect(editorHelpSlug('placeOrnaments', closed)).toBe('lijnen-en-deelsteken');
    expect(editorHelpSlug('select', closed)).toBe('selecteren-en-kopieren');
  });

  it('else follows the open bottom panel: text to grid or the written pattern', () => {
    expect(editorHelpSlug('drawCells', { visible: true, mode: 'textToGrid' })).toBe('tekst-naar-raster');
    expect(editorHelpSlug('view', { visible: true, mode: 'writtenInstructions' })).toBe('geschreven-patroon');
    // The mode's own article wins over the panel.
    expect(editorHelpSlug('progressTracker', { visible: true, mode: 'textToGrid' })).toBe(
      'voortgang-bijhouden',
    );
  });

  it('is the drawing article otherwise, also while the chart loads', () => {
    expect(editorHelpSlug('drawCells', closed)).toBe('tekenen');
    expect(editorHelpSlug('erase', closed)).toBe('tekenen');
    expect(editorHelpSlug('view', undefined)).toBe('tekenen');
  });

  it('always names an article the help centre has', () => {
    for (const mode of chartModes) {
      for (const panel of [closed, { visible: true, mode: 'textToGrid' as const }, undefined]) {
        expect(helpArticle(editorHelpSlug(mode, panel)), `${mode}`).toBeDefined();
      }
    }
  });
});
