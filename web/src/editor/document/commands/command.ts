/**
 * Commands: the only way edits reach the document. A command checks its arguments, mutates the document and
 * returns the invocation that undoes it, or `false` (refused) when it does nothing (invalid arguments, no change).
 * Toolbar buttons, shortcuts, menus, tools and tests all call the same commands through the editor's one
 * dispatcher (`Editor.perform`), which asks the tier gate (`tierGate.ts`) first.
 */
import type { PremiumFeature } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';

/** A command applied with its arguments; running it returns its own inverse. */
export interface Invocation {
  readonly name: string;
  run(document: ChartDocument): CommandResult | false;
}

export interface CommandResult {
  /** Running this restores the document as it was before. */
  readonly inverse: Invocation;
}

export interface Command<Args> {
  readonly name: string;
  perform(document: ChartDocument, args: Args): CommandResult | false;
  /**
   * The grid size the chart would have after the command, for a command that can grow it; the tier gate refuses
   * sizes beyond the user's tier. Undefined when the arguments are invalid (then `perform` refuses them).
   */
  sizeAfter?(document: ChartDocument, args: Args): { columnCount: number; rowCount: number } | undefined;
  /** The number of layers the chart would have after the command (adding a layer); for the tier gate. */
  layersAfter?(document: ChartDocument, args: Args): number | undefined;
  /**
   * A freeform chart's size and symbol count after the command, for a command that can grow them (only the parts it
   * changes); the tier gate refuses them beyond the user's tier.
   */
  freeformAfter?(
    document: ChartDocument,
    args: Args,
  ): { readonly size?: { readonly width: number; readonly height: number }; readonly symbolCount?: number };
  /** The premium edit this command is (spec §2, §6: cut); the tier gate sends a free user to the offer. */
  readonly premiumFeature?: PremiumFeature;
}

/**
 * What running a command through the editor came to: done, refused by the command (invalid or no change), the
 * chart not editable now, or beyond the tier's limit (a free user is offered premium; a premium user is told).
 */
export type CommandOutcome = 'done' | 'refused' | 'notEditable' | 'premiumRequired' | 'limitReached';

/** Binds a command to its arguments. */
export function invoke<Args>(command: Command<Args>, args: Args): Invocation {
  return { name: command.name, run: (document) => command.perform(document, args) };
}

/** Defines a command (a named `perform`, and for a command that can grow the chart its `sizeAfter`). */
export function defineCommand<Args>(
  name: string,
  perform: (document: ChartDocument, args: Args) => CommandResult | false,
  sizeAfter?: Command<Args>['sizeAfter'],
): Command<Args> {
  return sizeAfter ? { name, perform, sizeAfter } : { name, perform };
}

/**
 * The same command as a premium edit of its own name (cutting is clearing, as a premium edit): the tier gate sends a
 * free user to the premium offer with the feature's code before it runs.
 */
export function premiumCommand<Args>(
  name: string,
  command: Command<Args>,
  feature: PremiumFeature,
): Command<Args> {
  return { name, perform: command.perform, premiumFeature: feature };
}

/** Runs invocations in order as one; the inverse runs their inverses in reverse order. */
export function sequence(name: string, invocations: readonly Invocation[]): Invocation {
  return {
    name,
    run(document) {
      const inverses: Invocation[] = [];
      for (const invocation of invocations) {
        const result = invocation.run(document);
        if (result) inverses.unshift(result.inverse);
      }
      return inverses.length > 0 ? { inverse: sequence(name, inverses) } : false;
    },
  };
}
