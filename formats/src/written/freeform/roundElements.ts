/**
 * The stitches of one round in working order, and the stitches of the round below they are worked into
 * (docs/decisions/freeform.md, "Written rounds"). A stitch's **foot** is the middle of the bottom edge of its
 * turned box (its top points away from the centre, its foot toward it); the stitch is worked into the stitch of
 * the round below nearest its foot by angle, ties going to the one reached first in working order.
 */
import {
  angleDistance,
  distanceFromCentre,
  normaliseAngle,
  stitchKindOf,
  workAngleOf,
  type FreeformSymbol,
  type RoundGuide,
} from '@steekwerk/model';
import { stitchesInOne, stitchPhrases } from './stitchNouns';

/** A symbol of a round with the word key of its stitch (its symbol id, or its style's for unknown symbols). */
export interface RoundSymbol {
  readonly symbol: FreeformSymbol;
  readonly symbolId: string;
  /** The key its noun is looked up by. */
  readonly key: string;
}

export interface RoundElement {
  /** `free`: hangs free, worked into no stitch (chain, picot); `worked`: into one or more stitches below. */
  readonly kind: 'free' | 'worked';
  readonly symbolId: string;
  /** The single stitches it is, as noun keys (an increase of 2 stokjes: two stokjes). */
  readonly items: readonly string[];
  /** A phrase for stitches worked together over several stitches ("2 vasten samen"). */
  readonly phrase?: string;
  readonly consumes: number;
  readonly makes: number;
  /** Work angle of its centre and of its foot, degrees from the start arrow. */
  readonly angle: number;
  readonly footAngle: number;
  readonly foot: { readonly x: number; readonly y: number };
  /** Its width in degrees of the round. */
  readonly span: number;
}

/** A stitch of the round below that stitches are worked into: a stitch, or a run of 2 or more chains (a boog). */
export interface RoundBase {
  readonly kind: 'steek' | 'boog';
  readonly angle: number;
}

/** The foot of a turned symbol: the middle of its bottom edge. */
export function footOf(symbol: Pick<FreeformSymbol, 'x' | 'y' | 'height' | 'rotate'>): {
  x: number;
  y: number;
} {
  const radians = (symbol.rotate * Math.PI) / 180;
  const half = symbol.height / 2;
  return { x: symbol.x - half * Math.sin(radians), y: symbol.y + half * Math.cos(radians) };
}

/** The elements of a round's symbols in working order (markers such as a magic ring left out). */
export function roundElementsOf(guide: RoundGuide, symbols: readonly RoundSymbol[]): RoundElement[] {
  const elements: RoundElement[] = [];
  for (const { symbol, symbolId, key } of symbols) {
    const info = stitchKindOf(symbolId);
    if (info.kind === 'marker') continue;
    const foot = footOf(symbol);
    const distance = Math.max(distanceFromCentre(guide, symbol), 1e-9);
    const inOne = stitchesInOne[symbolId];
    const phrase = stitchPhrases[symbolId];
    elements.push({
      kind: info.kind === 'free' ? 'free' : 'worked',
      symbolId,
      items: inOne ?? [key],
      ...(phrase ? { phrase } : {}),
      consumes: info.consumes,
      makes: info.makes,
      angle: workAngleOf(guide, symbol),
      footAngle: workAngleOf(guide, foot),
      foot,
      span: Math.min(360, (symbol.width / (2 * Math.PI * distance)) * 360),
    });
  }
  return elements.sort((a, b) => a.angle - b.angle);
}

const isChain = (element: RoundElement) =>
  element.symbolId === 'chain' || element.symbolId === 'turning-chain';

/**
 * The stitches a round offers the next one, in working order: each stitch it makes (an increase of 2 offers two,
 * spread over its width), and each run of 2 or more chains as one boog (a single chain is a stitch). Picots offer
 * nothing.
 */
export function basesOf(elements: readonly RoundElement[]): RoundBase[] {
  if (elements.length === 0) return [];
  // Start after an element that is not a chain, so a run of chains across the start arrow stays one run.
  const breakAt = elements.findIndex((element) => !isChain(element));
  const ordered =
    breakAt < 0 ? elements : [...elements.slice(breakAt + 1), ...elements.slice(0, breakAt + 1)];
  const bases: RoundBase[] = [];
  let run: RoundElement[] = [];
  const closeRun = () => {
    if (run.length === 1) bases.push({ kind: 'steek', angle: run[0]!.angle });
    if (run.length > 1) bases.push({ kind: 'boog', angle: run[Math.floor((run.length - 1) / 2)]!.angle });
    run = [];
  };
  for (const element of ordered) {
    if (isChain(element)) {
      run.push(element);
      continue;
    }
    closeRun();
    if (element.kind !== 'worked') continue;
    for (let index = 0; index < element.makes; index += 1) {
      const offset =
        element.makes === 1 ? 0 : -element.span / 2 + ((index + 0.5) * element.span) / element.makes;
      bases.push({ kind: 'steek', angle: normaliseAngle(element.angle + offset) });
    }
  }
  closeRun();
  return bases.sort((a, b) => a.angle - b.angle);
}

/**
 * The index of the base nearest an angle; of two as near, the one reached first in working order (behind it).
 * `bases` are in working order (as {@link basesOf} gives them), so only the two around the angle are compared.
 */
export function nearestBase(bases: readonly RoundBase[], angle: number): number {
  if (bases.length === 0) return -1;
  let low = 0;
  let high = bases.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bases[middle]!.angle < angle) low = middle + 1;
    else high = middle;
  }
  // The last base before the angle (round the end) and the first at or after it (round the start).
  let behind = (low - 1 + bases.length) % bases.length;
  while (behind > 0 && bases[behind - 1]!.angle === bases[behind]!.angle) behind -= 1;
  const ahead = low % bases.length;
  const behindDistance = angleDistance(bases[behind]!.angle, angle);
  const aheadDistance = angleDistance(bases[ahead]!.angle, angle);
  return aheadDistance < behindDistance - 1e-6 ? ahead : behind;
}
