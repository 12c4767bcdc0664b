import { useRef, useState, type KeyboardEvent } from 'react';
import { nl } from '../../i18n/nl';
import { BackupsPanel } from '../backups/BackupsPanel';
import { useBackupsSource } from '../backups/backupsSource';
import { ChartDetailsPanel } from './ChartDetailsPanel';
import { DisplayPanel } from './DisplayPanel';
import { GridSizePanel } from './GridSizePanel';
import { LayersPanel } from '../layers/LayersPanel';
import { PalettePanel } from './PalettePanel';
import { RulerPanel } from '../ruler/RulerPanel';
import {
  choosePanel,
  closePanelSheet,
  initialPanelSheet,
  isPanelShown,
  panelKeys,
  type PanelKey,
} from './panelSheetRules';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { WorkDirectionsPanel } from '../workDirections/WorkDirectionsPanel';

/**
 * The side panels (palette, grid size, details, display, backups) chosen by tabs: beside the chart on a wide screen; on a
 * narrow one (< 768 px) a bottom sheet under the chart that the same tabs open and close, with a close button,
 * and Escape closes it and returns to its tab. The sheet takes part of the height, so the chart stays in view.
 */
export function PanelSheet() {
  const narrow = useNarrowScreen();
  const [sheet, setSheet] = useState(initialPanelSheet);
  const tabs = useRef(new Map<PanelKey, HTMLButtonElement>());
  // The backups tab only when the page provides them: a saved chart the viewer may write.
  const backups = useBackupsSource();
  const keys = panelKeys.filter((key) => key !== 'backups' || backups !== undefined);
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
          {panel === 'backups' && backups && (
            <BackupsPanel key={`${backups.chartId}:${backups.viewing ?? 0}`} />
          )}
        </div>
      )}
    </aside>
  );
}
