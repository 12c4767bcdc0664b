/**
 * The fields a save writes to the chart's row that the property and share screens also change, checked with
 * those screens' validators so `chart/save` is no way around them: a title without control characters, e-mail
 * addresses (not the owner's own) to share with. The new chart's folder is checked by the service (it needs the
 * database).
 */
import { chartShareRequestSchema, chartTitleSchema } from '@steekwerk/model';
import { z } from 'zod';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { ZodBody } from '../http/zod-body.pipe';
import type { RowProperties } from './saved-properties';

const savedFields = new ZodBody(
  z.object({ title: chartTitleSchema, allowUsers: chartShareRequestSchema.shape.allowUsers }),
  'state.settings',
);

/**
 * Checks the title and the shared addresses a save would write: all of them for a new chart (no base), for an
 * existing chart those the editor changed since its base revision (the others stay as the row has them, see
 * {@link mergeSavedProperties}), so a value stored before these checks never blocks saving the cells.
 *
 * @param sent the properties of the saved state
 * @param base the properties of the revision the save is based on, undefined for a new chart
 * @param ownerAddress the saving owner's e-mail address
 * @throws AppException InvalidInput (400) as the property and share routes answer, ShareWithSelf (400)
 */
export function checkSavedFields(
  sent: RowProperties,
  base: RowProperties | undefined,
  ownerAddress: string,
): void {
  const changed = (key: 'title' | 'allowUsers') =>
    base === undefined || JSON.stringify(sent[key]) !== JSON.stringify(base[key]);
  const { allowUsers } = savedFields.transform({
    title: changed('title') ? sent.title : '',
    allowUsers: changed('allowUsers') ? sent.allowUsers : [],
  });
  if (allowUsers?.includes(ownerAddress.toLowerCase())) throw new AppException(ErrorCode.ShareWithSelf);
}
