import { ScrollTool } from '../scroll/ScrollTool';

/**
 * empty: the mode a freeform chart opens in (spec §4) before a tool is chosen; dragging pans the view like scroll,
 * and edits from the panels (palette, layers, undo) are allowed.
 */
export class EmptyTool extends ScrollTool {
  override readonly id = 'empty';
}
