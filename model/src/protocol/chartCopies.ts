/**
 * Making a copy of a chart, and the bin (spec §2 "Maak een kopie", §4 deleting): a copy is a new chart of the
 * user, allowed to the owner and, when the chart allows copies (`allowClone`), to everyone who may see it.
 * Deleting moves charts to the bin, "Herstellen" takes one back out, and emptying the bin deletes for good.
 */
import { z } from '../parseWithoutEval';
import { chartFailureReasonSchema } from './chart';
import { userFolderIdSchema } from './chartList';
import { chartIdListSchema, chartRefusalSchema, chartTitleSchema } from './chartProperties';
import { okEnvelopeSchema } from './envelope';

/** The title a copy gets unless the user names it. */
export function copyTitle(title: string): string {
  const base = title.trim() === '' ? 'Naamloos' : title.trim();
  return `${base} (kopie)`.slice(0, 200);
}

/** `POST chart/clone/{chartId}`: an optional title (default: the title plus "(kopie)") and folder. */
export const chartCloneRequestSchema = z
  .object({
    title: chartTitleSchema.optional(),
    folderId: z.union([z.literal(''), userFolderIdSchema]).optional(),
  })
  .strict();
export type ChartCloneRequest = z.input<typeof chartCloneRequestSchema>;

export const chartCloneResponseSchema = z.union([
  okEnvelopeSchema({ status: z.literal('ok'), chartId: z.string(), revision: z.number().int().min(1) }),
  okEnvelopeSchema({ status: chartFailureReasonSchema, reason: chartFailureReasonSchema }),
]);
export type ChartCloneResponse = z.infer<typeof chartCloneResponseSchema>;

/** `POST chart/restore/{chartId}`: back from the bin into the folder it was in (no folder if that is gone). */
export const chartRestoreResponseSchema = z.union([
  okEnvelopeSchema({ status: z.literal('ok'), folderId: z.string() }),
  okEnvelopeSchema({ status: chartFailureReasonSchema, reason: chartFailureReasonSchema }),
]);
export type ChartRestoreResponse = z.infer<typeof chartRestoreResponseSchema>;

/** `POST charts/delete`: moves the user's charts to the bin; locked charts and others' charts are refused. */
export const chartsDeleteRequestSchema = z.object({ chartIds: chartIdListSchema });
export type ChartsDeleteRequest = z.input<typeof chartsDeleteRequestSchema>;

export const chartsDeleteResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  deleted: z.array(z.string()),
  refused: z.array(chartRefusalSchema),
});
export type ChartsDeleteResponse = z.infer<typeof chartsDeleteResponseSchema>;

/** `POST charts/bin/empty`: deletes every chart in the user's bin for good. */
export const chartsBinEmptyResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  deleted: z.number().int().min(0),
});
export type ChartsBinEmptyResponse = z.infer<typeof chartsBinEmptyResponseSchema>;
