import { describe, expect, it } from 'vitest';
import { answerChecks } from '../../engine/checksProtocol';
import { parseWrittenJob, runWritten } from '../../engine/writtenProtocol';
import { jobSnapshotOf, snapshotOfDocument } from '../openChart';
import { writtenJobOf } from '../written/writtenJob';
import { TestEditor } from '../testing/TestEditor';

describe('hidden layers are neither exported nor counted', () => {
  it('gives the tracker and the exports what shows, and the JSON file every layer', () => {
    const test = TestEditor.create({ columns: 4, rows: 2, premium: true });
    test.click(0, 0);
    test.editor.perform('addLayer', { title: 'Boven' });
    test.selectStyle(2).click(1, 0).click(2, 0);
    test.editor.perform('setLayerVisible', { layerId: 2, visible: false });
    const snapshot = snapshotOfDocument(test.document);
    expect(Array.from(snapshot.cells)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(snapshot.layerCells?.map((cells) => Array.from(cells))).toEqual([
      [1, 0, 0, 0, 0, 0, 0, 0],
      [0, 2, 2, 0, 0, 0, 0, 0],
    ]);
    expect(Array.from(test.editor.sessions.tracker.tracker.cells)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    test.editor.perform('setLayerVisible', { layerId: 2, visible: true });
    expect(Array.from(test.editor.sessions.tracker.tracker.cells)).toEqual([1, 2, 2, 0, 0, 0, 0, 0]);
  });

  it('hands the written worker and the checks worker the cells that show, without the layers themselves', () => {
    const test = TestEditor.create({ columns: 4, rows: 2, premium: true });
    test.click(0, 0);
    test.editor.perform('addLayer', { title: 'Boven' });
    test.selectStyle(2).click(1, 0).click(2, 0);
    test.editor.perform('setLayerVisible', { layerId: 2, visible: false });
    const snapshot = jobSnapshotOf(test.document);
    expect(Array.from(snapshot.cells)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(snapshot.layerCells).toBeUndefined();
    const job = parseWrittenJob(structuredClone(writtenJobOf(test.document)));
    expect(job && runWritten(job).text).toBe(runWritten(writtenJobOf(test.document)).text);
    const checks = answerChecks(structuredClone(snapshot));
    expect(
      checks.ok && checks.findings.some((finding) => finding.kind === 'unused' && finding.styleId === 2),
    ).toBe(true);
  });
});
