import { describe, expect, it } from 'vitest';
import { readXml } from './xmlReader';

function events(text: string): string[] {
  const seen: string[] = [];
  readXml(text, {
    open: (name, attributes) => seen.push(`<${name} a=${attributes.get('a') ?? '-'}>`),
    close: (name) => seen.push(`</${name}>`),
  });
  return seen;
}

function errorOf(text: string): string {
  try {
    events(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('readXml', () => {
  it('reads elements and attributes in order, skipping comments, CDATA, processing instructions and text', () => {
    const text = `\uFEFF<?xml version="1.0"?><!-- c --><r a='1 &amp; &#x41;'>tekst<![CDATA[<x>]]><e a="&lt;&quot;"/>\n</r>`;
    expect(events(text)).toEqual(['<r a=1 & A>', '<e a=<">', '</e>', '</r>']);
  });

  it('reads whole numbers in place and other numbers through the fallback', () => {
    const numbers: Array<number | undefined> = [];
    readXml('<r x="12" y="3,5" z=""/>', {
      open: (_name, attributes) => {
        for (const name of ['x', 'y', 'z', 'w']) {
          numbers.push(attributes.wholeNumber(name, (text) => (text === '3,5' ? 3.5 : undefined)));
        }
      },
    });
    expect(numbers).toEqual([12, 3.5, undefined, undefined]);
  });

  it('refuses what is not well-formed, naming the line', () => {
    expect(errorOf('<r>\n<e a="1" a="2"/></r>')).toBe(
      'Het bestand is geen geldig XML (regel 2): het attribuut a staat twee keer in <e>.',
    );
    expect(errorOf('<r a=1/>')).toMatch(/niet tussen aanhalingstekens/);
    expect(errorOf('<r a="<"/>')).toMatch(/een "<" in de waarde van a/);
    expect(errorOf('<r/><s/>')).toMatch(/een tweede hoofdelement/);
    expect(errorOf('<r/>tekst')).toMatch(/tekst buiten het hoofdelement/);
    expect(errorOf('<r>a & b</r>')).toMatch(/een losse "&"/);
    expect(errorOf('<r a="&#0;"/>')).toMatch(/ongeldig teken/);
    expect(errorOf('')).toMatch(/er staat geen element in/);
    expect(errorOf('<r><!-- open</r>')).toMatch(/een commentaar zonder einde/);
  });

  it('refuses very deep nesting', () => {
    expect(errorOf(`${'<a>'.repeat(70)}${'</a>'.repeat(70)}`)).toMatch(/te diep geneste elementen/);
  });
});
