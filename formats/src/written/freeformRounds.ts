/**
 * Written rounds of a freeform crochet chart (issue 29; docs/decisions/freeform.md, "Written rounds"): per round
 * guide, "Toer k: …" for each round with stitches, in working order from the start arrow, the round's repeat
 * written once between stars and its stitch count ("Toer 3: *2 stokjes in de volgende steek, 1 losse* herhaal 6
 * keer (18 steken)"); round 1 goes into a magic ring, or into the ring of chains inside it. Stitches on no round are
 * listed per layer ("Laag 2: 5 vasten, 3 lossen"). Hidden layers are left out, as the grid text leaves them out.
 */
import {
  distanceFromCentre,
  isUsableGuide,
  roundCountOf,
  roundOf,
  roundRadius,
  stitchKindOf,
  stitchOfSymbol,
  type FreeformSymbol,
  type Layer,
  type RoundGuide,
} from '@steekwerk/model';
import { roundElementsOf, type RoundElement, type RoundSymbol } from './freeform/roundElements';
import { roundInstructions } from './freeform/roundText';
import { ringTokens, workedTokens } from './freeform/roundTokens';
import {
  counted,
  nounOf,
  stitchesInOne,
  stitchNouns,
  stitchPhrases,
  type StitchNoun,
} from './freeform/stitchNouns';
import type { WrittenLine } from './rowPattern';
import { styleWords } from './styleNames';
import type { WrittenChart } from './writtenChart';
import { fillNumbers, type WrittenSettings } from './writtenSettings';

/** The freeform part of the generator's input: the symbols, round guides and layers of the chart. */
export interface WrittenFreeform {
  readonly symbols: readonly FreeformSymbol[];
  readonly roundGuides: readonly RoundGuide[];
  readonly layers: readonly Pick<Layer, 'layerId' | 'title' | 'visible'>[];
}

const isChainSymbol = (symbolId: string) => symbolId === 'chain' || symbolId === 'turning-chain';
const steken = (count: number) => (count === 1 ? '1 steek' : `${count} steken`);

/** The words of the chart: a noun key per symbol and the noun of each key. */
function wordsOf(chart: Pick<WrittenChart, 'styles' | 'productNames' | 'colourName'>) {
  const words = styleWords(chart);
  const symbolIds = new Map(chart.styles.map((style) => [style.styleId, style.symbolId]));
  const keyOf = (symbol: FreeformSymbol): { symbolId: string; key: string } => {
    const symbolId = symbolIds.get(symbol.styleId) ?? '';
    const known =
      symbolId in stitchNouns ||
      symbolId in stitchesInOne ||
      symbolId in stitchPhrases ||
      stitchOfSymbol(symbolId) !== undefined;
    return { symbolId, key: known ? symbolId : `style:${symbol.styleId}` };
  };
  const nounOfKey = (key: string): StitchNoun => {
    if (!key.startsWith('style:')) return nounOf(key, key);
    const word = words.get(Number(key.slice(6)))?.word ?? 'steek';
    return { one: word, many: word };
  };
  return { keyOf, nounOfKey };
}

interface GuideRounds {
  readonly guide: RoundGuide;
  readonly rounds: RoundSymbol[][];
  readonly ringChains: number;
}

/** Which symbols each guide takes: those on its rounds, and the chains of a ring and a magic ring inside round 1. */
function claimRounds(
  guides: readonly RoundGuide[],
  symbols: readonly FreeformSymbol[],
  keyOf: ReturnType<typeof wordsOf>['keyOf'],
): { claimed: Set<number>; perGuide: GuideRounds[] } {
  const claimed = new Set<number>();
  const perGuide = guides.map((guide): GuideRounds => {
    const rounds: RoundSymbol[][] = Array.from({ length: roundCountOf(guide) }, () => []);
    let ringChains = 0;
    const inside = roundRadius(guide, 1) - guide.spacing / 2;
    symbols.forEach((symbol, index) => {
      if (symbol.layerId !== guide.layerId || claimed.has(index)) return;
      const { symbolId, key } = keyOf(symbol);
      const round = roundOf(guide, symbol);
      if (round !== undefined) {
        rounds[round - 1]!.push({ symbol, symbolId, key });
        claimed.add(index);
      } else if (
        distanceFromCentre(guide, symbol) < inside &&
        (isChainSymbol(symbolId) || symbolId === 'magic-ring')
      ) {
        if (isChainSymbol(symbolId)) ringChains += 1;
        claimed.add(index);
      }
    });
    return { guide, rounds, ringChains };
  });
  return { claimed, perGuide };
}

