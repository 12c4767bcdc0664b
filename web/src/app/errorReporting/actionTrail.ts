/**
 * The user's recent actions for an error report (spec §7 `actions`): route changes and editor commands by name,
 * newest last, at most {@link actionTrailLength}. A run of the same action is one entry with a count, so a
 * drawn stroke of a hundred cells does not push everything else out.
 */
import { javascriptErrorLimits } from '@steekwerk/model';
import { sanitizeText } from './sanitizeReport';

export const actionTrailLength = 20;

export interface ActionTrail {
  /** Adds an action (a route like `route:/nl/c/:id`, a command like `drawCells`). */
  record(name: string): void;
  /** The recent actions, oldest first (`drawCells ×12` for a run). */
  recent(): string[];
}

/** A route's path with ids replaced by `:id`, so the trail says where, not whose. */
export function routeAction(pathname: string): string {
  const path = pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) && segment.length >= 6 ? ':id' : segment))
    .join('/');
  return `route:${path}`;
}

/** Creates an empty trail. */
export function createActionTrail(length: number = actionTrailLength): ActionTrail {
  const entries: Array<{ name: string; count: number }> = [];
  return {
    record(name) {
      const clean = sanitizeText(name, javascriptErrorLimits.actionText - 8);
      if (clean === '') return;
      const last = entries.at(-1);
      if (last?.name === clean) {
        last.count += 1;
        return;
      }
      entries.push({ name: clean, count: 1 });
      if (entries.length > length) entries.splice(0, entries.length - length);
    },
    recent: () => entries.map(({ name, count }) => (count > 1 ? `${name} ×${count}` : name)),
  };
}
