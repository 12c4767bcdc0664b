import { ScrollTool } from '../scroll/ScrollTool';

/** view: read only; dragging pans the view like scroll. */
export class ViewTool extends ScrollTool {
  override readonly id = 'view';
}
