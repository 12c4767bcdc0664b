/** The toolbar's pictures, drawn with strokes in the text colour on a 24 × 24 grid. */
const iconPaths = {
  view: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z',
  scroll:
    'M12 3v18 M3 12h18 M12 3l-3 3 M12 3l3 3 M12 21l-3-3 M12 21l3-3 M3 12l3-3 M3 12l3 3 M21 12l-3-3 M21 12l-3 3',
  drawCells: 'M4 20l1-5L16 4l4 4L9 19z M14 6l4 4',
  erase: 'M9 20h11 M3 14l9-9 7 7-8 8H9z M8 9l7 7',
  freehand: 'M3 16c2-6 4-8 6-4s3 6 6 1 4-6 6-3',
  rectangle: 'M4 6h16v12H4z',
  fill: 'M4 11l7-7 8 8-7 7z M4 11h15 M20 15c1 2 2 3 2 4a2 2 0 0 1-4 0c0-1 1-2 2-4z',
  undo: 'M9 14L4 9l5-5 M4 9h11a5 5 0 0 1 0 10h-4',
  redo: 'M15 14l5-5-5-5 M20 9H9a5 5 0 0 0 0 10h4',
  fit: 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
} as const;

export type ToolbarIconName = keyof typeof iconPaths;

/** A toolbar button's picture; the button's text stays its name (shown beside it or read out). */
export function ToolbarIcon({ name }: { readonly name: ToolbarIconName }) {
  return (
    <svg
      className="editor-toolbar__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={iconPaths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
