import { describe, expect, it } from 'vitest';
import { pressesControl } from './pressesControl';

describe('a key that presses a control', () => {
  const button = document.createElement('button');
  const inner = document.createElement('span');
  button.append(inner);
  const link = document.createElement('a');
  link.href = '/nl';
  const grid = document.createElement('div');

  it.each([
    [' ', button, true],
    ['Enter', inner, true],
    ['Enter', link, true],
    [' ', grid, false],
    ['ArrowRight', button, false],
    ['Enter', null, false],
  ] as const)('%j on %s: %s', (key, target, presses) => {
    expect(pressesControl({ key, target })).toBe(presses);
  });
});
