/**
 * A gesture's edits of one item list, shown at once while the pointer is down: each patch is applied to the
 * document straight away and its inverse kept, so the gesture can be reverted exactly (cancel, or before it is
 * recorded as one command). Like {@link CellStroke} for cells; the tool records the gesture's combined patch through
 * the editor's dispatcher when the pointer comes up, so the whole gesture is one undo step.
 */
import type { ChartDocument } from './ChartDocument';
import type { GridItemKind, GridItemTypes, ItemPatch } from './gridItems';

export class ItemStroke<Kind extends GridItemKind> {
  private readonly inverses: ItemPatch<GridItemTypes[Kind]>[] = [];

  constructor(
    private readonly document: ChartDocument,
    readonly kind: Kind,
  ) {}

  /** The list as it is now (with the gesture's patches). */
  get list(): readonly GridItemTypes[Kind][] {
    return this.document.items[this.kind] as readonly GridItemTypes[Kind][];
  }

  /** Whether the gesture changed the list so far. */
  get changed(): boolean {
    return this.inverses.length > 0;
  }

  /** Applies a patch to the document now; false when it does not fit or changes nothing. */
  apply(patch: ItemPatch<GridItemTypes[Kind]> | undefined): boolean {
    if (!patch) return false;
    const inverse = this.document.patchItems(this.kind, patch);
    if (!inverse) return false;
    this.inverses.push(inverse);
    return true;
  }

  /** Takes every patch back, newest first: the list is as it was before the gesture. */
  revert(): void {
    for (let index = this.inverses.length - 1; index >= 0; index -= 1) {
      this.document.patchItems(this.kind, this.inverses[index]!);
    }
    this.inverses.length = 0;
  }
}
