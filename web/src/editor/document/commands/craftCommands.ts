/**
 * Changing a chart's craft (and its type with it) in one undo step: a chart still on the old craft's default ruler
 * gets the new craft's (cross stitch counts from the top left, knitting from the bottom right); a ruler the maker set
 * up stays (docs/decisions/rulers.md).
 */
import { rulerAfterCraftChange, type ChartSettings } from '@steekwerk/model';
import { defineCommand, invoke, type Command, type CommandResult, type Invocation } from './command';
import { updateChartSettings, updateGridSettings } from './settingsCommands';

export type CraftChange = Pick<ChartSettings, 'craft' | 'type'>;

/** Sets craft and type; the ruler follows the craft as above. Invalid or unchanged values do nothing. */
export const changeCraft: Command<CraftChange> = defineCommand(
  'changeCraft',
  (document, change): CommandResult | false => {
    const craftBefore = document.meta.settings.craft;
    const rulerBefore = document.meta.gridSettings.ruler;
    const settingsDone = updateChartSettings.perform(document, { craft: change.craft, type: change.type });
    if (settingsDone === false) return false;
    const ruler = rulerAfterCraftChange(craftBefore, change.craft, rulerBefore);
    const rulerDone = ruler === rulerBefore ? false : updateGridSettings.perform(document, { ruler });
    const undo: Invocation = {
      name: 'changeCraft',
      run: (undone) => {
        if (rulerDone !== false) rulerDone.inverse.run(undone);
        return settingsDone.inverse.run(undone) === false ? false : { inverse: invoke(changeCraft, change) };
      },
    };
    return { inverse: undo };
  },
);