/** The lines of one guide's rounds. */
function guideLines(
  { guide, rounds, ringChains }: GuideRounds,
  settings: WrittenSettings,
  nounOfKey: (key: string) => StitchNoun,
): string[] {
  const lines: string[] = [];
  if (ringChains > 0) {
    lines.push(`Begin: ${counted(ringChains, stitchNouns.chain!)}, sluit met een halve vaste tot een ring.`);
  }
  const ring = ringChains > 0 ? 'in de ring' : 'in een magische ring';
  const elements: RoundElement[][] = rounds.map((symbols) => roundElementsOf(guide, symbols));
  elements.forEach((round, index) => {
    if (round.length === 0) return;
    const number = index + 1;
    const tokens = number === 1 ? ringTokens(round) : workedTokens(guide, round, elements[index - 1] ?? []);
    const text = roundInstructions(tokens, nounOfKey, number === 1 ? ring : undefined);
    const made = round.reduce((sum, element) => sum + element.makes, 0);
    lines.push(`${fillNumbers(settings.rowText, number)} ${text} (${steken(made)})`);
  });
  return lines;
}

/** "5 vasten", or for a symbol with no noun of its own "3× 2 stokjes in 1 steek". */
function countText(count: number, key: string, nounOfKey: (key: string) => StitchNoun): string {
  if (key in stitchNouns || key.startsWith('style:') || !stitchOfSymbol(key))
    return counted(count, nounOfKey(key));
  return `${count}× ${stitchOfSymbol(key)!.name}`;
}

/** "Laag 2", with the layer's own title when it has one: "Laag 2 (Rand)". */
function layerLabel(layer: Pick<Layer, 'title'>, position: number): string {
  const label = `Laag ${position}`;
  const title = layer.title.trim();
  return title && title.toLowerCase() !== label.toLowerCase() ? `${label} (${title})` : label;
}

/**
 * The written rounds of a freeform chart, as lines: the title (when asked), the rounds of each guide ("Motief n:"
 * above each when there are several), the stitches on no round per layer, and the totals.
 */
export function freeformPatternLines(
  chart: Pick<WrittenChart, 'title' | 'styles' | 'productNames' | 'colourName'>,
  freeform: WrittenFreeform,
  settings: WrittenSettings,
): WrittenLine[] {
  const { keyOf, nounOfKey } = wordsOf(chart);
  const visible = new Set(freeform.layers.filter((layer) => layer.visible).map((layer) => layer.layerId));
  const guides = freeform.roundGuides.filter((guide) => visible.has(guide.layerId) && isUsableGuide(guide));
  const { claimed, perGuide } = claimRounds(guides, freeform.symbols, keyOf);

  const sections: string[][] = [];
  perGuide.forEach((rounds, index) => {
    const body = guideLines(rounds, settings, nounOfKey);
    if (body.length > 0) sections.push(perGuide.length > 1 ? [`Motief ${index + 1}:`, ...body] : body);
  });

  // Stitches on no round, per layer, and every stitch for the totals.
  const totals = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, count = 1) =>
    counts.set(key, (counts.get(key) ?? 0) + count);
  const free: string[] = [];
  freeform.layers.forEach((layer, position) => {
    if (!layer.visible) return;
    const counts = new Map<string, number>();
    freeform.symbols.forEach((symbol, index) => {
      if (symbol.layerId !== layer.layerId || claimed.has(index)) return;
      const { symbolId, key } = keyOf(symbol);
      if (stitchKindOf(symbolId).kind !== 'marker') add(counts, key);
    });
    if (counts.size === 0) return;
    const parts = [...counts].map(([key, count]) => countText(count, key, nounOfKey));
    free.push(`${layerLabel(layer, position + 1)}: ${parts.join(', ')}`);
  });
  if (free.length > 0) sections.push(free);

  freeform.symbols.forEach((symbol, index) => {
    if (!visible.has(symbol.layerId)) return;
    const { symbolId, key } = keyOf(symbol);
    if (stitchKindOf(symbolId).kind === 'marker') return;
    // A stitch in a round and the same stitch placed free count together; an increase counts as its stitches.
    const inOne = claimed.has(index) ? stitchesInOne[symbolId] : undefined;
    if (inOne) for (const item of inOne) add(totals, item);
    else add(totals, key);
  });

  const lines: WrittenLine[] = [];
  if (settings.title && chart.title.trim()) sections.unshift([chart.title.trim()]);
  if (settings.usageText && totals.size > 0) {
    const parts = [...totals].map(([key, count]) => countText(count, key, nounOfKey));
    sections.push([`${settings.usageText} ${parts.join(settings.stitchDivider)}`]);
  }
  sections.forEach((section, index) => {
    if (index > 0) lines.push({ text: '' });
    lines.push(...section.map((text) => ({ text })));
  });
  return lines;
}
