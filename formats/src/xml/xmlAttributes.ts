/**
 * The attributes of the element being read, as offsets into the document: nothing is copied until a value is
 * asked for, and a whole number is read straight from the text (a million stitches then make no garbage). Valid
 * only during the `open` call that receives it; the reader reuses it for the next element.
 */
export class XmlAttributes {
  private source = '';
  private count = 0;
  private readonly nameStarts: number[] = [];
  private readonly nameEnds: number[] = [];
  private readonly valueStarts: number[] = [];
  private readonly valueEnds: number[] = [];

  constructor(private readonly decode: (raw: string) => string) {}

  /** @internal Starts a new element. */
  reset(source: string): void {
    this.source = source;
    this.count = 0;
  }

  /** @internal Adds an attribute; returns false when its name is already there. */
  add(nameStart: number, nameEnd: number, valueStart: number, valueEnd: number): boolean {
    for (let index = 0; index < this.count; index += 1) {
      if (this.nameIs(index, this.source, nameStart, nameEnd)) return false;
    }
    this.nameStarts[this.count] = nameStart;
    this.nameEnds[this.count] = nameEnd;
    this.valueStarts[this.count] = valueStart;
    this.valueEnds[this.count] = valueEnd;
    this.count += 1;
    return true;
  }

  get size(): number {
    return this.count;
  }

  private nameIs(index: number, other: string, start: number, end: number): boolean {
    const length = this.nameEnds[index]! - this.nameStarts[index]!;
    if (length !== end - start) return false;
    return this.source.startsWith(other.slice(start, end), this.nameStarts[index]!);
  }

  private find(name: string): number {
    for (let index = 0; index < this.count; index += 1) {
      const start = this.nameStarts[index]!;
      if (this.nameEnds[index]! - start === name.length && this.source.startsWith(name, start)) return index;
    }
    return -1;
  }

  /** The value of an attribute (entities decoded), or undefined when the element lacks it. */
  get(name: string): string | undefined {
    const index = this.find(name);
    if (index < 0) return undefined;
    return this.decode(this.source.slice(this.valueStarts[index]!, this.valueEnds[index]!));
  }

  /**
   * The value as a whole number when it is one of at most 9 plain digits, read without copying; otherwise
   * `undefined` and `fallback` gets the text (for fractions, commas, spaces) — absent attributes give undefined.
   */
  wholeNumber(name: string, fallback: (text: string) => number | undefined): number | undefined {
    const index = this.find(name);
    if (index < 0) return undefined;
    const start = this.valueStarts[index]!;
    const end = this.valueEnds[index]!;
    if (end > start && end - start <= 9) {
      let value = 0;
      let at = start;
      for (; at < end; at += 1) {
        const digit = this.source.charCodeAt(at) - 0x30;
        if (digit < 0 || digit > 9) break;
        value = value * 10 + digit;
      }
      if (at === end) return value;
    }
    return fallback(this.decode(this.source.slice(start, end)));
  }
}
