import { freeTierLimits, premiumTierLimits, type TierLimits } from '@steekwerk/model';
import { comparisonTexts } from './comparisonTexts';

const texts = comparisonTexts;

interface Row {
  readonly label: string;
  readonly free: string;
  readonly premium: string;
}

/** The limits of `@steekwerk/model` as the table's rows, so the table can never disagree with the gates. */
function limitRows(free: TierLimits, premium: TierLimits): Row[] {
  return [
    { label: texts.gridSize, free: texts.cells(free.maxGridSize), premium: texts.cells(premium.maxGridSize) },
    {
      label: texts.paletteStyles,
      free: texts.count(free.maxPaletteStyles),
      premium: texts.count(premium.maxPaletteStyles),
    },
    {
      label: texts.freeformSize,
      free: texts.cells(free.maxFreeformSize),
      premium: texts.cells(premium.maxFreeformSize),
    },
    {
      label: texts.freeformSymbols,
      free: texts.count(free.maxFreeformSymbols),
      premium: texts.count(premium.maxFreeformSymbols),
    },
  ];
}

/** The premium edits of spec §6, in the order of their trigger codes. */
const premiumEdits = [texts.flip, texts.rotate, texts.cut, texts.previewMove];

/** Free and Premium side by side: the limits of each tier and the edits only Premium has. */
export function ComparisonTable() {
  const rows: Row[] = [
    ...limitRows(freeTierLimits, premiumTierLimits),
    ...premiumEdits.map((label) => ({ label, free: texts.notIncluded, premium: texts.included })),
  ];
  return (
    // On a phone the table scrolls sideways in its box: the box takes the keyboard's focus to scroll it (WCAG 2.1.1).
    <div className="premium-comparison" role="region" aria-label={texts.caption} tabIndex={0}>
      <table>
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.feature}</th>
            <th scope="col">{texts.free}</th>
            <th scope="col">{texts.premium}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.free}</td>
              <td className="premium-comparison__premium">{row.premium}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
