/**
 * The freeform feature (`../freeformFeatureTypes.ts`): everything of a freeform chart's editing that a grid chart
 * never needs, gathered in one module the page imports lazily (`pages/editor/useOpenChart.ts`), so it is a chunk of
 * its own and the grid editor's screen stays within its size budget (issue 25). Tests import it directly
 * (`testing/TestEditor.ts`).
 */
import { connectFreeform } from '../canvas/connectFreeform';
import { freeformCommandTable } from '../document/commands/freeformCommands';
import { FreeformSelectionSession } from '../freeformSelection/FreeformSelectionSession';
import { FreeformSelectionBar } from '../freeformSelectionView/FreeformSelectionBar';
import type { FreeformFeature } from '../freeformFeatureTypes';
import { FreeformSize } from '../panels/FreeformSize';
import { FreeformChartPanel } from '../panels/freeformChart/FreeformChartPanel';
import { pasteFreeform } from './pasteFreeform';
import { FreeformOverlays } from '../roundGuideView/FreeformOverlays';
import { PlaceFreeformTool } from '../tools/placeFreeform/PlaceFreeformTool';
import { SelectFreeformTool } from '../tools/selectFreeform/SelectFreeformTool';

export const freeformFeature: FreeformFeature = {
  commands: freeformCommandTable,
  createSession: (context, clipboardStore, hitIndex) =>
    new FreeformSelectionSession(context, clipboardStore, hitIndex),
  placeTool: (context) => new PlaceFreeformTool(context),
  selectTool: (context) => new SelectFreeformTool(context),
  connect: connectFreeform,
  SelectionOverlay: FreeformOverlays,
  SelectionBar: FreeformSelectionBar,
  Size: FreeformSize,
  paste: pasteFreeform,
  ChartPanel: FreeformChartPanel,
};
