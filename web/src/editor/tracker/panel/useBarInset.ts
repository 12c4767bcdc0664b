import { useEffect, type RefObject } from 'react';
import type { Editor } from '../../Editor';

/** The bar's distance from the chart's bottom edge (tracker-panel.css, `.tracker-overlay`), plus as much to spare. */
const barGap = 16;

/**
 * Tells the camera how much of the chart's bottom the phone's tracker bar covers while it shows, so that scrolled
 * to the end the last row comes clear above the bar (docs/decisions/editor.md). The sheet the bar opens is not
 * counted: it is a transient panel the maker closes again.
 */
export function useBarInset(editor: Editor, bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const measure = () => editor.setViewInsets({ right: 0, bottom: element.offsetHeight + barGap });
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
