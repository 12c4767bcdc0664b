/**
 * The global keyboard shortcuts of spec §2: ctrl/cmd+S or D opens the download screen of the open chart,
 * ctrl/cmd+P the same as a pdf document, ctrl/cmd+O the charts list (in the chart's folder when known).
 * Outside the editor S, D and P are left to the browser.
 */

/** The parts of a keyboard event a shortcut depends on. */
export interface ShortcutKeys {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

export interface ShortcutContext {
  /** The chart open in the editor, if any. */
  readonly chartId?: string | undefined;
  /** The open chart's folder, when the editor knows it. */
  readonly folderId?: string | undefined;
}

/** The path a key press leads to, or `undefined` when it is no shortcut here. */
export function shortcutPath(keys: ShortcutKeys, context: ShortcutContext): string | undefined {
  if (!(keys.ctrlKey || keys.metaKey) || keys.altKey || keys.shiftKey) return undefined;
  const key = keys.key.toLowerCase();
  const chart = context.chartId === undefined ? undefined : `/nl/c/${encodeURIComponent(context.chartId)}`;
  switch (key) {
    case 's':
    case 'd':
      return chart && `${chart}/download`;
    case 'p':
      return chart && `${chart}/download?fileType=pdf_doc`;
    case 'o':
      return context.folderId ? `/nl/browse/${encodeURIComponent(context.folderId)}` : '/nl/browse';
    default:
      return undefined;
  }
}
