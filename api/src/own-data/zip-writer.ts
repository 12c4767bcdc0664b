/**
 * A ZIP written entry by entry (archiver) where each entry is awaited: archiver's `append` only queues, so a
 * loop appending a thousand charts would hold them all. Waiting for each entry to pass through the compressor
 * into the archive, whose stream the HTTP response drains, keeps one chart in memory at a time and lets a slow
 * client slow the export down instead of filling the server's memory.
 */
import { ZipArchive } from 'archiver';

/** The export stopped because its reader went away (the download was cancelled): not an error to report. */
export class ZipClosedError extends Error {
  constructor() {
    super('The ZIP stream was closed before it was finished.');
  }
}

/** Deflate level: OXS and JSON text compresses well already at a middle level, which costs far less time. */
const compressionLevel = 6;

export class ZipWriter {
  /** The archive's bytes: pipe it to the response. */
  readonly stream: ZipArchive;
  private closed = false;

  constructor() {
    this.stream = new ZipArchive({ zlib: { level: compressionLevel } });
    this.stream.once('close', () => (this.closed = true));
  }

  /**
   * Adds one file and resolves once it is in the archive.
   *
   * @param name the path inside the ZIP (`charts/…json`)
   * @param data the file's bytes or text (UTF-8)
   * @throws ZipClosedError when the stream was closed (the client left); the archive's own error otherwise
   */
  add(name: string, data: Uint8Array | string, date: Date): Promise<void> {
    if (this.closed || this.stream.destroyed) return Promise.reject(new ZipClosedError());
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        this.stream.off('entry', onEntry);
        this.stream.off('error', onError);
        this.stream.off('close', onClose);
        outcome();
      };
      const onEntry = () => settle(resolve);
      const onError = (error: Error) => settle(() => reject(error));
      const onClose = () => settle(() => reject(new ZipClosedError()));
      this.stream.on('entry', onEntry);
      this.stream.on('error', onError);
      this.stream.on('close', onClose);
      const buffer =
        typeof data === 'string'
          ? Buffer.from(data, 'utf8')
          : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      this.stream.append(buffer, { name, date });
    });
  }

  /** Writes the ZIP's directory and ends the stream. */
  async finish(): Promise<void> {
    await this.stream.finalize();
  }

  /** Ends the stream with an error (the response is cut off: the client sees a failed download). */
  fail(error: Error): void {
    this.stream.destroy(error);
  }
}
