/**
 * A small, strict XML reader for what OXS needs: elements with attributes, read as a stream of open and close
 * events (no tree, so a million stitches cost no million objects). It refuses what a chart file never needs and an
 * attacker could use: a DOCTYPE (and so any entity definition or expansion), entities other than the five
 * predefined ones and character references, unclosed or crossed elements, repeated attributes, and content after
 * the root. Text between elements is checked and ignored; comments, CDATA and processing instructions are skipped.
 */
import { ChartFileError } from '../chart/chartFileError';
import { XmlAttributes } from './xmlAttributes';

export { XmlAttributes } from './xmlAttributes';

/** Called for each start tag; `position` is the tag's offset, for {@link lineAt} in messages. */
export type OpenElement = (name: string, attributes: XmlAttributes, position: number) => void;
export type CloseElement = (name: string) => void;

export interface XmlHandler {
  readonly open: OpenElement;
  readonly close?: CloseElement;
}

/** The most elements open at once (OXS needs 3). */
const maxDepth = 64;
/** The most attributes on one element. */
const maxAttributes = 256;

const closeEndPattern = /\s*>/y;
const entityPattern = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9A-Fa-f]{1,6}));|&/g;
const predefined: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f;
}

function isNameChar(code: number): boolean {
  return (
    isNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x3a || code === 0x2d
  );
}

/**
 * The element name at `start`, as one shared string per distinct name (a document has few), so reading a million
 * elements copies no names; undefined when no name starts there.
 */
function nameAt(text: string, start: number, seen: string[]): string | undefined {
  if (!isNameStart(text.charCodeAt(start))) return undefined;
  let end = start + 1;
  while (isNameChar(text.charCodeAt(end))) end += 1;
  for (const name of seen) if (name.length === end - start && text.startsWith(name, start)) return name;
  const name = text.slice(start, end);
  if (seen.length < 64) seen.push(name);
  return name;
}

/** The 1-based line of an offset in `text`. */
export function lineAt(text: string, position: number): number {
  let line = 1;
  for (
    let index = text.indexOf('\n');
    index >= 0 && index < position;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1;
  }
  return line;
}

function fail(text: string, position: number, what: string): never {
  throw new ChartFileError(`Het bestand is geen geldig XML (regel ${lineAt(text, position)}): ${what}.`);
}

function decodeValue(text: string, value: string, position: number): string {
  if (!value.includes('&')) return value;
  return value.replace(entityPattern, (match, name?: string, decimal?: string, hex?: string) => {
    if (name) return predefined[name]!;
    if (decimal === undefined && hex === undefined)
      fail(text, position, `een losse "&" of een onbekende entiteit`);
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    if (code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      fail(text, position, `een ongeldig teken ${match}`);
    }
    return String.fromCodePoint(code);
  });
}

function checkText(text: string, from: number, to: number): void {
  for (let index = from; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x26) {
      const end = text.indexOf(';', index);
      if (end < 0 || end > to) fail(text, index, 'een losse "&" in de tekst');
      decodeValue(text, text.slice(index, end + 1), index);
      index = end;
    } else if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      fail(text, index, 'een ongeldig teken');
    }
  }
}

function skipPast(text: string, from: number, end: string, what: string): number {
  const found = text.indexOf(end, from);
  if (found < 0) fail(text, from, `${what} zonder einde`);
  return found + end.length;
}

/**
 * Reads `text` as one XML document and calls `handler` for each element in order.
 *
 * @throws ChartFileError naming the line and the problem for anything that is not well-formed or is refused
 */
