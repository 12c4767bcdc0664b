/**
 * The text-to-grid settings of spec §3 (text, font Arial, font size 30, bold, italic, background style) and how the
 * text is sized: fitted into the chart, or the chart grows (within the tier) to hold it. Kept while the editor is
 * open, so closing the bottom panel loses nothing.
 */
import { create } from 'zustand';

export type TextFit = 'fitChart' | 'growChart';

export interface TextToGridSettings {
  readonly text: string;
  readonly font: 'Arial';
  readonly fontSize: number;
  readonly bold: boolean;
  readonly italic: boolean;
  /** The style of the cells around the letters; 0 for none (the chart shows through). */
  readonly backgroundStyleId: number;
  readonly fit: TextFit;
}

/** The font size a new text starts with (spec §9). */
export const DEFAULT_TEXT_FONT_SIZE = 30;

export const defaultTextToGridSettings: TextToGridSettings = {
  text: '',
  font: 'Arial',
  fontSize: DEFAULT_TEXT_FONT_SIZE,
  bold: false,
  italic: false,
  backgroundStyleId: 0,
  fit: 'fitChart',
};

interface TextToGridState extends TextToGridSettings {
  change(changes: Partial<TextToGridSettings>): void;
  reset(): void;
}

export const useTextToGridStore = create<TextToGridState>()((set) => ({
  ...defaultTextToGridSettings,
  change: (changes) => set(changes),
  reset: () => set(defaultTextToGridSettings),
}));

/** Only the settings (without the store's functions). */
export function textSettingsOf(state: TextToGridSettings): TextToGridSettings {
  const { text, font, fontSize, bold, italic, backgroundStyleId, fit } = state;
  return { text, font, fontSize, bold, italic, backgroundStyleId, fit };
}
