import { builtInSymbols, symbolCategories } from '@steekwerk/model';
import type { Ref } from 'react';
import { nl } from '../../i18n/nl';
import { useSymbolStore } from '../symbols/symbolStore';

interface SymbolSelectProps {
  readonly value: string;
  readonly onChange: (symbolId: string) => void;
  readonly selectRef?: Ref<HTMLSelectElement>;
  /** The palette's `symbolCategoryId` (the category chosen last), listed first. */
  readonly firstCategoryId?: string;
}

/** The symbol categories with `first` first. */
function orderedCategories(first: string | undefined) {
  const chosen = symbolCategories.filter((category) => category.categoryId === first);
  return [...chosen, ...symbolCategories.filter((category) => category.categoryId !== first)];
}

/**
 * The symbol picker of the style form and the symbol-properties screen: "geen symbool" and every built-in symbol,
 * grouped by its first category (the symbol store's version of a symbol where it has one).
 */
export function SymbolSelect({ value, onChange, selectRef, firstCategoryId }: SymbolSelectProps) {
  const texts = nl.editor.palette;
  const symbols = useSymbolStore((state) => state.symbols);
  const catalogue = builtInSymbols.map((symbol) => symbols[symbol.symbolId] ?? symbol);
  return (
    <label>
      {texts.symbol}
      <select ref={selectRef} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{texts.noSymbol}</option>
        {orderedCategories(firstCategoryId).map((category) => (
          <optgroup key={category.categoryId} label={category.title}>
            {catalogue
              .filter((symbol) => symbol.categoryIds[0] === category.categoryId)
              .map((symbol) => (
                <option key={symbol.symbolId} value={symbol.symbolId}>
                  {symbol.title}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
