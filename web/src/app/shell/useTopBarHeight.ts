import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the CSS variable `--top-bar-height` equal to the top bar's real height. On a phone the bar wraps onto two
 * or three lines; the editor's height and the screens shown over it are placed below it by that variable.
 */
export function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--top-bar-height', `${Math.round(element.offsetHeight)}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--top-bar-height');
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--top-bar-height');
    };
  }, [bar]);
}
