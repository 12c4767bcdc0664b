/**
 * The download screen's view of formats' writer table: the rows the export worker lists (label, extension, MIME
 * type, pages or not), each with the settings the screen shows for the options its writer reads. A new row of the
 * table shows here without a change as long as it reads options the screen knows.
 */
import type { ChartFileType, WriterOption } from '@steekwerk/formats';
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

export interface ExportFileType extends ChartFileType {
  readonly settings: readonly ExportSettingKey[];
  /** The legend placements the writer draws (types using `legendPlacement`); others are shown as the first one. */
  readonly legendPlacements?: readonly LegendPlacement[];
}

/** The settings of each kind of writer options (exportJobs.ts turns them back into those options). */
const settingsOfOption: Readonly<Record<WriterOption, readonly ExportSettingKey[]>> = {
  view: ['size', 'legendPlacement', 'rotation'],
  pdf: ['paper', 'orientation', 'margin', 'rotation', 'overlap', 'fabricCount', 'mode', 'written'],
};

/** A row of the table as the screen shows it. */
export function exportFileTypeOf(row: ChartFileType): ExportFileType {
  return { ...row, settings: [...new Set(row.reads.flatMap((option) => settingsOfOption[option]))] };
}

export function findFileType(
  rows: readonly ExportFileType[],
  fileType: string | null | undefined,
): ExportFileType | undefined {
  return rows.find((row) => row.key === fileType);
}
