import type { RulerPreview } from '@steekwerk/model';

/**
 * A preset's preview: a tiny grid with the numbers the ruler prints on its four sides and, in the cells, the way
 * each row (or column) is worked. Decorative beside the preset's title; its label names it for screen readers.
 */
export function RulerPreviewGrid({
  preview,
  label,
}: {
  readonly preview: RulerPreview;
  readonly label: string;
}) {
  const { columnCount, rowCount } = preview;
  const cells: Array<{ key: string; text: string; kind: string }> = [];
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const push = (key: string, text: string, kind: string) => cells.push({ key, text, kind });
  push('corner-tl', '', 'corner');
  preview.columns.start.forEach((value, column) => push(`top-${column}`, number(value), 'number'));
  push('corner-tr', '', 'corner');
  for (let row = 0; row < rowCount; row += 1) {
    push(`left-${row}`, number(preview.rows.start[row]), 'number');
    for (let column = 0; column < columnCount; column += 1) {
      const arrow =
        preview.arrowAxis === 'rows'
          ? preview.arrows[row]
          : preview.arrowAxis === 'columns'
            ? preview.arrows[column]
            : '';
      push(`cell-${row}-${column}`, arrow ?? '', 'cell');
    }
    push(`right-${row}`, number(preview.rows.end[row]), 'number');
  }
  push('corner-bl', '', 'corner');
  preview.columns.end.forEach((value, column) => push(`bottom-${column}`, number(value), 'number'));
  push('corner-br', '', 'corner');
  return (
    <span
      className="ruler-preview"
      role="img"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columnCount + 2}, 1fr)` }}
    >
      {cells.map((cell) => (
        <span key={cell.key} className={`ruler-preview__${cell.kind}`}>
          {cell.text}
        </span>
      ))}
    </span>
  );
}
