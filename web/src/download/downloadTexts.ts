import { nl } from '../i18n/nl';

/** The screen's heading and introduction (spec's texts for the download page). */
export const pages = nl.pages.chartDownload;
