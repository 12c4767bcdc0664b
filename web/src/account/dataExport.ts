/**
 * "Mijn gegevens downloaden": `GET account/export` answers a ZIP, not JSON, so it is fetched here rather than
 * through the ajax client; failures become the same {@link AjaxError}s, with the server's Dutch message.
 */
import { ajaxActions, ajaxUrl, isErrorEnvelope } from '@steekwerk/model';
import { AjaxError, ajaxErrorMessages } from '../api/ajaxError';

/** The downloaded ZIP and the name the server gave it. */
export interface DataExportFile {
  readonly blob: Blob;
  readonly fileName: string;
}

const fallbackFileName = 'steekwerk-gegevens.zip';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or undefined. */
export function fileNameOfDisposition(header: string | null): string | undefined {
  const match = header && /filename="([^"\\/]+)"/.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Downloads the logged-in user's data as one ZIP.
 *
 * @throws AjaxError `status` (with the server's message) or `network` (no answer, or the download broke off)
 */
export async function fetchDataExport(fetchImpl: typeof fetch): Promise<DataExportFile> {
  const action = ajaxActions.accountExport.path;
  const networkError = (cause: unknown) =>
    new AjaxError('network', ajaxErrorMessages.networkFailed, { action, cause, retryable: true });
  let response: Response;
  try {
    response = await fetchImpl(ajaxUrl(ajaxActions.accountExport), {
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new AjaxError('status', ajaxErrorMessages.requestFailed(response.status), {
      action,
      status: response.status,
      serverMessage: isErrorEnvelope(body) ? body.error : undefined,
    });
  }
  try {
    // A server that fails half-way cuts the stream off: reading the body then fails too.
    const blob = await response.blob();
    return {
      blob,
      fileName: fileNameOfDisposition(response.headers.get('content-disposition')) ?? fallbackFileName,
    };
  } catch (error) {
    throw networkError(error);
  }
}
