import { useMemo } from 'react';
import { encode as encodeQrCode, type QrCodeGenerateResult } from 'uqr';

/** An SVG path of the dark modules, one unit per module, offset by a quiet zone of `margin` modules. */
export function qrPath(text: string, margin = 4): { path: string; side: number } | undefined {
  let modules: QrCodeGenerateResult;
  try {
    modules = encodeQrCode(text, { ecc: 'M', border: 0 });
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.data[y]?.[x]) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), side: modules.size + 2 * margin };
}

/** A QR code of `text` as SVG (the `uqr` library, level M, 4 modules of quiet zone, dark on white also in dark mode). */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => qrPath(text), [text]);
  if (!code) return null;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.side} ${code.side}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.side} height={code.side} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
