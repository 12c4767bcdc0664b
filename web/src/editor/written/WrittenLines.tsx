/**
 * The lines of a written pattern as elements: every line its own paragraph (a row line carries the rows it covers,
 * for the tracker), empty lines as spacers hidden from screen readers, and in the table mode (issue 27) the
 * pattern's table lines as one accessible HTML table — column headings, each row's label as its row heading, and
 * the same `data-first-row` / `data-last-row` on each table row.
 */
import { isTableLine, tableCellsOf, type WrittenLine } from '@steekwerk/formats/written';
import type { ReactNode } from 'react';
import { nl } from '../../i18n/nl';

type Block =
  { kind: 'line'; line: WrittenLine; index: number } | { kind: 'table'; lines: WrittenLine[]; index: number };

/** Consecutive table lines grouped into one block; the first of them is the heading row. */
function blocksOf(lines: readonly WrittenLine[]): Block[] {
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    const last = blocks.at(-1);
    if (isTableLine(line.text)) {
      if (last?.kind === 'table') last.lines.push(line);
      else blocks.push({ kind: 'table', lines: [line], index });
    } else {
      blocks.push({ kind: 'line', line, index });
    }
  });
  return blocks;
}

function rowAttributes(line: WrittenLine) {
  return { 'data-first-row': line.rows?.first, 'data-last-row': line.rows?.last };
}

function WrittenTable({ lines }: { readonly lines: readonly WrittenLine[] }) {
  const [heading, ...rows] = lines;
  return (
    <table className="written__table">
      <caption className="visually-hidden">{nl.editor.written.table}</caption>
      <thead>
        <tr>
          {tableCellsOf(heading!.text).map((cell, index) => (
            <th key={index} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((line, index) => {
          const [label, ...cells] = tableCellsOf(line.text);
          return (
            <tr key={index} className={line.rows ? 'written__line--row' : undefined} {...rowAttributes(line)}>
              <th scope="row">{label}</th>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The pattern's lines as paragraphs, spacers and (in the table mode) a table. */
export function WrittenLines({ lines }: { readonly lines: readonly WrittenLine[] }): ReactNode {
  return blocksOf(lines).map((block) => {
    if (block.kind === 'table') return <WrittenTable key={block.index} lines={block.lines} />;
    const { line, index } = block;
    return line.text === '' ? (
      <div key={index} className="written__gap" aria-hidden="true" />
    ) : (
      <p
        key={index}
        className={line.rows ? 'written__line written__line--row' : 'written__line'}
        {...rowAttributes(line)}
      >
        {line.text}
      </p>
    );
  });
}
