/**
 * The selection of a freeform chart (issue 29, spec §4, §5), a session the editor owns: which symbols are selected
 * (by per-session id), the gesture the select tool has under way (a rubber band, or the selection moved, turned or
 * scaled — shown by the overlay, applied on release as one undo step), and every edit of the selection: move by
 * keys, delete, duplicate, restack, align, distribute, copy, cut and paste. Edits run only with a selection (spec §5
 * "Freeform selection edits run only with a selected symbol"); each is one undo step. The edits themselves are the
 * model's (`@steekwerk/model` freeform edits); here they become `editFreeformSymbols` commands.
 *
 * The selection is no part of the chart and no undo step; it loses symbols that are removed (by undo too), and
 * empties when the editor leaves the editing modes.
 */
import {
  LinearHitIndex,
  alignSymbols,
  deleteSymbols,
  distributeSymbols,
  duplicateSymbols,
  moveSymbols,
  restackSymbols,
  rotateDragAngle,
  rotateSymbols,
  scaleDragFactor,
  scaleSymbols,
  selectionBox,
  selectionPivot,
  type AlignEdge,
  type DistributeAxis,
  type FreeformBox,
  type FreeformEdit,
  type FreeformHitIndex,
  type FreeformPoint,
  type FreeformRect,
  type FreeformSymbol,
  type StackMove,
} from '@steekwerk/model';
import type { ClipboardStore } from '../clipboard/clipboardStore';
import type { CommandOutcome } from '../document/commands/command';
import { editFreeformSymbols, type FreeformSymbolEdit } from '../document/commands/freeformCommands';
import type { ChartMode } from '../document/editability';
import type { FollowsMode, SessionContext } from '../sessions/SessionContext';
import { changedArgs, restackArgs } from './editArgs';
import { FreeformClipboard, type FreeformCopyOutcome, type FreeformPasteOutcome } from './FreeformClipboard';
import { FreeformHits } from './FreeformHits';
import { withSymmetricCopies, symmetryChartOf, type SourcedAdd } from './symmetricSelectionEdit';

/** What an edit of the selection came to. */
export type SelectionEditOutcome = CommandOutcome | 'nothing';

/** What the user is told after a copy, cut or paste (the bar shows it for a while). */
export type FreeformClipboardNotice =
  | { readonly kind: 'copied' | 'copiedHere' | 'cut' | 'empty' | 'limitReached' }
  | { readonly kind: 'paletteFull'; readonly missing: number };

/** A transform the select tool is dragging: where it started, and the symbols as they would be now. */
interface TransformGesture {
  readonly kind: 'move' | 'rotate' | 'scale';
  readonly pivot: FreeformPoint;
  /** The selection's indices when the drag began. */
  readonly indices: readonly number[];
  edit: FreeformEdit | undefined;
}

export class FreeformSelectionSession implements FollowsMode {
  private selected: readonly number[] = [];
  private band: FreeformRect | undefined;
  private gesture: TransformGesture | undefined;
  private readonly hits: FreeformHits;
  private readonly listeners = new Set<() => void>();
  private currentNotice: FreeformClipboardNotice | undefined;
  readonly clipboard: FreeformClipboard;

  constructor(
    private readonly context: SessionContext,
    store: ClipboardStore,
    hitIndex: FreeformHitIndex = new LinearHitIndex(),
  ) {
    this.hits = new FreeformHits(context.document, hitIndex);
    this.clipboard = new FreeformClipboard(context, store);
    context.document.subscribe((change) => {
      this.hits.changed(change);
      if (change.type !== 'freeform' && change.type !== 'layers') return;
      // A drag under way was planned on the symbols as they were.
      this.gesture = undefined;
      const document = context.document;
      const kept = this.selected.filter((id) => {
        const symbol = document.freeformSymbol(id);
        return symbol !== undefined && this.layerVisible(symbol.layerId);
      });
      if (kept.length !== this.selected.length) this.selected = kept;
      this.emit();
    });
  }

  // ---- what is selected --------------------------------------------------------------------------------------

  /** The selected symbols' ids, bottom first. */
  get ids(): readonly number[] {
    return this.selected;
  }

