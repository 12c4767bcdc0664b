/** The address of "Volg een PDF-patroon" (FollowPatternPdfPage.tsx), for the links to it: a module without the screen. */
export const followPdfPath = '/nl/chart/follow-pdf';
