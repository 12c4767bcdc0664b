import { writtenChartOf } from '@steekwerk/formats/written';
import { describe, expect, it } from 'vitest';
import { parseWrittenJob, runWritten } from '../../engine/writtenProtocol';
import { TestEditor } from '../testing/TestEditor';
import { writtenJobOf } from './writtenJob';

describe('the written pattern of a freeform chart', () => {
  it('lists the placed stitches per layer, as the text file and the PDF write them', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } })
      .setTool('placeFreeform')
      .selectStyle(5);
    for (let index = 0; index < 12; index += 1) test.clickAt(100 + index * 25, 200);
    const job = writtenJobOf(test.document);
    expect(writtenChartOf(job.snapshot).freeform?.symbols).toHaveLength(12);
    // The worker's way: the snapshot checked as it arrives, then the same generator as on the page.
    const received = parseWrittenJob(structuredClone(job));
    expect(received).toBeDefined();
    for (const pattern of [runWritten(job), runWritten(received!)]) {
      expect(pattern.lines.map((line) => line.text).join('\n')).toContain('Laag 1: 12 stokjes');
    }
  });

  it('gives a grid chart no freeform part', () => {
    expect(writtenChartOf(writtenJobOf(TestEditor.create().document).snapshot).freeform).toBeUndefined();
  });
});