  /** Whether any symbol is selected (edits need one, spec §5). */
  get active(): boolean {
    return this.selected.length > 0;
  }

  /** The selected symbols as they are in the chart (or as the drag under way would leave them). */
  get symbols(): FreeformSymbol[] {
    const indices = this.gesture?.indices ?? this.indices();
    const list = this.gesture?.edit?.symbols ?? this.context.document.freeformSymbols;
    return indices.map((at) => list[at]!);
  }

  /** The box around the selected symbols (as the drag under way would leave them), if any is selected. */
  get box(): FreeformBox | undefined {
    const symbols = this.symbols;
    return selectionBox(
      symbols,
      symbols.map((_, at) => at),
    );
  }

  /** What the last copy, cut or paste came to, when the user should hear of it. */
  get notice(): FreeformClipboardNotice | undefined {
    return this.currentNotice;
  }

  /** The rubber band being dragged, if any. */
  get rubberBand(): FreeformRect | undefined {
    return this.band;
  }

  /** Whether a move, turn or scale is being dragged (the overlay shows the symbols where they would go). */
  get transforming(): boolean {
    return this.gesture !== undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The id of the topmost symbol of a visible layer under the point, or -1. */
  pick(point: FreeformPoint): number {
    return this.hits.pickPoint(point.x, point.y);
  }

  isSelected(id: number): boolean {
    return this.selected.includes(id);
  }

  /** Selects these symbols (unknown ids and symbols on hidden layers are left out). */
  select(ids: readonly number[]): void {
    const document = this.context.document;
    const known = [...new Set(ids)].filter((id) => {
      const symbol = document.freeformSymbol(id);
      return symbol !== undefined && this.layerVisible(symbol.layerId);
    });
    known.sort((a, b) => document.freeformIndexOf(a) - document.freeformIndexOf(b));
    this.set(known);
  }

  /**
   * A click at a point: selects the symbol there alone, or with `additive` (shift) adds it or takes it out again;
   * a click on no symbol empties the selection (not with shift). Returns the id clicked or -1.
   */
  clickAt(point: FreeformPoint, additive: boolean): number {
    const id = this.pick(point);
    if (id < 0) {
      if (!additive) this.clear();
      return id;
    }
    if (!additive) this.select([id]);
    else if (this.isSelected(id)) this.select(this.selected.filter((each) => each !== id));
    else this.select([...this.selected, id]);
    return id;
  }

  /** Every symbol of the visible layers (ctrl/cmd+A). */
  selectAll(): void {
    this.select(this.hits.visibleIds());
  }

  clear(): void {
    this.set([]);
  }

  modeChanged(_mode: ChartMode, editing: boolean): void {
    this.cancelGesture();
    if (!editing) this.clear();
  }

  // ---- the rubber band ---------------------------------------------------------------------------------------

  showRubberBand(from: FreeformPoint, to: FreeformPoint): void {
    this.band = { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
    this.emit();
  }

  /**
   * Selects what the band covers (fully, or partly when the user's `freeformSelectPartial` says so), added to the
   * selection with `additive`.
   */
  finishRubberBand(additive: boolean): void {
    const band = this.band;
    this.band = undefined;
    if (!band) return this.emit();
    const ids = this.hits.pickRect(band, this.context.settings.freeformSelectPartial);
    this.select(additive ? [...this.selected, ...ids] : ids);
    this.emit();
  }

  // ---- dragging a move, turn or scale ------------------------------------------------------------------------

  /** Starts dragging the selection: a move, or a turn or scale about its middle. False without a selection. */
  beginTransform(kind: TransformGesture['kind']): boolean {
    if (!this.context.canEdit || !this.active) return false;
    const indices = this.indices();
    const pivot = selectionPivot(this.context.document.freeformSymbols, indices);
    if (!pivot) return false;
    this.gesture = { kind, pivot, indices, edit: undefined };
    return true;
  }

  /** Shows the selection moved by dx, dy units (kept within the chart). */
  showMove(dx: number, dy: number): void {
    this.showTransform('move', (symbols, indices, size) => moveSymbols(symbols, indices, dx, dy, size));
  }

  /** Shows the selection turned as the rotate handle dragged from `from` to `to` (15° steps with `snap`). */
  showRotate(from: FreeformPoint, to: FreeformPoint, snap: boolean): void {
    const gesture = this.gesture;
    if (!gesture) return;
    const single = gesture.indices.length === 1;
    const baseRotation = single
      ? this.context.document.freeformSymbols[gesture.indices[0]!]?.rotate
      : undefined;
    const angle = rotateDragAngle({ pivot: gesture.pivot, from, to, snap, baseRotation });
    this.showTransform('rotate', (symbols, indices, size) =>
      rotateSymbols(symbols, indices, angle, size, gesture.pivot),
    );
  }

  /** Shows the selection scaled as a scale handle dragged from `from` to `to`. */
  showScale(from: FreeformPoint, to: FreeformPoint): void {
    const gesture = this.gesture;
    if (!gesture) return;
    const factor = scaleDragFactor(gesture.pivot, from, to);
    this.showTransform('scale', (symbols, indices, size) =>
      scaleSymbols(symbols, indices, factor, size, gesture.pivot),
    );
  }

  /** Applies the drag shown (one undo step). */
  finishTransform(): SelectionEditOutcome {
    const gesture = this.gesture;
    this.gesture = undefined;
    if (!gesture?.edit) {
      this.emit();
      return 'nothing';
    }
    const document = this.context.document;
    const outcome = this.runAround(
      changedArgs(document.freeformSymbols, document.freeformSymbolIds, gesture.edit),
    );
    this.emit();
    return outcome;
  }

  /** Drops a drag or band under way; nothing changes. */
  cancelGesture(): void {
    if (!this.gesture && !this.band) return;
    this.gesture = undefined;
    this.band = undefined;
    this.emit();
  }

  // ---- edits of the selection (spec §5: only with a selection) -----------------------------------------------

  /** Moves the selection by dx, dy units (the arrow keys), kept within the chart. */
  moveBy(dx: number, dy: number): SelectionEditOutcome {
    return this.editInPlace((symbols, indices, size) => moveSymbols(symbols, indices, dx, dy, size));
  }

  /** Turns the selection about its middle. */
  rotateBy(angle: number): SelectionEditOutcome {
    return this.editInPlace((symbols, indices, size) => rotateSymbols(symbols, indices, angle, size));
  }

  /** Scales the selection about its middle. */
  scaleBy(factor: number): SelectionEditOutcome {
    return this.editInPlace((symbols, indices, size) => scaleSymbols(symbols, indices, factor, size));
  }

  align(edge: AlignEdge): SelectionEditOutcome {
    return this.editInPlace((symbols, indices, size) => alignSymbols(symbols, indices, edge, size));
  }

  distribute(axis: DistributeAxis): SelectionEditOutcome {
    return this.editInPlace((symbols, indices) => distributeSymbols(symbols, indices, axis));
  }

  /**
   * Removes the selected symbols (Delete), with their copies in the other wedges of a symmetric guide unless
   * `around` is false (a cut removes only what it put on the clipboard).
   */
  deleteSelected(around = true): SelectionEditOutcome {
    const edit = this.ready() && deleteSymbols(this.context.document.freeformSymbols, this.indices());
    if (!edit) return 'nothing';
    const args = { removed: [...this.selected] };
    return around ? this.runAround(args) : this.run(args);
  }

  /** Puts copies of the selection a little right and down, on top, and selects them (ctrl/cmd+D). */
  duplicate(): SelectionEditOutcome {
    const document = this.context.document;
    const edit =
      this.ready() && duplicateSymbols(document.freeformSymbols, this.indices(), document.meta.freeform.size);
    if (!edit) return 'nothing';
    const indices = this.indices();
    const added = edit.selection.map((at) => ({ id: document.newFreeformId(), symbol: edit.symbols[at]! }));
    const sources: SourcedAdd[] = added.map((entry, at) => ({ added: entry, source: indices[at]! }));
    const outcome = this.runAround({ added }, sources);
    if (outcome === 'done') this.select(added.map((entry) => entry.id));
    return outcome;
  }

  /** Moves the selection up or down the z order (within each layer). */
  restack(move: StackMove): SelectionEditOutcome {
    const document = this.context.document;
    const indices = this.indices();
    const edit = this.ready() && restackSymbols(document.freeformSymbols, indices, move);
    if (!edit) return 'nothing';
    const planned = restackArgs(document.freeformSymbolIds, indices, edit, () => document.newFreeformId());
    const outcome = this.run(planned.args);
    if (outcome === 'done') this.select(planned.ids);
    return outcome;
  }

  copy(): FreeformCopyOutcome {
    const outcome = this.active ? this.clipboard.copy(this.indices()) : 'nothing';
    if (outcome !== 'nothing') this.tell({ kind: outcome });
    return outcome;
  }

  /** Copies the selection and removes it (one undo step). */
  cut(): FreeformCopyOutcome | 'notEditable' {
    if (!this.active) return 'nothing';
    if (!this.context.canEdit) return 'notEditable';
    const copied = this.clipboard.copy(this.indices());
    if (copied === 'nothing') return copied;
    if (this.deleteSelected(false) !== 'done') return 'notEditable';
    this.tell({ kind: copied === 'copied' ? 'cut' : copied });
    return copied;
  }

  /** Pastes the clipboard centred on `point` and selects what was pasted. */
  paste(point: FreeformPoint): FreeformPasteOutcome {
    if (!this.context.canEdit) return { kind: 'notEditable' };
    const outcome = this.clipboard.paste(point);
    if (outcome.kind === 'pasted') this.select(outcome.ids);
    if (outcome.kind === 'paletteFull') this.tell(outcome);
    else if (outcome.kind === 'empty' || outcome.kind === 'limitReached') this.tell({ kind: outcome.kind });
    return outcome;
  }

  // ---- inside ------------------------------------------------------------------------------------------------

  /** The selected symbols' indices in the chart's list, ascending. */
  private indices(): number[] {
    const document = this.context.document;
    return this.selected
      .map((id) => document.freeformIndexOf(id))
      .filter((at) => at >= 0)
      .sort((a, b) => a - b);
  }

  /** Whether an edit may run: the chart can be edited now, a symbol is selected, no drag is under way. */
  private ready(): boolean {
    return this.context.canEdit && this.active && !this.gesture;
  }

  private editInPlace(
    plan: (
      symbols: readonly FreeformSymbol[],
      indices: number[],
      size: { width: number; height: number },
    ) => FreeformEdit | undefined,
  ): SelectionEditOutcome {
    if (!this.ready()) return 'nothing';
    const document = this.context.document;
    const edit = plan(document.freeformSymbols, this.indices(), document.meta.freeform.size);
    if (!edit) return 'nothing';
    return this.runAround(changedArgs(document.freeformSymbols, document.freeformSymbolIds, edit));
  }

  private showTransform(
    kind: TransformGesture['kind'],
    plan: (
      symbols: readonly FreeformSymbol[],
      indices: readonly number[],
      size: { width: number; height: number },
    ) => FreeformEdit | undefined,
  ): void {
    const gesture = this.gesture;
    if (gesture?.kind !== kind) return;
    const document = this.context.document;
    gesture.edit = plan(document.freeformSymbols, gesture.indices, document.meta.freeform.size);
    this.emit();
  }

  private run(args: FreeformSymbolEdit): SelectionEditOutcome {
    return this.context.dispatch(editFreeformSymbols, args);
  }

  /** Runs the edit repeated in the other wedges of the guides with symmetry on (one undo step). */
  private runAround(args: FreeformSymbolEdit, sources: readonly SourcedAdd[] = []): SelectionEditOutcome {
    return this.run(withSymmetricCopies(symmetryChartOf(this.context.document), args, sources));
  }

  private layerVisible(layerId: number): boolean {
    const document = this.context.document;
    if (!document.hasMetadata) return false;
    return document.meta.layers.items.some((layer) => layer.layerId === layerId && layer.visible);
  }

  private set(ids: readonly number[]): void {
    const current = this.selected;
    if (current.length === ids.length && current.every((id, at) => id === ids[at])) return;
    this.selected = ids;
    this.emit();
  }

  private tell(notice: FreeformClipboardNotice): void {
    this.currentNotice = notice;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
