import { Link, useInRouterContext } from 'react-router';
import { nl } from '../../i18n/nl';

/**
 * The palette's way to the selected style's symbol properties (`/nl/c/{chartId}/symbol-properties?styleId=…`, a
 * sub-screen over the editor). Outside a router (a panel on its own) there is nowhere to go, so nothing shows.
 */
export function SymbolPropertiesLink({ styleId }: { styleId: number }) {
  const routed = useInRouterContext();
  if (!routed) return null;
  return (
    <Link className="editor-button" to={`symbol-properties?styleId=${styleId}`} relative="path">
      {nl.pages.symbolProperties.title}
    </Link>
  );
}
