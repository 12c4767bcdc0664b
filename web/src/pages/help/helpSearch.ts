/**
 * Searching the help centre on the device: every word of the question must occur in an article (as the start of
 * one of its words, without accents: "kopieren" finds "kopiëren"); titles and keywords weigh most.
 */
import type { HelpArticle, HelpBlock } from './articles';

/** Lower case, no accents, words of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

function blockText(block: HelpBlock): string {
  switch (block.kind) {
    case 'steps':
    case 'list':
      return block.items.join(' ');
    case 'picture':
      return `${block.alt} ${block.caption}`;
    default:
      return block.text;
  }
}

interface IndexedArticle {
  readonly article: HelpArticle;
  readonly fields: ReadonlyArray<{ readonly words: readonly string[]; readonly weight: number }>;
}

const indexes = new WeakMap<readonly HelpArticle[], IndexedArticle[]>();

function indexOf(articles: readonly HelpArticle[]): IndexedArticle[] {
  let index = indexes.get(articles);
  if (!index) {
    index = articles.map((article) => ({
      article,
      fields: [
        { words: searchWords(article.title), weight: 8 },
        { words: searchWords(article.keywords.join(' ')), weight: 5 },
        { words: searchWords(article.summary), weight: 3 },
        { words: searchWords(article.blocks.map(blockText).join(' ')), weight: 1 },
      ],
    }));
    indexes.set(articles, index);
  }
  return index;
}

/** How well one word of the question matches an article: 0 when it occurs nowhere. */
function wordScore(word: string, entry: IndexedArticle): number {
  let score = 0;
  for (const field of entry.fields) {
    for (const candidate of field.words) {
      if (candidate === word) score += field.weight * 2;
      else if (candidate.startsWith(word)) score += field.weight;
    }
  }
  return score;
}

/** The articles matching a question, best first; none for an empty question. At most 500 characters are read. */
export function searchHelp(articles: readonly HelpArticle[], question: string): HelpArticle[] {
  const words = [...new Set(searchWords(question.slice(0, 500)))].slice(0, 12);
  if (words.length === 0) return [];
  const scored: Array<{ article: HelpArticle; score: number; order: number }> = [];
  indexOf(articles).forEach((entry, order) => {
    let total = 0;
    for (const word of words) {
      const score = wordScore(word, entry);
      if (score === 0) return;
      total += score;
    }
    scored.push({ article: entry.article, score: total, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((hit) => hit.article);
}
