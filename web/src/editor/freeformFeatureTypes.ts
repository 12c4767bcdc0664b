/**
 * What the editor needs for a freeform chart (issue 29) and a grid chart never loads: the selection session, the
 * place and select tools, the drawing of the symbols, and the selection's overlay, bar and the header's size. The
 * page loads the feature (`freeform/freeformFeature.ts`, a chunk of its own) for a freeform chart before it makes
 * the editor and hands it in (`EditorOptions.freeform`); the sessions, the registry's rows, the canvas and the
 * editor's view take their parts from the editor (docs/decisions/freeform.md: "Freeform code loads lazily").
 */
import type { FreeformPoint } from '@steekwerk/model';
import type { ComponentType } from 'react';
import type { Editor } from './Editor';
import type { FreeformCommandTable } from './document/commands/freeformCommands';
import type { FreeformPasteOutcome } from './freeformSelection/FreeformClipboard';
import type { GridRenderer } from './render/GridRenderer';
import type { FreeformSessionFactory } from './sessions/editorSessions';
import type { FreeformTools } from './tools/freeformTools';

export interface FreeformFeature extends FreeformTools {
  /** The freeform commands the editor runs by name (`editor.perform`). */
  readonly commands: FreeformCommandTable;
  /** Makes the selection session (`freeformSelection/`). */
  readonly createSession: FreeformSessionFactory;
  /** Adds the symbols' drawing to the renderer and keeps it in step; returns the disconnect. */
  connect(renderer: GridRenderer, editor: Editor): () => void;
  /** The selection drawn over the canvas. */
  readonly SelectionOverlay: ComponentType<{ editor: Editor }>;
  /** The select tool's bar (shown while the tool is chosen). */
  readonly SelectionBar: ComponentType;
  /** Pastes the clipboard's symbols centred on a point, selected, in the select tool (`freeform/pasteFreeform.ts`). */
  paste(editor: Editor, point: FreeformPoint): FreeformPasteOutcome | undefined;
  /** The chart's size and number of stitches in the header. */
  readonly Size: ComponentType<{ editor: Editor }>;
  /** The chart's size and background colour, in the "Chart" tab. */
  readonly ChartPanel: ComponentType<{ editor: Editor }>;
}
