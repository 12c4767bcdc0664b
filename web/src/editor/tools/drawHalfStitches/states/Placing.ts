import type { PartStitch } from '@steekwerk/model';
import { lineCells } from '../../../document/cellShapes';
import { patchItems } from '../../../document/commands/itemCommands';
import { ItemStroke } from '../../../document/ItemStroke';
import {
  cornerNearest,
  partStitchesAt,
  placeKey,
  setPartStitchesPatch,
  type CellCornerFlags,
  type PartStitchKind,
} from '../../../document/partStitches';
import { ToolState, type PointerInput } from '../../Tool';
import type { PartStitchHost } from '../PartStitchHost';

/** The centre of a cell, for input without a point in the cell (it goes to the bottom-right corner). */
const cellCentre = { x: 0.5, y: 0.5 };

/**
 * The pointer is down: every cell passed (with the cells between two pointer events, so a fast drag leaves no
 * gaps) gets the stitch at the corner the press chose, shown at once. A press on a stitch of the selected style
 * makes the gesture remove the selected style's stitches at that corner instead. On release the gesture's edits
 * become one `patchItems`; cancelling reverts them.
 */
export class Placing extends ToolState {
  declare protected readonly tool: PartStitchHost;
  private stroke: ItemStroke<PartStitchKind> | undefined;
  private corner: CellCornerFlags = { left: true, top: true };
  private styleId = 0;
  private removing = false;
  private last: [number, number] = [0, 0];
  /** What the gesture leaves at each place it changed (style 0: nothing), by place key. */
  private readonly edits = new Map<string, PartStitch>();
  private readonly visited = new Set<string>();

  override onEnter(input?: PointerInput): void {
    const corner = input && cornerNearest(input.withinCell ?? cellCentre);
    if (!input || !corner) {
      this.tool.transition('idle');
      return;
    }
    const { context } = this.tool;
    this.stroke = new ItemStroke(context.document, this.tool.kind);
    this.corner = corner;
    this.styleId = context.drawStyleId;
    this.edits.clear();
    this.visited.clear();
    const pressed = this.place(input.column, input.row);
    const there = partStitchesAt(this.stroke.list, new Set([placeKey(pressed)])).get(placeKey(pressed));
    this.removing = there?.some((entry) => entry.stitch.styleId === this.styleId) ?? false;
    this.last = [input.column, input.row];
    this.visit([this.last]);
  }

  override onPointerMove(input: PointerInput): void {
    if (!this.stroke) return;
    const [x0, y0] = this.last;
    if (x0 === input.column && y0 === input.row) return;
    this.visit(lineCells(x0, y0, input.column, input.row));
    this.last = [input.column, input.row];
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    const stroke = this.stroke;
    this.stroke = undefined;
    this.tool.transition('idle');
    if (!stroke) return;
    // Recorded as one command from the list as it was before the gesture: one undo step with an exact inverse.
    stroke.revert();
    const { context } = this.tool;
    const kind = this.tool.kind;
    const patch = setPartStitchesPatch(context.document.items[kind], this.edits.values());
    if (patch) context.dispatch(patchItems, { kind, patch });
  }

  override onCancel(): void {
    this.stroke?.revert();
    this.stroke = undefined;
    this.tool.transition('idle');
  }

  private place(x: number, y: number): PartStitch {
    return { x, y, left: this.corner.left, top: this.corner.top, styleId: this.styleId };
  }

  /** Places (or removes) the stitch in each cell of the grid not passed before. */
  private visit(cells: ReadonlyArray<readonly [number, number]>): void {
    const stroke = this.stroke;
    if (!stroke) return;
    const { document } = this.tool.context;
    const fresh: PartStitch[] = [];
    for (const [x, y] of cells) {
      if (!document.contains(x, y)) continue;
      const stitch = this.place(x, y);
      const key = placeKey(stitch);
      if (this.visited.has(key)) continue;
      this.visited.add(key);
      fresh.push(stitch);
    }
    if (fresh.length === 0) return;
    let edits = fresh;
    if (this.removing) {
      // Only the selected style's stitches go; others along the way stay.
      const there = partStitchesAt(stroke.list, new Set(fresh.map(placeKey)));
      edits = fresh
        .filter((stitch) =>
          there.get(placeKey(stitch))?.some((entry) => entry.stitch.styleId === this.styleId),
        )
        .map((stitch) => ({ ...stitch, styleId: 0 }));
    }
    for (const edit of edits) this.edits.set(placeKey(edit), edit);
    stroke.apply(setPartStitchesPatch(stroke.list, edits));
  }
}
