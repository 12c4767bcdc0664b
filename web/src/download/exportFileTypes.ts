/**
 * The file types of the download screen, one row each: its label, extension and the settings it uses. The export
 * worker has the matching row of writers (engine/exportWriters.ts) calling `@steekwerk/formats`. The first row is the
 * spec's default (`png`).
 */
import { nl } from '../i18n/nl';
import type { LegendPlacement } from './exportSettings';

/** A setting the screen shows for a file type. */
export type ExportSettingKey =
  | 'size'
  | 'legendPlacement'
  | 'paper'
  | 'margin'
  | 'orientation'
  | 'rotation'
  | 'overlap'
  | 'fabricCount'
  | 'mode'
  | 'written';

export interface ExportFileType {
  readonly fileType: string;
  readonly label: string;
  readonly extension: string;
  readonly mimeType: string;
  readonly settings: readonly ExportSettingKey[];
  /** Paged file types show their page count before exporting. */
  readonly paged: boolean;
  /** The legend placements the writer draws (types using `legendPlacement`); others are shown as the first one. */
  readonly legendPlacements?: readonly LegendPlacement[];
}

const labels = nl.chartScreens.download.fileTypes;

export const exportFileTypes: readonly ExportFileType[] = [
  {
    fileType: 'png',
    label: labels.png,
    extension: 'png',
    mimeType: 'image/png',
    settings: ['size', 'legendPlacement'],
    paged: false,
    // The PNG writer draws its legend below the chart.
    legendPlacements: ['none', 'bottom'],
  },
  {
    fileType: 'png_pixel',
    label: labels.png_pixel,
    extension: 'png',
    mimeType: 'image/png',
    settings: [],
    paged: false,
  },
  {
    fileType: 'pdf_doc',
    label: labels.pdf_doc,
    extension: 'pdf',
    mimeType: 'application/pdf',
    settings: ['paper', 'orientation', 'margin', 'overlap', 'fabricCount', 'mode', 'written'],
    paged: true,
  },
  {
    fileType: 'oxs',
    label: labels.oxs,
    extension: 'oxs',
    mimeType: 'application/xml',
    settings: [],
    paged: false,
  },
  {
    fileType: 'steekwerk_json',
    label: labels.steekwerk_json,
    extension: 'json',
    mimeType: 'application/json',
    settings: [],
    paged: false,
  },
];

export function findFileType(fileType: string | null | undefined): ExportFileType | undefined {
  return exportFileTypes.find((row) => row.fileType === fileType);
}
