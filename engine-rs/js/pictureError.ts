/**
 * The errors and limits of picture import, shared by the binding (`picture.ts`) and its callers: every
 * refused input throws {@link PictureError} with a code the UI can translate.
 */

/** The largest photo the engine accepts: 40 megapixels. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The largest chart side: 4000 cells. */
export const MAX_GRID_SIDE = 4000;
/** The most colours a chart can hold (a cell byte is the palette index + 1). */
export const MAX_COLORS = 255;
/** The most colours a brand palette may have. */
export const MAX_BRAND_COLORS = 4096;

/** Why a picture step refused its input; one code per engine status. */
export type PictureErrorCode =
  | 'image-too-large'
  | 'grid-too-large'
  | 'invalid-size'
  | 'invalid-color-count'
  | 'invalid-option'
  | 'invalid-cells';

const messages: Record<PictureErrorCode, string> = {
  'image-too-large': `The picture has more than ${MAX_PHOTO_PIXELS / 1e6} megapixels`,
  'grid-too-large': `The chart is larger than ${MAX_GRID_SIDE} × ${MAX_GRID_SIDE} cells`,
  'invalid-size': 'The picture or chart size is invalid',
  'invalid-color-count': `The number of colours must be from 1 to ${MAX_COLORS} (a brand palette up to ${MAX_BRAND_COLORS})`,
  'invalid-option': 'A picture import option is out of range',
  'invalid-cells': 'A cell refers to a colour the palette does not have',
};

/** A picture step refused its input; `code` says why, `message` says it in English for developers. */
export class PictureError extends Error {
  constructor(
    readonly code: PictureErrorCode,
    detail?: string,
  ) {
    super(detail ? `${messages[code]}: ${detail}` : messages[code]);
    this.name = 'PictureError';
  }
}

/** The error code of each picture status of the ABI (`Status` in `abi.ts`, numbers 4 to 9). */
export const pictureErrorCodes: Readonly<Record<number, PictureErrorCode>> = {
  4: 'image-too-large',
  5: 'grid-too-large',
  6: 'invalid-size',
  7: 'invalid-color-count',
  8: 'invalid-option',
  9: 'invalid-cells',
};
