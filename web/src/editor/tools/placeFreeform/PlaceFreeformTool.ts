/**
 * placeFreeform: a click places the selected style's stitch symbol centred on the click point, at size 1, on the
 * selected layer (spec §4, issue 29); one undo step per click. Near a round of one of the selected layer's round
 * guides (the panel's chosen one first) it snaps onto the round, turned toward the centre, and with symmetry on
 * places its copies in the other wedges that lie within the chart. It is placed when the pointer comes up near where
 * it went down (a drag or a cancelled press places nothing). States: idle → pressing → idle.
 */
import { editFreeformSymbols } from '../../document/commands/freeformCommands';
import { guideForPlacement } from '../../document/freeform/chosenGuide';
import { guidedPlacement } from './guidePlacement';
import { freeformPointOf } from '../freeformPoint';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';
import { placedSymbol } from './placedSymbol';

/** How far (CSS pixels) a press may move and still be a click. */
const clickSlop = 6;

class Idle extends ToolState {
  declare protected readonly tool: PlaceFreeformTool;

  override onPointerDown(input: PointerInput): void {
    const { context } = this.tool;
    if (!context.editable || !context.document.isFreeform) return;
    this.tool.pressedAt = { x: input.x, y: input.y };
    this.tool.transition('pressing');
  }
}

class Pressing extends ToolState {
  declare protected readonly tool: PlaceFreeformTool;

  override onPointerUp(input: PointerInput): void {
    const start = this.tool.pressedAt;
    this.tool.pressedAt = undefined;
    this.tool.transition('idle');
    if (!start || Math.hypot(input.x - start.x, input.y - start.y) > clickSlop) return;
    this.tool.placeAt(input);
  }

  override onCancel(): void {
    this.tool.pressedAt = undefined;
    this.tool.transition('idle');
  }
}

export class PlaceFreeformTool extends Tool {
  readonly id = 'placeFreeform';
  /** Where the press under way went down (view pixels). */
  pressedAt: { readonly x: number; readonly y: number } | undefined;

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), pressing: new Pressing(this) });
  }

  /** Places the selected style's symbol at the pointer (one undo step). */
  placeAt(input: PointerInput): void {
    const { context } = this;
    const { document } = context;
    const styleId = context.drawStyleId;
    // A style without a symbol has nothing to place.
    if (!document.palette.styles.some((style) => style.styleId === styleId && style.symbolId)) return;
    const point = freeformPointOf(input);
    const symbol = placedSymbol({
      ...point,
      styleId,
      symbolCells: context.symbolCells(styleId),
      layerId: document.selectedLayerId,
      chartSize: document.meta.freeform.size,
    });
    if (!symbol) return;
    // Near a round of one of the layer's guides: on the round, turned toward the centre, with its symmetric copies.
    const placed = guidedPlacement(
      guideForPlacement(document, point),
      symbol,
      document.freeformSymbols,
      document.meta.freeform.size,
    );
    context.dispatch(editFreeformSymbols, {
      added: placed.map((each) => ({ id: document.newFreeformId(), symbol: each })),
    });
  }
}
