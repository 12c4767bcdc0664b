import { useRef, useState, type KeyboardEvent } from 'react';
import { nl } from '../../i18n/nl';
import { lazyPage } from '../../app/lazyPage';
import { useBackupsSource } from '../backups/backupsSource';
import { PalettePanel } from './PalettePanel';
import {
  choosePanel,
  closePanelSheet,
  initialPanelSheet,
  isPanelShown,
  panelsFor,
  type PanelKey,
} from './panelSheetRules';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { useEditor } from '../ui/EditorContext';

// The palette shows at once; the other panels load when their tab is first chosen (the editor's first paint needs
// none of them: scripts/bundle-budget.json).
const BackupsPanel = lazyPage(
  () => import('../backups/BackupsPanel'),
  (module) => module.BackupsPanel,
);
const ChartDetailsPanel = lazyPage(
  () => import('./ChartDetailsPanel'),
  (module) => module.ChartDetailsPanel,
);
const DisplayPanel = lazyPage(
  () => import('./DisplayPanel'),
  (module) => module.DisplayPanel,
);
const GridSizePanel = lazyPage(
  () => import('./GridSizePanel'),
  (module) => module.GridSizePanel,
);
const LayersPanel = lazyPage(
  () => import('../layers/LayersPanel'),
  (module) => module.LayersPanel,
);
const RulerPanel = lazyPage(
  () => import('../ruler/RulerPanel'),
  (module) => module.RulerPanel,
);
const SuppliesPanel = lazyPage(
  () => import('../supplies/SuppliesPanel'),
  (module) => module.SuppliesPanel,
);
const ChecksPanel = lazyPage(
  () => import('../checks/ChecksPanel'),
  (module) => module.ChecksPanel,
);
const WorkDirectionsPanel = lazyPage(
  () => import('../workDirections/WorkDirectionsPanel'),
  (module) => module.WorkDirectionsPanel,
);

/**
 * The side panels (palette, grid size, details, display, backups) chosen by tabs: beside the chart on a wide screen; on a
 * narrow one (< 768 px) a bottom sheet under the chart that the same tabs open and close, with a close button,
 * and Escape closes it and returns to its tab. The sheet takes part of the height, so the chart stays in view.
 */
export function PanelSheet() {
  const narrow = useNarrowScreen();
  const [sheet, setSheet] = useState(initialPanelSheet);
  const tabs = useRef(new Map<PanelKey, HTMLButtonElement>());
  const backups = useBackupsSource();
  const editor = useEditor();
  const keys = panelsFor({ freeform: editor.document.isFreeform, backups: backups !== undefined });
  const shown = isPanelShown(sheet, narrow);
  const panel = keys.includes(sheet.panel) ? sheet.panel : 'palette';

  const close = () => {
    setSheet(closePanelSheet);
    tabs.current.get(panel)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !narrow || !sheet.open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <aside
      className={`editor__side${narrow ? ' editor__side--sheet' : ''}${narrow && shown ? ' editor__side--open' : ''}`}
      aria-label={nl.editor.sidePanels}
      onKeyDown={onKeyDown}
    >
      <div className="editor__tabs" role="tablist">
        {keys.map((key) => (
          <button
            key={key}
            ref={(button) => {
              if (button) tabs.current.set(key, button);
              else tabs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`editor-tab-${key}`}
            aria-selected={shown && panel === key}
            aria-controls={shown ? 'editor-tabpanel' : undefined}
            className="editor__tab"
            onClick={() => setSheet((state) => choosePanel(state, key, narrow))}
          >
            {nl.editor.panels[key]}
          </button>
        ))}
      </div>
      {narrow && shown && (
        <button
          type="button"
          className="editor__sheet-close"
          aria-label={nl.editor.closePanels}
          title={nl.editor.closePanels}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {shown && (
        <div
          className="editor__tabpanel"
          role="tabpanel"
          id="editor-tabpanel"
          aria-labelledby={`editor-tab-${panel}`}
        >
          {panel === 'palette' && <PalettePanel />}
          {panel === 'layers' && <LayersPanel />}
          {panel === 'grid' && <GridSizePanel />}
          {panel === 'details' && <ChartDetailsPanel />}
          {panel === 'directions' && <WorkDirectionsPanel />}
          {panel === 'display' && <DisplayPanel />}
          {panel === 'ruler' && <RulerPanel />}
          {panel === 'supplies' && <SuppliesPanel />}
          {panel === 'checks' && <ChecksPanel />}
          {panel === 'backups' && backups && (
            <BackupsPanel key={`${backups.chartId}:${backups.viewing ?? 0}`} />
          )}
        </div>
      )}
    </aside>
  );
}
