/**
 * The editor's command table: every discrete action a button, a shortcut, a menu or a test runs by name, as
 * `editor.perform(name, args)`. Each entry is a command, `{ name, perform(document, args) → { inverse } | false }`
 * (false: refused), and a command that can grow the chart declares `sizeAfter` for the tier gate. The editor's one
 * dispatcher checks editability and the tier gate, performs the command and records its inverse in the history.
 */
import { setCells } from '../document/commands/cellPatch';
import type { Command } from '../document/commands/command';
import { insertLines, removeLines } from '../document/commands/gridSize';
import { insertRows } from '../document/commands/insertRows';
import { patchItems, replaceStyleInItems } from '../document/commands/itemCommands';
import {
  deleteStyle,
  replaceStyle,
  replaceStyleInCells,
  setPalette,
} from '../document/commands/paletteCommands';
import { updateChartSettings, updateGridSettings } from '../document/commands/settingsCommands';
import { placePreviewLayer } from '../document/commands/placePreviewLayer';
import { clearArea, cutArea, fillArea, removeItemsWithin } from '../document/commands/areaCommands';
import { moveArea } from '../document/commands/moveArea';
import { applyRulerPreset, changeRuler } from '../document/commands/rulerCommands';
import { changeCraft } from '../document/commands/craftCommands';
import {
  addLayer,
  deleteLayer,
  moveLayer,
  renameLayer,
  selectLayer,
  setLayerVisible,
} from '../document/commands/layerCommands';
import type { FreeformCommandTable } from '../document/commands/freeformCommands';

export const commandTable = {
  changeCraft,
  setCells,
  insertLines,
  insertRows,
  removeLines,
  setPalette,
  replaceStyleInCells,
  replaceStyleInItems,
  replaceStyle,
  deleteStyle,
  patchItems,
  updateChartSettings,
  updateGridSettings,
  placePreviewLayer,
  clearArea,
  cutArea,
  fillArea,
  moveArea,
  removeItemsWithin,
  changeRuler,
  applyRulerPreset,
  addLayer,
  renameLayer,
  setLayerVisible,
  moveLayer,
  deleteLayer,
  selectLayer,
} as const;

/**
 * Every command by name: the table above and a freeform chart's (`freeformCommands.ts`), which only the freeform
 * feature loads (a grid chart's editor has none of their code; docs/decisions/freeform.md).
 */
export type CommandTable = typeof commandTable & FreeformCommandTable;
export type CommandName = keyof CommandTable;
/** The arguments of a command of the table. */
export type CommandArgs<Name extends CommandName> =
  CommandTable[Name] extends Command<infer Args> ? Args : never;

/** A command the editor does not have (a freeform command without the freeform feature): always refused. */
function missingCommand(name: string): Command<unknown> {
  return { name, perform: () => false };
}

/** The command of a name; a freeform command from `freeform` (the feature's table), refused without it. */
export function commandNamed<Name extends CommandName>(
  name: Name,
  freeform?: FreeformCommandTable,
): Command<CommandArgs<Name>> {
  const all: Partial<Record<CommandName, unknown>> = { ...commandTable, ...freeform };
  return (all[name] ?? missingCommand(name)) as Command<CommandArgs<Name>>;
}
