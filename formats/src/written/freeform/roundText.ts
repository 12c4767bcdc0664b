/**
 * A round's tokens as Dutch text (docs/decisions/freeform.md, "Written rounds"): the shortest repeat of the round
 * written once between stars ("*2 stokjes in de volgende steek, 1 losse* herhaal 6 keer"), alike neighbours merged
 * ("3 lossen", "1 stokje in elk van de volgende 3 steken", "2 steken overslaan").
 */
import { counted, type StitchNoun } from './stitchNouns';
import type { RoundToken } from './roundTokens';

export type NounOf = (key: string) => StitchNoun;

const keyOf = (token: RoundToken) => JSON.stringify(token);

/** The length of the shortest unit the tokens repeat whole (the whole list when none shorter does). */
export function repeatLength(tokens: readonly RoundToken[]): number {
  const keys = tokens.map(keyOf);
  for (let length = 1; length < keys.length; length += 1) {
    if (keys.length % length !== 0) continue;
    if (keys.every((key, index) => key === keys[index % length])) return length;
  }
  return keys.length;
}

const intoWord = (into: 'steek' | 'boog', count = 1) =>
  count === 1
    ? `de volgende ${into}`
    : `elk van de volgende ${count} ${into === 'steek' ? 'steken' : 'bogen'}`;

/** Single stitches in a row: "3 stokjes", "2 lossen, 1 picot". */
function itemsText(keys: readonly string[], nounOf: NounOf): string {
  const parts: string[] = [];
  let index = 0;
  while (index < keys.length) {
    let end = index + 1;
    while (end < keys.length && keys[end] === keys[index]) end += 1;
    parts.push(counted(end - index, nounOf(keys[index]!)));
    index = end;
  }
  return parts.join(', ');
}

/** What goes into one stitch: "2 stokjes", "(1 stokje, 1 losse, 1 stokje)". */
function groupContents(keys: readonly string[], nounOf: NounOf): string {
  const text = itemsText(keys, nounOf);
  return keys.every((key) => key === keys[0]) ? text : `(${text})`;
}

/** The text of a run of tokens, alike neighbours merged. */
export function tokensText(tokens: readonly RoundToken[], nounOf: NounOf): string {
  const parts: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    let end = index + 1;
    while (end < tokens.length && keyOf(tokens[end]!) === keyOf(token)) end += 1;
    const run = end - index;
    switch (token.t) {
      case 'free':
      case 'ring': {
        parts.push(counted(run, nounOf(token.key)));
        break;
      }
      case 'together':
        parts.push(run === 1 ? token.phrase : `${run} keer ${token.phrase}`);
        break;
      case 'skip':
        parts.push(
          `${run} ${token.into === 'steek' ? (run === 1 ? 'steek' : 'steken') : run === 1 ? 'boog' : 'bogen'} overslaan`,
        );
        break;
      case 'group': {
        parts.push(`${groupContents(token.keys, nounOf)} in ${intoWord(token.into, run)}`);
        break;
      }
    }
    index = end;
  }
  return parts.join(', ');
}

/**
 * A round's instructions without its label and count: the repeat between stars with how many times, or the
 * stitches in a row when nothing repeats. A round of one group repeated says "in elke steek" ("2 stokjes in elke
 * steek"). `ring` ends the round 1 text with where it is worked ("in een magische ring").
 */
export function roundInstructions(tokens: readonly RoundToken[], nounOf: NounOf, ring?: string): string {
  if (tokens.length === 0) return '';
  const length = repeatLength(tokens);
  const times = tokens.length / length;
  const unit = tokens.slice(0, length);
  const where = ring ? ` ${ring}` : '';
  const [only] = unit;
  if (length === 1 && only) {
    if (only.t === 'group') return `${groupContents(only.keys, nounOf)} in elke ${only.into}`;
    if (only.t === 'free' || only.t === 'ring') return `${counted(times, nounOf(only.key))}${where}`;
  }
  if (times === 1) return `${tokensText(unit, nounOf)}${where}`;
  return `*${tokensText(unit, nounOf)}* herhaal ${times} keer${where}`;
}
