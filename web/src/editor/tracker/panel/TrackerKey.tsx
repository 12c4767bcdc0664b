import { useEffect, useState } from 'react';
import type { Palette } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { SymbolPreview } from '../../ui/SymbolPreview';
import { styleLabel } from '../../paletteNames/styleLabel';
import { withKeySymbols } from '../keySymbols';
import { useSymbolStore } from '../../symbols/symbolStore';
import { loadSymbolAssignment } from '../../symbols/symbolAssignment';
import type { StyleCount, StyleItemCounts } from '../trackerCounts';
import { formatCount } from './trackerTexts';

const texts = nl.editor.tracker;

/** What a key entry counts, per the `styleLabel` setting: stitches left, done, done of all, or nothing. */
export function keyCountText(count: StyleCount, setting: string, highlighted: boolean): string | undefined {
  if (highlighted) return texts.doneAndLeft(formatCount(count.done), formatCount(count.left));
  if (setting === 'done') return texts.done(formatCount(count.done));
  if (setting === 'all') return texts.doneOfTotal(formatCount(count.done), formatCount(count.total));
  if (setting === 'none') return undefined;
  return texts.left(formatCount(count.left));
}

const itemKinds: readonly (keyof StyleItemCounts)[] = [
  'customLines',
  'halfStitches',
  'quarterStitches',
  'knots',
  'beads',
];

/**
 * What a style is used for, when it is more than whole cells: "120 hele steken · 3 halve steken · 2 lijnen";
 * undefined for a style of whole cells only (its count says enough).
 */
export function keyUseText(count: StyleCount): string | undefined {
  const uses = itemKinds.filter((kind) => count.items[kind] > 0);
  if (uses.length === 0) return undefined;
  const words = texts.uses;
  const parts = uses.map((kind) => words[kind](formatCount(count.items[kind]), count.items[kind] === 1));
  if (count.total > 0) parts.unshift(words.cells(formatCount(count.total), count.total === 1));
  return parts.join(' · ');
}

interface TrackerKeyProps {
  readonly palette: Palette;
  readonly counts: readonly StyleCount[];
  readonly highlight: number | null;
  /** The `styleLabel` setting. */
  readonly labelSetting: string;
  readonly onHighlight: (styleId: number | null) => void;
}

/**
 * The key: every style the chart uses (cells, custom lines, half and quarter stitches, knots, beads) with its
 * swatch, name and symbol, what it is used for and its count of cells; tapping an entry highlights that style on
 * the chart, tapping it again takes the highlight away. The highlighted entry shows done and left.
 */
export function TrackerKey({ palette, counts, highlight, labelSetting, onHighlight }: TrackerKeyProps) {
  const symbols = useSymbolStore((state) => state.symbols);
  // The chart's own symbols, or the key's symbols the tracker draws for a chart without them.
  // The assignment loads on first use; the key draws again when it is there.
  const [, setAssignmentLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadSymbolAssignment().then(() => mounted && setAssignmentLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  const keyed = withKeySymbols(palette);
  const symbolIds = keyed.styles.map((style) => style.symbolId).join(',');
  useEffect(() => {
    void useSymbolStore.getState().requestSymbols(symbolIds.split(','));
  }, [symbolIds]);
  return (
    <section className="tracker-key" aria-labelledby="tracker-key-heading">
      <h3 id="tracker-key-heading">{texts.key}</h3>
      <p className="tracker-panel__hint">{texts.keyHint}</p>
      <ul className="tracker-key__list">
        {counts.map((count) => {
          const style = keyed.styles.find((candidate) => candidate.styleId === count.styleId);
          if (!style) return null;
          const symbol = symbols[style.symbolId];
          const label = styleLabel(style, symbol?.title);
          const highlighted = highlight === count.styleId;
          // Only whole cells are marked done: a style of lines or part stitches alone has no count to do.
          const countText = count.total > 0 ? keyCountText(count, labelSetting, highlighted) : undefined;
          const useText = keyUseText(count);
          return (
            <li key={count.styleId}>
              <button
                type="button"
                className="tracker-key__entry"
                aria-pressed={highlighted}
                data-style-id={count.styleId}
                onClick={() => onHighlight(highlighted ? null : count.styleId)}
              >
                <SymbolPreview
                  symbol={symbol}
                  background={style.colorBackground}
                  foreground={style.colorForeground}
                  size={28}
                  maxWidth={84}
                />
                <span className="tracker-key__name">
                  {label.name}
                  {label.symbol && <span className="tracker-key__symbol">{label.symbol}</span>}
                  {useText && <span className="tracker-key__use">{useText}</span>}
                </span>
                {countText !== undefined && <span className="tracker-key__count">{countText}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
