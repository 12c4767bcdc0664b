import { describe, expect, it } from 'vitest';
import { helpArticles } from './articles';
import { searchHelp, searchWords } from './helpSearch';

const slugs = (question: string) => searchHelp(helpArticles, question).map((article) => article.slug);

describe('searching the help centre', () => {
  it('finds an article by a word of its title, a keyword or its text, best first', () => {
    expect(slugs('backsteek')[0]).toBe('lijnen-en-deelsteken');
    expect(slugs('PDF')[0]).toBe('afdrukken-en-downloaden');
    expect(slugs('foto')[0]).toBe('foto-importeren');
    expect(slugs('wachtwoord vergeten')[0]).toBe('account-en-gegevens');
    expect(slugs('oxs')).toContain('bestanden');
  });

  it('ignores accents and case, and matches the start of words', () => {
    expect(slugs('kopieren')[0]).toBe('selecteren-en-kopieren');
    expect(slugs('KOPIËREN')[0]).toBe('selecteren-en-kopieren');
    expect(slugs('voortg')[0]).toBe('voortgang-bijhouden');
  });

  it('wants every word of the question somewhere in an article', () => {
    expect(slugs('lagen verbergen')).toEqual(['lagen']);
    expect(slugs('lagen qqq')).toEqual([]);
  });

  it('finds nothing for an empty question, punctuation or nonsense, and survives a very long one', () => {
    expect(slugs('')).toEqual([]);
    expect(slugs('   ?! ')).toEqual([]);
    expect(slugs('xyzzy')).toEqual([]);
    expect(() => slugs('a'.repeat(100_000))).not.toThrow();
  });

  it('splits text into plain words', () => {
    expect(searchWords('Kruissteek, Franse knoop & „kwartsteek”!')).toEqual([
      'kruissteek',
      'franse',
      'knoop',
      'kwartsteek',
    ]);
  });
});
