import { builtInSymbols, describeStitches, stitchEntries } from '@steekwerk/model';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { matchesQuery } from './referenceSearch';
import { referenceTexts as texts } from './referenceTexts';
import { StitchList } from './StitchList';
import { SymbolList } from './SymbolList';
import './reference.css';

type ReferenceKind = 'stitches' | 'symbols';

/**
 * The stitch and symbol reference (spec §2: one screen, two types): stitches per craft with their symbol, name,
 * abbreviation and description, or every symbol by category; a search over names, abbreviations and
 * descriptions; a table (the default) or thumbnails, the user's `symbolsListFormat`.
 */
export function SymbolsPage({ kind }: { kind: ReferenceKind }) {
  const id = useId();
  const pageTexts = kind === 'stitches' ? nl.pages.stitches : nl.pages.symbols;
  useDocumentTitle(pageTexts.title);
  const format = useAccount((state) => state.settings.symbolsListFormat);
  const changeSettings = useAccount((state) => state.changeSettings);
  const [query, setQuery] = useState('');
  const stitches = useMemo(() => describeStitches(stitchEntries), []);
  const foundStitches = stitches.filter((stitch) =>
    matchesQuery(query, [stitch.name, stitch.abbreviation, stitch.description]),
  );
  const foundSymbols = builtInSymbols.filter((symbol) =>
    matchesQuery(query, [symbol.title, symbol.symbolId]),
  );
  const found = kind === 'stitches' ? foundStitches.length : foundSymbols.length;

  return (
    <article className="page page--wide reference">
      <h1>{pageTexts.heading}</h1>
      <nav aria-label={texts.kindsLabel} className="reference__kinds">
        {(['stitches', 'symbols'] as const).map((other) => (
          <Link
            key={other}
            to={`/nl/${other}`}
            className="button"
            aria-current={other === kind ? 'page' : undefined}
          >
            {texts.kinds[other]}
          </Link>
        ))}
      </nav>
      <p>{texts.intro[kind]}</p>
      <div className="reference__tools">
        <div className="reference__search">
          <label htmlFor={`${id}-search`}>{texts.search[kind]}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span id={`${id}-hint`} className="reference__hint">
            {texts.searchHint}
          </span>
        </div>
        <div role="group" aria-label={texts.format} className="reference__formats">
          {(['table', 'thumbnails'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="button"
              aria-pressed={format === option}
              onClick={() => changeSettings({ symbolsListFormat: option })}
            >
              {texts.formats[option]}
            </button>
          ))}
        </div>
      </div>
      <p className="reference__count" role="status">
        {query.trim() !== '' && (found === 0 ? texts.none(query.trim()) : texts.count(found))}
      </p>
      {kind === 'stitches' ? (
        <StitchList stitches={foundStitches} format={format} />
      ) : (
        <SymbolList symbols={foundSymbols} format={format} />
      )}
    </article>
  );
}
