import type { StitchSymbol } from '@steekwerk/model';

interface SymbolPreviewProps {
  readonly symbol: StitchSymbol | undefined;
  readonly background: string;
  readonly foreground: string;
  /** Pixels per cell. */
  readonly size?: number;
}

/** A style's swatch: its background with its symbol drawn from path data (never from markup). */
export function SymbolPreview({ symbol, background, foreground, size = 24 }: SymbolPreviewProps) {
  const cells = symbol?.cells ?? 1;
  return (
    <svg
      className="symbol-preview"
      width={size * cells}
      height={size}
      viewBox={symbol?.svgViewBox ?? '0 0 100 100'}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ background }}
    >
      {symbol?.paths.map((path, index) => (
        <path
          key={index}
          d={path.d}
          fill={path.fill ? foreground : 'none'}
          stroke={path.fill ? 'none' : foreground}
          strokeWidth={symbol.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
