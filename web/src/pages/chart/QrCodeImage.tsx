import { useMemo } from 'react';
import { encodeQr, qrPath } from '../../charts/qr/qrCode';

/** A QR code of `text` as SVG (4 modules of quiet zone, dark on white also in dark mode). */
export function QrCodeImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => {
    try {
      return encodeQr(text);
    } catch {
      return undefined;
    }
  }, [text]);
  if (!code) return null;
  const side = code.size + 8;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(code)} fill="#000" />
    </svg>
  );
}
