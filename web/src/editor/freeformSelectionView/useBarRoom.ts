import { useEffect, type RefObject } from 'react';
import type { Editor } from '../Editor';

/** Room to spare between the chart's last stitch and the bar. */
const spare = 8;

/** How much of the view's bottom the bar covers: from its top edge down, plus room to spare. */
function coveredHeight(element: HTMLElement): number {
  const parent = element.offsetParent;
  if (parent instanceof HTMLElement && parent.clientHeight > 0) {
    return Math.max(0, parent.clientHeight - element.offsetTop) + spare;
  }
  // Without layout (jsdom): the bar's own height and its distance from the bottom.
  return element.offsetHeight + 4 * spare;
}

/**
 * Tells the camera how much of the chart's bottom the select tool's bar covers while it shows, so that fitted or
 * scrolled to the end the lowest stitches come clear above it (docs/decisions/freeform.md, "The journey as one
 * user"). The tracker's phone bar does the same (`tracker/panel/useBarInset.ts`); each stays in its own lazily
 * loaded chunk, as one shared module would be hoisted into the editor's always-loaded chunk.
 */
export function useBarRoom(editor: Editor, bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const measure = () => editor.setViewInsets({ right: 0, bottom: coveredHeight(element) });
    measure();
    // Without ResizeObserver (jsdom) the first measure stands.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      editor.setViewInsets({ right: 0, bottom: 0 });
    };
  }, [editor, bar]);
}
