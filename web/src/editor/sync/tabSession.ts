/**
 * The tab's session id `s` (spec §7): one per page load, so two tabs of the same chart — also a duplicated tab,
 * which copies sessionStorage — never share one. The server grants the write lock per `s`.
 */

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** This page's session id: `t` and 20 random letters and digits. */
export const tabSessionId: string = `t${randomToken(20)}`;

/** A new id for one save (kept across the retries of that save). */
export function newSaveId(): string {
  return `s${randomToken(20)}`;
}
