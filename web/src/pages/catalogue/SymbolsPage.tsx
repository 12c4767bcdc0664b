import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

/** The stitch and symbol reference: one screen, listing stitches or symbols. */
export function SymbolsPage({ kind }: { kind: 'stitches' | 'symbols' }) {
  return <SimplePage texts={kind === 'stitches' ? nl.pages.stitches : nl.pages.symbols} />;
}
