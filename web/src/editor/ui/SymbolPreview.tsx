import type { StitchSymbol } from '@steekwerk/model';

interface SymbolPreviewProps {
  readonly symbol: StitchSymbol | undefined;
  readonly background: string;
  readonly foreground: string;
  /** Pixels per cell. */
  readonly size?: number;
  /** The widest the swatch may be (a cable 8 cells wide is scaled down to fit a list); no limit by default. */
  readonly maxWidth?: number;
}

/** A style's swatch: its background with its symbol drawn from path data (never from markup). */
export function SymbolPreview({ symbol, background, foreground, size = 24, maxWidth }: SymbolPreviewProps) {
  const cells = symbol?.cells ?? 1;
  const scale = maxWidth !== undefined && size * cells > maxWidth ? maxWidth / (size * cells) : 1;
  return (
    <svg
      className="symbol-preview"
      width={size * cells * scale}
      height={size * scale}
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
