/**
 * Commands: the only way edits reach the document. A command checks its arguments, mutates the document and
 * returns the invocation that undoes it, or `false` when it does nothing (invalid arguments, no change).
 * Toolbar buttons, shortcuts, tools and tests all call the same commands.
 */
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
}

/** Binds a command to its arguments. */
export function invoke<Args>(command: Command<Args>, args: Args): Invocation {
  return { name: command.name, run: (document) => command.perform(document, args) };
}

/** Defines a command (a named `perform`). */
export function defineCommand<Args>(
  name: string,
  perform: (document: ChartDocument, args: Args) => CommandResult | false,
): Command<Args> {
  return { name, perform };
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
