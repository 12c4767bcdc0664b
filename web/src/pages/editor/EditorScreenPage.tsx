import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

/** The chart editor's sub-screens, each at `/nl/c/{chartId}/{screen}`. */
export type EditorScreen =
  | 'chartSettings'
  | 'chartShare'
  | 'chartClone'
  | 'chartDelete'
  | 'chartDownload'
  | 'symbolProperties'
  | 'chartProperties'
  | 'chartZoom';

export function EditorScreenPage({ screen }: { screen: EditorScreen }) {
  return <SimplePage texts={nl.pages[screen]} />;
}
