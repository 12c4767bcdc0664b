import { describe, expect, it } from 'vitest';
import { searchWords } from '../helpSearch';
import { helpArticle, helpArticles, helpCategories, type HelpBlock } from '.';

/** The topics issue 28 names, by their addresses. */
const requiredTopics = [
  'beginnen',
  'tekenen',
  'lijnen-en-deelsteken',
  'selecteren-en-kopieren',
  'foto-importeren',
  'tekst-naar-raster',
  'voortgang-bijhouden',
  'geschreven-patroon',
  'afdrukken-en-downloaden',
  'bestanden',
  'delen',
  'back-ups',
  'premium',
  'account-en-gegevens',
];

const wordsOf = (block: HelpBlock): number =>
  searchWords(
    block.kind === 'steps' || block.kind === 'list'
      ? block.items.join(' ')
      : block.kind === 'picture'
        ? block.caption
        : block.text,
  ).length;

describe('the help articles', () => {
  it('cover every topic a maker asks about, each at its own address', () => {
    for (const slug of requiredTopics) expect(helpArticle(slug)?.slug, slug).toBe(slug);
    const slugs = helpArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(helpArticle('bestaat-niet')).toBeUndefined();
  });

  it('fill every category, and link only to articles that exist', () => {
    for (const category of helpCategories)
      expect(
        helpArticles.some((article) => article.categoryId === category.id),
        category.id,
      ).toBe(true);
    for (const article of helpArticles) {
      for (const slug of article.related)
        expect(helpArticle(slug), `${article.slug} → ${slug}`).toBeDefined();
      expect(article.related).not.toContain(article.slug);
    }
  });

  it('say something: a summary and at least 60 words each, no empty step or list item', () => {
    for (const article of helpArticles) {
      expect(article.summary.length, article.slug).toBeGreaterThan(20);
      const words = article.blocks.reduce((total, block) => total + wordsOf(block), 0);
      expect(words, article.slug).toBeGreaterThanOrEqual(60);
      for (const block of article.blocks) {
        if (block.kind === 'steps' || block.kind === 'list') {
          expect(block.items.length).toBeGreaterThan(0);
          for (const item of block.items) expect(item.trim().length).toBeGreaterThan(5);
        }
        if (block.kind === 'picture') expect(block.alt.length, article.slug).toBeGreaterThan(20);
      }
    }
  });
});
