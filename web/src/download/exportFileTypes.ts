/**
 * The file types of the download screen, one row each: its label, extension and the settings it uses. The export
 * worker has the matching row of writers (engine/exportWriters.ts) calling `@steekwerk/formats`. PNG, OXS and
 * Steekwerk JSON join both tables when their writers exist.
 */
import { nl } from '../i18n/nl';

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
  | 'mode';

export interface ExportFileType {
  readonly fileType: string;
  readonly label: string;
  readonly extension: string;
  readonly mimeType: string;
  readonly settings: readonly ExportSettingKey[];
  /** Paged file types show their page count before exporting. */
  readonly paged: boolean;
}

export const exportFileTypes: readonly ExportFileType[] = [
  {
    fileType: 'pdf_doc',
    label: nl.chartScreens.download.fileTypes.pdf_doc ?? 'PDF',
    extension: 'pdf',
    mimeType: 'application/pdf',
    settings: ['paper', 'orientation', 'margin', 'overlap', 'fabricCount', 'mode'],
    paged: true,
  },
];

export function findFileType(fileType: string | null | undefined): ExportFileType | undefined {
  return exportFileTypes.find((row) => row.fileType === fileType);
}
