import type { Palette, RulerNumbering } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { styleLabel } from '../../paletteNames/styleLabel';
import { SymbolPreview } from '../../ui/SymbolPreview';
import { useSymbolStore } from '../../symbols/symbolStore';
import type { ParkingMarker } from '../trackerState';

const texts = nl.editor.tracker;

interface ParkingListProps {
  /** The chart's column and row numbers as its rulers show them ("kolom 15, rij 14" matches the rulers). */
  readonly numbering: { readonly columns: RulerNumbering; readonly rows: RulerNumbering };
  readonly palette: Palette;
  readonly parking: readonly ParkingMarker[];
  readonly onUnpark: (styleId: number) => void;
}

/** The parked styles (Pattern Keeper's parking), each with where it is parked and a button taking it away. */
export function ParkingList({ numbering, palette, parking, onUnpark }: ParkingListProps) {
  const symbols = useSymbolStore((state) => state.symbols);
  return (
    <section className="tracker-parking" aria-labelledby="tracker-parking-heading">
      <h3 id="tracker-parking-heading">{texts.parking}</h3>
      {parking.length === 0 ? (
        <p className="tracker-panel__hint">{texts.parkingHint}</p>
      ) : (
        <ul className="tracker-parking__list">
          {parking.map((marker) => {
            const style = palette.styles.find((candidate) => candidate.styleId === marker.styleId);
            const symbol = style ? symbols[style.symbolId] : undefined;
            const name = style ? styleLabel(style, symbol?.title).name : String(marker.styleId);
            return (
              <li key={marker.styleId} className="tracker-parking__marker">
                {style && (
                  <SymbolPreview
                    symbol={symbol}
                    background={style.colorBackground}
                    foreground={style.colorForeground}
                  />
                )}
                <span>
                  {texts.parked(
                    name,
                    numbering.columns.number(marker.x) ?? marker.x + 1,
                    numbering.rows.number(marker.y) ?? marker.y + 1,
                  )}
                </span>
                <button
                  type="button"
                  className="tracker-panel__icon-button"
                  aria-label={texts.unpark(name)}
                  title={texts.unpark(name)}
                  onClick={() => onUnpark(marker.styleId)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
