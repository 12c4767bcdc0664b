/**
 * What the knots-and-beads tool places, a session the editor owns (the choice outlives a gesture): a French knot or
 * a bead, and the bead's size in millimetres. The toolbar's sub-choice shows and changes it; the tool asks it to
 * place or take away an ornament where the pointer was pressed, one undo step per press.
 */
import { DEFAULT_BEAD_SIZE_MM, ornamentKinds, type OrnamentKind } from '@steekwerk/model';
import { patchItems } from '../document/commands/itemCommands';
import type { CommandOutcome } from '../document/commands/command';
import type { SessionContext } from '../sessions/SessionContext';
import { ornamentOf, snapOrnament, toggleOrnamentPatch, type LatticePoint } from './ornamentPlacement';

/** The bead sizes offered (mm): seed beads 15/0, 11/0 (the plain bead), 10/0, 8/0 and 6/0. */
export const beadSizesMm: readonly number[] = [1.5, DEFAULT_BEAD_SIZE_MM, 2.5, 3, 4];

/** What the tool places. */
export interface OrnamentChoice {
  readonly kind: OrnamentKind;
  readonly beadSizeMm: number;
}

export class OrnamentSession {
  private current: OrnamentChoice = { kind: 'knot', beadSizeMm: DEFAULT_BEAD_SIZE_MM };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly context: SessionContext) {}

  get choice(): OrnamentChoice {
    return this.current;
  }

  /** Calls `listener` when the choice changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Chooses knots or beads; false for anything else. */
  setKind(kind: string): boolean {
    if (!(ornamentKinds as readonly string[]).includes(kind)) return false;
    this.update({ ...this.current, kind: kind as OrnamentKind });
    return true;
  }

  /** Chooses a bead size (one of {@link beadSizesMm}); false for any other value. */
  setBeadSize(sizeMm: number): boolean {
    if (!beadSizesMm.includes(sizeMm)) return false;
    this.update({ ...this.current, beadSizeMm: sizeMm });
    return true;
  }

  /** The point a press at (column, row, within the cell) places at, for the current kind; undefined: none. */
  pointAt(
    column: number,
    row: number,
    within: { readonly x: number; readonly y: number },
  ): LatticePoint | undefined {
    const document = this.context.document;
    return snapOrnament(this.current.kind, column, row, within, document);
  }

  /**
   * Places the chosen ornament in `styleId` at a point (replacing what stands there), or takes it away when the
   * same one stands there: one undoable command.
   */
  toggleAt(point: LatticePoint, styleId: number): CommandOutcome {
    if (!Number.isInteger(styleId) || styleId < 1 || styleId > 255) return 'refused';
    const { kind, beadSizeMm } = this.current;
    const ornament = ornamentOf(kind, point, styleId, beadSizeMm);
    const patch = toggleOrnamentPatch(this.context.document.items.ornaments, ornament);
    return this.context.dispatch(patchItems, { kind: 'ornaments', patch });
  }

  private update(next: OrnamentChoice): void {
    if (next.kind === this.current.kind && next.beadSizeMm === this.current.beadSizeMm) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
