/**
 * The name of "Volg een PDF-patroon" (issue 30) for the links to it and its breadcrumb: a file of its own, so the
 * always-loaded routes carry these words only, not the screen's texts (nlFollowPdf.ts).
 */
export const followPdfLinkTexts = {
  link: 'Volg een PDF-patroon',
  /** The landing page's link for visitors. */
  landingLink: 'Een borduurpatroon als PDF gekocht? Volg een PDF-patroon',
} as const;
