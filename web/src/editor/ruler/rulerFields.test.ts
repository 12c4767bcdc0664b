import { describe, expect, it } from 'vitest';
import { formatLineList, parseLineList, parseNumberList, parseWhole } from './rulerFields';

describe('the ruler screen reads its fields', () => {
  it.each([
    ['3', 1, 10, { value: 3 }],
    [' -2 ', -5, 5, { value: -2 }],
    ['0', 1, 10, { error: 'Vul een heel getal in van 1 tot en met 10.' }],
    ['2.5', 1, 10, { error: 'Vul een heel getal in van 1 tot en met 10.' }],
    ['', 1, 10, { error: 'Vul een heel getal in van 1 tot en met 10.' }],
    ['abc', 1, 10, { error: 'Vul een heel getal in van 1 tot en met 10.' }],
  ])('whole %j in %i..%i', (text, low, high, expected) => {
    expect(parseWhole(text, low, high)).toEqual(expected);
  });

  it('reads number lists and refuses bad ones', () => {
    expect(parseNumberList('1, 0 2', -10, 10)).toEqual({ value: [1, 0, 2] });
    expect(parseNumberList('', -10, 10)).toEqual({ value: [] });
    expect(parseNumberList('1, x', -10, 10)).toHaveProperty('error');
    expect(parseNumberList('99', -10, 10)).toHaveProperty('error');
  });

  it('reads line lists with ranges, from 1, into sorted 0-based indices', () => {
    expect(parseLineList('1, 5-7, 5', 10)).toEqual({ value: [0, 4, 5, 6] });
    expect(parseLineList('', 10)).toEqual({ value: [] });
    expect(parseLineList('0', 10)).toEqual({ error: 'Gebruik nummers van 1 tot en met 10.' });
    expect(parseLineList('11', 10)).toEqual({ error: 'Gebruik nummers van 1 tot en met 10.' });
    expect(parseLineList('7-5', 10)).toHaveProperty('error');
    expect(parseLineList('a-b', 10)).toHaveProperty('error');
    expect(formatLineList([6, 0, 4, 5])).toBe('1, 5-7');
    expect(formatLineList([])).toBe('');
  });
});
