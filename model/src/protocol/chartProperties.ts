/**
 * Chart properties and sharing outside the editor (spec §2 chart sub-screens settings and share, and "Eigenschappen"
 * of one or several charts in the list). Properties live in the chart's row, so changing them makes no revision.
 * A locked chart's properties cannot change, except that its owner may turn the lock off (spec §6); sharing a
 * locked chart is allowed.
 */
import { z } from '../parseWithoutEval';
import { storableText, withStorableText } from '../text';
import { emailAddressSchema } from '../account/credentials';
import { chartIdSchema, chartTextLimits } from '../chart/chartState';
import { chartTypes, crafts, gridCrafts, typesForCraft, type Craft } from '../crafts';
import { chartFailureReasonSchema } from './chart';
import { userFolderIdSchema } from './chartList';
import { okEnvelopeSchema } from './envelope';

/** The most charts one properties or delete call handles (a selection in the list). */
export const maxChartsPerCall = 1000;

/** The most addresses a chart can be shared with. */
export const maxSharedUsers = 500;

export const chartPropertyMessages = {
  titleInvalid: 'Een titel mag geen regeleinden of andere stuurtekens bevatten.',
  titleTooLong: `Een titel heeft hoogstens ${chartTextLimits.title} tekens.`,
  notesTooLong: `Notities hebben hoogstens ${chartTextLimits.notes} tekens.`,
  typeNeedsCraft: 'Kies de handwerkvorm samen met het soort chart.',
  typeNotForCraft: 'Dit soort chart hoort niet bij deze handwerkvorm.',
  nothingToChange: 'Er is niets om te wijzigen.',
  tooManyUsers: `Een chart kan met hoogstens ${maxSharedUsers} adressen worden gedeeld.`,
  chartIdsRequired: 'Kies minstens één chart.',
  tooManyCharts: `Hoogstens ${maxChartsPerCall} charts tegelijk.`,
} as const;

/** A saved chart's id (not `new`). */
export const savedChartIdSchema = chartIdSchema.refine((id) => id !== 'new', { error: 'Ongeldige chart.' });

/** A list of saved chart ids, 1 to {@link maxChartsPerCall}, without repeats. */
export const chartIdListSchema = z
  .array(savedChartIdSchema)
  .min(1, { error: chartPropertyMessages.chartIdsRequired })
  .max(maxChartsPerCall, { error: chartPropertyMessages.tooManyCharts })
  .transform((ids) => [...new Set(ids)]);

/** Everything the settings screen shows of a chart. Only its owner sees the folder and the shared addresses. */
export const chartPropertiesSchema = z.object({
  chartId: z.string(),
  title: z.string(),
  /** `''` for no folder, `deleted` for the bin (owner only; `''` for others). */
  folderId: z.string(),
  craft: z.enum(crafts as unknown as [Craft, ...Craft[]]),
  type: z.enum(chartTypes),
  notes: z.string(),
  locked: z.boolean(),
  allowAnonymous: z.boolean(),
  allowUsers: z.array(z.string()),
  allowClone: z.boolean(),
  allowExport: z.boolean(),
  ownedByUser: z.boolean(),
  columnCount: z.number().int().min(0),
  rowCount: z.number().int().min(0),
  revision: z.number().int().min(0),
  imageLink: z.string(),
});
export type ChartProperties = z.infer<typeof chartPropertiesSchema>;

/** A chart a call could not handle, and why (spec §8 reasons). */
export const chartRefusalSchema = z.object({ chartId: z.string(), reason: chartFailureReasonSchema });
export type ChartRefusal = z.infer<typeof chartRefusalSchema>;

/** `GET charts/properties?ids=a,b,c`: the charts the user may see, and the others with the reason. */
export const chartsPropertiesQuerySchema = z.object({
  ids: z
    .string()
    .max(maxChartsPerCall * 65)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(chartIdListSchema),
});
export type ChartsPropertiesQuery = z.input<typeof chartsPropertiesQuerySchema>;

export const chartsPropertiesResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  charts: z.array(chartPropertiesSchema),
  refused: z.array(chartRefusalSchema),
});
export type ChartsPropertiesResponse = z.infer<typeof chartsPropertiesResponseSchema>;

/** A chart title: at most 200 characters, no control characters. */
export const chartTitleSchema = withStorableText(
  z
    .string()
    .max(chartTextLimits.title, { error: chartPropertyMessages.titleTooLong })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: chartPropertyMessages.titleInvalid }),
);

/**
 * The properties to change; those left out stay. The craft and the type change together (the type must be one of
 * the craft's types, spec §3). `folderId` is `''` for no folder or a folder of the user.
 */
export const chartPropertyChangesSchema = z
  .object({
    title: chartTitleSchema.optional(),
    notes: storableText()
      .max(chartTextLimits.notes, { error: chartPropertyMessages.notesTooLong })
      .optional(),
    folderId: z.union([z.literal(''), userFolderIdSchema]).optional(),
    craft: z.enum(gridCrafts).optional(),
    type: z.enum(chartTypes).optional(),
    locked: z.boolean().optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: chartPropertyMessages.nothingToChange,
  })
  .refine((changes) => (changes.craft === undefined) === (changes.type === undefined), {
    error: chartPropertyMessages.typeNeedsCraft,
    path: ['type'],
  })
  .refine(
    (changes) =>
      changes.craft === undefined ||
      changes.type === undefined ||
      typesForCraft(changes.craft).includes(changes.type),
    { error: chartPropertyMessages.typeNotForCraft, path: ['type'] },
  );
export type ChartPropertyChanges = z.infer<typeof chartPropertyChangesSchema>;

/** `POST charts/properties/save`: the same changes for every chart (one chart, or a selection). */
export const chartsPropertiesSaveRequestSchema = z.object({
  chartIds: chartIdListSchema,
  changes: chartPropertyChangesSchema,
});
export type ChartsPropertiesSaveRequest = z.input<typeof chartsPropertiesSaveRequestSchema>;

/** The charts changed, and those refused with the reason (`locked`, `accessDenied`, `notFound`, …). */
export const chartsPropertiesSaveResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  changed: z.array(z.string()),
  refused: z.array(chartRefusalSchema),
});
export type ChartsPropertiesSaveResponse = z.infer<typeof chartsPropertiesSaveResponseSchema>;

/** How a chart is shared (spec §3: allowAnonymous, allowUsers; details allowClone, allowExport). */
export const chartSharingSchema = z.object({
  allowAnonymous: z.boolean(),
  allowUsers: z.array(z.string()),
  allowClone: z.boolean(),
  allowExport: z.boolean(),
});
export type ChartSharing = z.infer<typeof chartSharingSchema>;

/** `POST chart/share/{chartId}`: the sharing to change; `allowUsers` replaces the whole list. */
export const chartShareRequestSchema = z
  .object({
    allowAnonymous: z.boolean().optional(),
    allowUsers: z
      .array(emailAddressSchema)
      .max(maxSharedUsers, { error: chartPropertyMessages.tooManyUsers })
      .transform((emails) => [...new Set(emails)].sort())
      .optional(),
    allowClone: z.boolean().optional(),
    allowExport: z.boolean().optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: chartPropertyMessages.nothingToChange,
  });
export type ChartShareRequest = z.input<typeof chartShareRequestSchema>;

export const chartShareResponseSchema = z.union([
  okEnvelopeSchema({ status: z.literal('ok'), sharing: chartSharingSchema }),
  okEnvelopeSchema({ status: chartFailureReasonSchema, reason: chartFailureReasonSchema }),
]);
export type ChartShareResponse = z.infer<typeof chartShareResponseSchema>;
