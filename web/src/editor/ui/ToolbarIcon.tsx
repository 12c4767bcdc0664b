/**
 * The toolbar's pictures, drawn with strokes in the text colour on a 24 × 24 grid. The modes' pictures are in their
 * rows of `tools/registry.ts`.
 */
const iconPaths = {
  freehand: 'M3 16c2-6 4-8 6-4s3 6 6 1 4-6 6-3',
  rectangle: 'M4 6h16v12H4z',
  fill: 'M4 11l7-7 8 8-7 7z M4 11h15 M20 15c1 2 2 3 2 4a2 2 0 0 1-4 0c0-1 1-2 2-4z',
  undo: 'M9 14L4 9l5-5 M4 9h11a5 5 0 0 1 0 10h-4',
  redo: 'M15 14l5-5-5-5 M20 9H9a5 5 0 0 0 0 10h4',
  fit: 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
} as const;

export type ToolbarIconName = keyof typeof iconPaths;

/** A toolbar button's picture (a named one, or a path); the button's text stays its name (shown or read out). */
export function ToolbarIcon(props: { readonly name: ToolbarIconName } | { readonly path: string }) {
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
        d={'path' in props ? props.path : iconPaths[props.name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
