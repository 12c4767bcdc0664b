import { useEffect, useRef, type RefObject } from 'react';
import { debounce, type Timers } from '../lib/timers';
import { nearEnd } from './listRules';

/** Spec §9: the list looks at its scroll position 100 ms after scrolling. */
export const listScrollDebounceMs = 100;

/**
 * Calls `loadMore` when the user scrolls to within 200 px of the end of `scrollBox`, or 600 px of the window's end
 * when there is no box (spec §9), looking 100 ms after the last scroll event.
 */
export function useInfiniteScroll(
  loadMore: () => void,
  options: { enabled: boolean; scrollBox?: RefObject<HTMLElement | null> | undefined; timers: Timers },
): void {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);
  const { enabled, scrollBox, timers } = options;

  useEffect(() => {
    if (!enabled) return;
    const box = scrollBox?.current ?? null;
    const check = debounce(timers, listScrollDebounceMs, () => {
      const metrics = box
        ? { scrollTop: box.scrollTop, clientHeight: box.clientHeight, scrollHeight: box.scrollHeight }
        : {
            scrollTop: window.scrollY,
            clientHeight: window.innerHeight,
            scrollHeight: document.documentElement.scrollHeight,
          };
      if (nearEnd(metrics, box ? 'box' : 'window')) loadMoreRef.current();
    });
    const target: HTMLElement | Window = box ?? window;
    const onScroll = () => check.schedule();
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      check.cancel();
    };
  }, [enabled, scrollBox, timers]);
}