export function readXml(text: string, handler: XmlHandler): void {
  const open: string[] = [];
  const names: string[] = [];
  const attributes = new XmlAttributes((raw) => decodeValue(text, raw, 0));
  let rootSeen = false;
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (position < text.length) {
    const next = text.indexOf('<', position);
    const textEnd = next < 0 ? text.length : next;
    if (textEnd > position) {
      if (open.length === 0 && text.slice(position, textEnd).trim() !== '') {
        fail(text, position, 'tekst buiten het hoofdelement');
      }
      if (open.length > 0) checkText(text, position, textEnd);
    }
    if (next < 0) break;
    position = next;
    const marker = text.charCodeAt(position + 1);
    if (marker === 0x21 && text.startsWith('<!--', position)) {
      position = skipPast(text, position + 4, '-->', 'een commentaar');
    } else if (marker === 0x21 && text.startsWith('<![CDATA[', position)) {
      if (open.length === 0) fail(text, position, 'CDATA buiten het hoofdelement');
      position = skipPast(text, position + 9, ']]>', 'een CDATA-blok');
    } else if (marker === 0x3f) {
      position = skipPast(text, position + 2, '?>', 'een verwerkingsinstructie');
    } else if (marker === 0x21) {
      fail(text, position, 'een DOCTYPE of entiteitdefinitie, die een kaartbestand niet nodig heeft');
    } else if (marker === 0x2f) {
      const name = nameAt(text, position + 2, names);
      if (!name) fail(text, position, 'een sluittag zonder naam');
      closeEndPattern.lastIndex = position + 2 + name.length;
      if (!closeEndPattern.exec(text)) fail(text, position, `de sluittag </${name}> is niet afgesloten`);
      const expected = open.pop();
      if (expected !== name) {
        fail(text, position, expected ? `</${name}> sluit <${expected}> niet` : `</${name}> zonder begin`);
      }
      position = closeEndPattern.lastIndex;
      handler.close?.(name);
    } else {
      if (open.length === 0 && rootSeen) fail(text, position, 'een tweede hoofdelement');
      const name = nameAt(text, position + 1, names);
      if (!name) fail(text, position, 'een "<" zonder elementnaam');
      attributes.reset(text);
      let cursor = position + 1 + name.length;
      for (;;) {
        const afterSpace = skipSpace(text, cursor);
        const first = text.charCodeAt(afterSpace);
        if (afterSpace === cursor || !isNameStart(first)) {
          cursor = afterSpace;
          break;
        }
        let nameEnd = afterSpace + 1;
        while (isNameChar(text.charCodeAt(nameEnd))) nameEnd += 1;
        const key = () => text.slice(afterSpace, nameEnd);
        let at = skipSpace(text, nameEnd);
        if (text.charCodeAt(at) !== 0x3d)
          fail(text, position, `het attribuut ${key()} in <${name}> heeft geen "="`);
        at = skipSpace(text, at + 1);
        const quote = text.charCodeAt(at);
        if (quote !== 0x22 && quote !== 0x27) {
          fail(text, position, `de waarde van ${key()} in <${name}> staat niet tussen aanhalingstekens`);
        }
        const valueEnd = text.indexOf(quote === 0x22 ? '"' : "'", at + 1);
        if (valueEnd < 0) fail(text, position, `de waarde van ${key()} in <${name}> houdt niet op`);
        for (let index = at + 1; index < valueEnd; index += 1) {
          const code = text.charCodeAt(index);
          if (code === 0x3c) fail(text, position, `een "<" in de waarde van ${key()}`);
          if (code === 0x26) {
            const semicolon = text.indexOf(';', index);
            decodeValue(
              text,
              text.slice(index, semicolon < 0 || semicolon > valueEnd ? index + 1 : semicolon + 1),
              position,
            );
          }
        }
        if (!attributes.add(afterSpace, nameEnd, at + 1, valueEnd)) {
          fail(text, position, `het attribuut ${key()} staat twee keer in <${name}>`);
        }
        if (attributes.size > maxAttributes) fail(text, position, `te veel attributen in <${name}>`);
        cursor = valueEnd + 1;
      }
      const slash = text.charCodeAt(cursor) === 0x2f;
      if (text.charCodeAt(slash ? cursor + 1 : cursor) !== 0x3e) {
        fail(text, position, `de tag <${name}> is niet goed afgesloten`);
      }
      rootSeen = true;
      handler.open(name, attributes, position);
      if (slash) {
        handler.close?.(name);
      } else {
        if (open.length >= maxDepth) fail(text, position, 'te diep geneste elementen');
        open.push(name);
      }
      position = cursor + (slash ? 2 : 1);
    }
  }
  if (open.length > 0)
    fail(text, text.length, `het bestand houdt op voordat </${open[open.length - 1]}> komt`);
  if (!rootSeen) fail(text, 0, 'er staat geen element in');
}
