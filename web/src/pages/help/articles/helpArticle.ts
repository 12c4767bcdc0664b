/**
 * The help centre's articles (spec §1: "help articles"): Dutch texts in the repository, grouped in categories,
 * searched on the device. Pictures are screenshots of the product made by `scripts/help-pictures.mjs`.
 */

/** One part of an article, in reading order. */
export type HelpBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'tip'; readonly text: string }
  | {
      readonly kind: 'picture';
      readonly picture: HelpPictureName;
      readonly alt: string;
      readonly caption: string;
    };

/** The screenshots the articles show (files in `pictures/`). */
export type HelpPictureName = 'editor' | 'tracker' | 'download' | 'pictureImport' | 'written';

export type HelpCategoryId = 'beginnen' | 'tekenen' | 'importeren' | 'volgen' | 'bewaren' | 'account';

export interface HelpCategory {
  readonly id: HelpCategoryId;
  readonly title: string;
  readonly intro: string;
}

export interface HelpArticle {
  /** The address: `/nl/help/{slug}`. */
  readonly slug: string;
  readonly title: string;
  readonly categoryId: HelpCategoryId;
  /** One sentence under the title and in the lists and search results. */
  readonly summary: string;
  /** Words a maker may search with that the text does not use (synonyms, other programs' names). */
  readonly keywords: readonly string[];
  readonly blocks: readonly HelpBlock[];
  /** Slugs of articles to read next. */
  readonly related: readonly string[];
}

export const helpCategories: readonly HelpCategory[] = [
  { id: 'beginnen', title: 'Beginnen', intro: 'Je eerste chart maken en de weg vinden.' },
  { id: 'tekenen', title: 'Tekenen en bewerken', intro: 'Steken, lijnen, deelsteken, selecties en lagen.' },
  { id: 'importeren', title: 'Foto’s, tekst en bestanden', intro: 'Een chart maken van wat je al hebt.' },
  { id: 'volgen', title: 'Volgen en patronen', intro: 'Je voortgang bijhouden en het geschreven patroon.' },
  { id: 'bewaren', title: 'Afdrukken, delen en bewaren', intro: 'PDF en PNG, delen met anderen, back-ups.' },
  { id: 'account', title: 'Account en Premium', intro: 'Je gegevens, instellingen en Premium.' },
];
