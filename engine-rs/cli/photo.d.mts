// Types of photo.mjs for the TypeScript tests and benchmarks.
export interface Photo {
  pixels: Uint8Array;
  width: number;
  height: number;
}
export function decodePhoto(bytes: Uint8Array): Promise<Photo & { format: 'jpeg' | 'png' | 'webp' | 'gif' }>;
export function encodePng(image: Photo): Promise<Buffer>;
export function encodeJpeg(image: Photo, quality?: number): Promise<Buffer>;
export function chartImage(cells: Uint8Array, rgb: Uint8Array, width: number, height: number): Photo;
export function upscale(photo: Photo, width: number, height: number): Photo;
