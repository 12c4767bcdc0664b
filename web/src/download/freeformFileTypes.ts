/**
 * The file types a freeform chart is offered (issue 29): the writer table's rows that write one (PNG, PDF, the
 * Steekwerk file, the written rounds); the grid-only rows (OXS, the pixel PNG) are left out with a note.
 */
import { useEffect, useState } from 'react';
import { isFreeformCraft } from '@steekwerk/model';
import type { ChartSnapshot } from '@steekwerk/formats/chart-files';
import type { ExportFileType } from './exportFileTypes';

/** Whether the snapshot is of a freeform chart; undefined until it is made (false when it fails). */
export function useFreeformSnapshot(snapshot: Promise<ChartSnapshot>): boolean | undefined {
  const [freeform, setFreeform] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void snapshot.then(
      (made) => current && setFreeform(isFreeformCraft(made.chart.settings.craft)),
      () => current && setFreeform(false),
    );
    return () => {
      current = false;
    };
  }, [snapshot]);
  return freeform;
}

/** The rows a chart is offered: all for a grid chart, those that write freeform charts for a freeform one. */
export function fileTypesFor(rows: readonly ExportFileType[], freeform: boolean): readonly ExportFileType[] {
  return freeform ? rows.filter((row) => row.freeform) : rows;
}
