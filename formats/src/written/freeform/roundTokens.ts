/**
 * A round as a list of tokens (docs/decisions/freeform.md, "Written rounds"): stitches hanging free (chains,
 * picots), groups of stitches worked into one stitch or boog of the round below, stitches worked together, and
 * stitches of the round below that are skipped. Round 1 has no round below: its stitches go into the ring.
 */
import type { RoundGuide } from '@steekwerk/model';
import { basesOf, nearestBase, type RoundBase, type RoundElement } from './roundElements';

export type RoundToken =
  | { readonly t: 'free'; readonly key: string }
  | { readonly t: 'ring'; readonly key: string }
  | { readonly t: 'group'; readonly keys: readonly string[]; readonly into: RoundBase['kind'] }
  | { readonly t: 'together'; readonly phrase: string }
  | { readonly t: 'skip'; readonly into: RoundBase['kind'] };

/** Round 1: every stitch into the ring, one token per single stitch. */
export function ringTokens(elements: readonly RoundElement[]): RoundToken[] {
  return elements.flatMap((element): RoundToken[] =>
    element.phrase
      ? [{ t: 'together', phrase: element.phrase }]
      : element.items.map((key) => ({ t: 'ring', key })),
  );
}

interface Group {
  readonly base: number;
  readonly consumes: number;
  readonly elements: RoundElement[];
}

function groupToken(group: Group, bases: readonly RoundBase[]): RoundToken {
  const [first] = group.elements;
  if (first?.phrase) return { t: 'together', phrase: first.phrase };
  return {
    t: 'group',
    keys: group.elements.flatMap((element) => element.items),
    into: bases[group.base]?.kind ?? 'steek',
  };
}

/**
 * The tokens of round k ≥ 2 over the stitches of the round below. With no round below (it is empty), stitches
 * whose feet lie within a quarter of the spacing of each other count as worked into one stitch.
 */
export function workedTokens(
  guide: RoundGuide,
  elements: readonly RoundElement[],
  below: readonly RoundElement[],
): RoundToken[] {
  let bases = basesOf(below);
  const footBases = bases.length === 0;
  const baseOf = (element: RoundElement, previous: Group | undefined): number => {
    if (!footBases) return nearestBase(bases, element.footAngle);
    const last = previous?.elements.at(-1);
    if (last && Math.hypot(last.foot.x - element.foot.x, last.foot.y - element.foot.y) <= guide.spacing / 4) {
      return previous!.base;
    }
    bases = [...bases, { kind: 'steek', angle: element.footAngle }];
    return bases.length - 1;
  };

  // Groups and the free runs between them, in working order.
  const parts: (Group | RoundElement[])[] = [];
  let pending: RoundElement[] = [];
  let current: Group | undefined;
  for (const element of elements) {
    if (element.kind === 'free') {
      pending.push(element);
      continue;
    }
    const base = baseOf(element, current);
    const joins =
      current &&
      !current.elements[0]!.phrase &&
      !element.phrase &&
      current.base === base &&
      parts.at(-1) === current;
    if (joins) {
      current!.elements.push(...pending, element);
    } else {
      if (pending.length > 0) parts.push(pending);
      const start =
        element.phrase && !footBases
          ? wrap(base - Math.floor((element.consumes - 1) / 2), bases.length)
          : base;
      current = { base: start, consumes: Math.max(1, element.consumes), elements: [element] };
      parts.push(current);
    }
    pending = [];
  }
  if (pending.length > 0) parts.push(pending);
  return footBases ? partsToTokens(parts, bases, false) : partsToTokens(parts, bases, true);
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/** Tokens of the parts, with the stitches below skipped between groups written where no chain bridges them. */
function partsToTokens(
  parts: readonly (Group | RoundElement[])[],
  bases: readonly RoundBase[],
  skips: boolean,
): RoundToken[] {
  const tokens: RoundToken[] = [];
  const groups = parts.filter((part): part is Group => !Array.isArray(part));
  const count = bases.length;
  const firstBase = groups[0]?.base ?? 0;
  // Bases are counted from the first group's, going round once.
  const unrolled = (base: number) => (base >= firstBase ? base : base + count);
  let pointer = firstBase;
  let bridged = false;
  const skipTokens = (until: number, isBridged: boolean) => {
    if (!skips || isBridged) return;
    for (let index = pointer; index < until; index += 1) {
      tokens.push({ t: 'skip', into: bases[index % count]!.kind });
    }
  };
  for (const part of parts) {
    if (Array.isArray(part)) {
      for (const element of part) tokens.push({ t: 'free', key: element.items[0]! });
      bridged = true;
      continue;
    }
    const base = unrolled(part.base);
    if (base > pointer) skipTokens(base, bridged);
    tokens.push(groupToken(part, bases));
    pointer = Math.max(pointer, base + part.consumes);
    bridged = false;
  }
  // Round the end back to the first group: bridged by chains after the last group or before the first.
  const leadingFree = Array.isArray(parts[0]);
  if (groups.length > 0 && firstBase + count > pointer) skipTokens(firstBase + count, bridged || leadingFree);
  return tokens;
}
