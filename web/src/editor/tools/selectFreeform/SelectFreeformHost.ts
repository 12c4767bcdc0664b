/**
 * What the freeform select tool's states need of their tool (README.md of tools/: states name an interface instead
 * of importing the tool): the session, the context, and the press under way.
 */
import type { FreeformPoint } from '@steekwerk/model';
import type { FreeformSelectionSession } from '../../freeformSelection/FreeformSelectionSession';
import type { PointerInput, Tool } from '../Tool';

export interface SelectFreeformHost extends Tool {
  readonly session: FreeformSelectionSession;
  /** Where the press under way went down (view input and freeform point). */
  pressed: { readonly input: PointerInput; readonly point: FreeformPoint } | undefined;
  /** The symbol pressed, if the press was on one. */
  pressedId: number | undefined;
  /** The selection when the press went down. */
  selectedBeforePress: readonly number[];
  /** Forgets the press. */
  reset(): void;
}
