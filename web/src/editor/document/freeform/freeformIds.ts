/**
 * The per-session ids of a freeform chart's symbols (docs/decisions/freeform.md, "Symbol ids"): one id per symbol,
 * kept in an array parallel to `meta.freeform.symbols`, so tools, the renderer and the hit index can name a symbol
 * however the list is edited. Ids are never saved; a chart opened again numbers its symbols from 1.
 */
export class FreeformIds {
  private ids: readonly number[];
  private indexById: Map<number, number> | undefined;
  private next: number;

  constructor(count: number) {
    this.ids = Array.from({ length: count }, (_, index) => index + 1);
    this.next = count + 1;
  }

  /** The ids in the order of the symbols. */
  get all(): readonly number[] {
    return this.ids;
  }

  /** An id no symbol has had in this session. */
  allocate(): number {
    const id = this.next;
    this.next += 1;
    return id;
  }

  /** The index of a symbol by its id, or -1. */
  indexOf(id: number): number {
    if (!this.indexById) {
      this.indexById = new Map();
      for (const [index, each] of this.ids.entries()) this.indexById.set(each, index);
    }
    return this.indexById.get(id) ?? -1;
  }

  /** Replaces the ids (after an edit of the symbols); ids above every allocated one move the counter on. */
  replace(ids: readonly number[]): void {
    this.ids = ids;
    this.indexById = undefined;
    for (const id of ids) if (id >= this.next) this.next = id + 1;
  }
}
