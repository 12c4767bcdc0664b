/**
 * Bytes as base64 text and back, in the browser and in tests (`btoa`/`atob` over binary strings, in chunks so a
 * few megabytes never overflow the call stack).
 */

const chunk = 0x8000;

/** The bytes as base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += chunk) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(start, start + chunk) as unknown as number[]));
  }
  return btoa(parts.join(''));
}

/** The bytes of base64 text, or undefined when it is not base64. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
