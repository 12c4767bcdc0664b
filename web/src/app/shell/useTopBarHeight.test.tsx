import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTopBarHeight } from './useTopBarHeight';

afterEach(cleanup);

function Bar({ height }: { height: number }) {
  const bar = useRef<HTMLElement>(null);
  useTopBarHeight(bar);
  return (
    <header
      ref={(element) => {
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
        bar.current = element;
      }}
    />
  );
}

describe('the top bar height', () => {
  it('puts the bar’s real height in --top-bar-height (a phone’s wrapped bar is taller) and removes it after', () => {
    const { unmount } = render(<Bar height={134} />);
    expect(document.documentElement.style.getPropertyValue('--top-bar-height')).toBe('134px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--top-bar-height')).toBe('');
  });
});
