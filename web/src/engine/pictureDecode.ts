/**
 * The browser's picture decoding, in the engine worker: `createImageBitmap` crops and (for pictures larger than
 * twice the chart) shrinks while decoding, and the pixels are read through `VideoFrame.copyTo` where there is one
 * (cheaper than a canvas readback), else through an OffscreenCanvas. The same path the picture benchmark measures.
 */
import type { RgbaImage } from '@steekwerk/engine';
import { picturePreviewSide, type PictureCrop } from './engineProtocol';

async function pixelsOf(bitmap: ImageBitmap): Promise<RgbaImage> {
  const { width, height } = bitmap;
  if (typeof VideoFrame === 'function') {
    const frame = new VideoFrame(bitmap, { timestamp: 0 });
    try {
      const pixels = new Uint8Array(frame.allocationSize({ format: 'RGBA' }));
      await frame.copyTo(pixels, { format: 'RGBA' });
      return { pixels, width, height };
    } finally {
      frame.close();
    }
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, width, height);
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height };
}

/**
 * Decodes the crop of a picture file at `size` (the crop's own size, or smaller). The whole picture is decoded
 * without a crop rectangle, which lets the decoder shrink while decoding.
 */
export async function decodePicture(
  file: Blob,
  crop: PictureCrop,
  size: { width: number; height: number },
  whole = false,
): Promise<RgbaImage> {
  const shrink = size.width < crop.width || size.height < crop.height;
  const options: ImageBitmapOptions = shrink
    ? { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' }
    : {};
  const bitmap = whole
    ? await createImageBitmap(file, options)
    : await createImageBitmap(file, crop.x, crop.y, crop.width, crop.height, options);
  try {
    return await pixelsOf(bitmap);
  } finally {
    bitmap.close();
  }
}

/**
 * A small copy of a picture to show (at most {@link picturePreviewSide} wide) and its size as shown: the header's
 * size, turned a quarter when the EXIF orientation turns the picture.
 */
export async function previewPicture(
  file: Blob,
  headerSize: { width: number; height: number },
): Promise<{ preview: ImageBitmap; width: number; height: number }> {
  const preview = await createImageBitmap(file, {
    resizeWidth: Math.min(picturePreviewSide, Math.max(headerSize.width, headerSize.height)),
    resizeQuality: 'medium',
  });
  const headerLandscape = headerSize.width >= headerSize.height;
  const shownLandscape = preview.width >= preview.height;
  const turned = headerSize.width !== headerSize.height && headerLandscape !== shownLandscape;
  return turned
    ? { preview, width: headerSize.height, height: headerSize.width }
    : { preview, width: headerSize.width, height: headerSize.height };
}
