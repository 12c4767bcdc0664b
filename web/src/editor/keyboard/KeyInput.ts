/**
 * A key press as the editor, its tools and its keyboard rules see it (the browser's KeyboardEvent, or a test's).
 * A file of its own at the bottom of the editor's layers: tools read it, and the keyboard rules above them too.
 */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  /** The browser's own auto-repeat. */
  readonly repeat?: boolean;
  /** The key was pressed with the grid focused (arrow keys move the keyboard cursor only there). */
  readonly onGrid?: boolean;
}
