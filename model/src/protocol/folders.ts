/**
 * The user's folders (spec §3 "Folder": folderId, title, custom): list, create, rename and delete. Deleting a
 * folder moves its charts to no folder. Only the owner's own charts go in folders.
 */
import { z } from '../parseWithoutEval';
import { withStorableText } from '../text';
import { okEnvelopeSchema } from './envelope';
import { userFolderIdSchema } from './chartList';

/** The most folders a user can have, and the longest folder name. */
export const folderLimits = { count: 500, title: 100 } as const;

export const folderMessages = {
  titleEmpty: 'Geef de map een naam.',
  titleTooLong: `Een mapnaam heeft hoogstens ${folderLimits.title} tekens.`,
  titleInvalid: 'Een mapnaam mag geen regeleinden of andere stuurtekens bevatten.',
} as const;

/** A folder name: trimmed, 1–100 characters, no control characters. */
export const folderTitleSchema = withStorableText(
  z
    .string({ error: folderMessages.titleEmpty })
    .trim()
    .min(1, { error: folderMessages.titleEmpty })
    .max(folderLimits.title, { error: folderMessages.titleTooLong })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: folderMessages.titleInvalid }),
);

/** A folder of the user. `custom` is true for folders the user made (the views of a list are not folders). */
export const folderSchema = z.object({
  folderId: userFolderIdSchema,
  title: z.string(),
  custom: z.boolean(),
  /** The charts in it (not in the bin). */
  chartCount: z.number().int().min(0),
});
export type Folder = z.infer<typeof folderSchema>;

/** How many charts each view of the list holds. */
export const folderViewCountsSchema = z.object({
  all: z.number().int().min(0),
  'shared-with-me': z.number().int().min(0),
  'shared-by-me': z.number().int().min(0),
  public: z.number().int().min(0),
  'no-folder': z.number().int().min(0),
  deleted: z.number().int().min(0),
});
export type FolderViewCounts = z.infer<typeof folderViewCountsSchema>;

/** `GET folders`: the user's folders by name, and the chart count of each view. */
export const foldersResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  folders: z.array(folderSchema),
  counts: folderViewCountsSchema,
});
export type FoldersResponse = z.infer<typeof foldersResponseSchema>;

/** `POST folder/create` and `POST folder/rename/{folderId}`. */
export const folderTitleRequestSchema = z.object({ title: folderTitleSchema });
export type FolderTitleRequest = z.input<typeof folderTitleRequestSchema>;

export const folderResponseSchema = okEnvelopeSchema({ status: z.literal('ok'), folder: folderSchema });
export type FolderResponse = z.infer<typeof folderResponseSchema>;

/** `POST folder/delete/{folderId}`: the folder's charts (also those in the bin) go to no folder. */
export const folderDeleteResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  movedCharts: z.number().int().min(0),
});
export type FolderDeleteResponse = z.infer<typeof folderDeleteResponseSchema>;
