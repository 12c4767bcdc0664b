import { vi } from 'vitest';

/** A download the page handed to the browser: the file and the name it would be saved under. */
export interface CapturedDownload {
  file: Blob;
  fileName: string;
}

/**
 * Stands in for the browser's download (an object URL and a clicked `<a download>`, which jsdom cannot do) and
 * records what the page handed over. Call in a test or `beforeEach`; `restoreMocks` undoes the click spy.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = blobs.get(this.href);
    if (file && this.download) downloads.push({ file, fileName: this.download });
  });
  return downloads;
}
