import { accountArticles } from './accountArticles';
import { drawingArticles } from './drawingArticles';
import type { HelpArticle } from './helpArticle';
import { followArticles } from './followArticles';
import { importArticles } from './importArticles';
import { keepArticles } from './keepArticles';
import { startArticles } from './startArticles';

export * from './helpArticle';

/** Every article, in the order the help centre lists them within their categories. */
export const helpArticles: readonly HelpArticle[] = [
  ...startArticles,
  ...drawingArticles,
  ...importArticles,
  ...followArticles,
  ...keepArticles,
  ...accountArticles,
];

const bySlug = new Map(helpArticles.map((article) => [article.slug, article]));

/** The article with this address, or undefined. */
export function helpArticle(slug: string): HelpArticle | undefined {
  return bySlug.get(slug);
}
