import { useEffect, type RefObject } from 'react';
import type { Editor } from '../Editor';

/** Room to spare between the chart's last row and a bar floating over the view's bottom. */
const spare = 8;

/** How much of the view's bottom a bar floating over it covers: from its top edge down, plus room to spare. */
function coveredHeight(element: HTMLElement): number {
  const parent = element.offsetParent;
  if (parent instanceof HTMLElement && parent.clientHeight > 0) {
    return Math.max(0, parent.clientHeight - element.offsetTop) + spare;
  }
  // Without layout (jsdom): the bar's own height and a margin as large as the tracker bar's.
  return element.offsetHeight + 2 * spare;
}

/**
 * Tells the camera how much of the chart's bottom a floating bar covers while it shows (the phone's tracker bar,
 * the freeform select tool's bar), so that scrolled to the end, or fitted, the last row comes clear above the bar
 * (docs/decisions/editor.md). A sheet the bar opens is not counted: it is a transient panel the user closes again.
 */
export function useBarInset(editor: Editor, bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const measure = () => editor.setViewInsets({ right: 0, bottom: coveredHeight(element) });
    measure();
    // Without ResizeObserver (jsdom) the first measure stands.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      editor.setViewInsets({ right: 0, bottom: 0 });
    };
  }, [editor, bar, shown]);
}
