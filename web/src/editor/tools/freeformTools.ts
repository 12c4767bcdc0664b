/**
 * The tools of a freeform chart's modes (placeFreeform, selectFreeform), made by the freeform feature
 * (`freeform/freeformFeature.ts`): the page loads it in a chunk of its own for a freeform chart only and hands it
 * to the editor, so a grid chart's editor carries none of their code (docs/decisions/freeform.md). The registry's
 * rows build their tools through the context's `freeformTools`; without them the mode has no tool.
 */
import type { Tool, ToolContext } from './Tool';

export interface FreeformTools {
  placeTool(context: ToolContext): Tool;
  selectTool(context: ToolContext): Tool;
}
