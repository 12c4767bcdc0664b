import { generateWritten } from '@steekwerk/formats/written';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { writtenJobOf } from './writtenJob';

describe('the written pattern of a freeform chart', () => {
  it('lists the placed stitches per layer, as the text file and the PDF write them', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } })
      .setTool('placeFreeform')
      .selectStyle(5);
    for (let index = 0; index < 12; index += 1) test.clickAt(100 + index * 25, 200);
    const job = writtenJobOf(test.document);
    expect(job.chart.freeform?.symbols).toHaveLength(12);
    const text = generateWritten(job.chart, job.settings)
      .lines.map((line) => line.text)
      .join('\n');
    expect(text).toContain('Laag 1: 12 stokjes');
  });

  it('gives a grid chart no freeform part', () => {
    expect(writtenJobOf(TestEditor.create().document).chart.freeform).toBeUndefined();
  });
});
