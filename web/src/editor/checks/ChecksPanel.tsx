import type { ChartFinding } from '@steekwerk/formats/supplies';
import type { PaletteStyle } from '@steekwerk/model';
import { useId } from 'react';
import { chartRuler, numberingOf } from '../render/rulerLabels';
import { useEditorStore } from '../editorStore';
import { styleLabel } from '../paletteNames/styleLabel';
import { goToCell } from '../supplies/goToCell';
import { useEditor } from '../ui/EditorContext';
import { checksTexts as texts } from './checksTexts';
import { useChartChecks } from './useChartChecks';
import './checks.css';

/** Confetti cells listed per colour in the panel (the count is exact). */
const cellsShown = 5;

/**
 * "Controle" (spec §2 validation): what a designer should fix before publishing, grouped by kind; each entry with a
 * place goes there (the view moves to the cell and selects it). Cells are named as the rulers number them.
 */
export function ChecksPanel() {
  const editor = useEditor();
  const id = useId();
  const findings = useChartChecks(editor);
  const palette = useEditorStore((state) => state.palette);
  const grid = useEditorStore((state) => state.gridSettings);
  const settings = useEditorStore((state) => state.settings);
  if (!palette || !grid || !settings) return null;

  const ruler = chartRuler(settings.craft, grid.ruler);
  const columns = numberingOf(ruler, 'columns', grid.size.columnCount);
  const rows = numberingOf(ruler, 'rows', grid.size.rowCount);
  const byId = new Map<number, PaletteStyle>(palette.styles.map((style) => [style.styleId, style]));
  const name = (styleId: number) => {
    const style = byId.get(styleId);
    return style ? styleLabel(style, undefined).name : `stijl ${styleId}`;
  };
  const go = (cell: { column: number; row: number }) => goToCell(editor, cell.column, cell.row);
  const place = (cell: { column: number; row: number }) => ({
    column: columns.number(cell.column) ?? cell.column + 1,
    row: rows.number(cell.row) ?? cell.row + 1,
  });

  return (
    <section className="editor-panel checks-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="checks-panel__hint">{texts.intro}</p>
      {findings === undefined ? (
        <p role="status">{texts.working}</p>
      ) : 'failed' in findings ? (
        <p role="alert">{findings.failed}</p>
      ) : findings.length === 0 ? (
        <p role="status">{texts.none}</p>
      ) : (
        <>
          <p role="status">{texts.count(findings.length)}</p>
          <FindingGroups findings={findings} name={name} go={go} place={place} />
        </>
      )}
    </section>
  );
}

const order: readonly ChartFinding['kind'][] = [
  'confetti',
  'noStyle',
  'alike',
  'colourBlind',
  'sameSymbol',
  'unused',
];

function FindingGroups(props: {
  findings: readonly ChartFinding[];
  name: (styleId: number) => string;
  go: (cell: { column: number; row: number }) => void;
  place: (cell: { column: number; row: number }) => { column: number; row: number };
}) {
  const { findings, name, go, place } = props;
  const entry = (finding: ChartFinding, index: number) => {
    switch (finding.kind) {
      case 'confetti':
        return (
          <li key={index}>
            <span>{texts.confetti(name(finding.styleId), finding.count)}</span>
            <span className="checks-panel__cells">
              {finding.cells.slice(0, cellsShown).map((cell) => {
                const shown = place(cell);
                return (
                  <button
                    key={`${cell.column}:${cell.row}`}
                    type="button"
                    className="checks-panel__go"
                    onClick={() => go(cell)}
                  >
                    {texts.confettiCell(shown.column, shown.row)}
                  </button>
                );
              })}
              {finding.count > cellsShown && <span>{texts.more(finding.count - cellsShown)}</span>}
            </span>
          </li>
        );
      case 'unused':
        return <li key={index}>{texts.unused(name(finding.styleId))}</li>;
      case 'noStyle': {
        const shown = place(finding.at);
        return (
          <li key={index}>
            <button type="button" className="checks-panel__go" onClick={() => go(finding.at)}>
              {texts.noStyle(finding.item, shown.column, shown.row)}
            </button>
          </li>
        );
      }
      default: {
        const [a, b] = finding.styleIds.map(name) as [string, string];
        const text =
          finding.kind === 'alike'
            ? texts.alike(a, b, finding.deltaE.toFixed(1).replace('.', ','))
            : finding.kind === 'colourBlind'
              ? texts.colourBlind(a, b, finding.deficiency, finding.deltaE.toFixed(1).replace('.', ','))
              : texts.sameSymbol(a, b);
        const at = finding.at;
        return (
          <li key={index}>
            {at ? (
              <button type="button" className="checks-panel__go" onClick={() => go(at)}>
                {text}
              </button>
            ) : (
              text
            )}
          </li>
        );
      }
    }
  };
  return (
    <>
      {order.map((kind) => {
        const ofKind = findings.filter((finding) => finding.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="checks-panel__group">
            <h3>{texts.sections[kind]}</h3>
            <ul>{ofKind.map(entry)}</ul>
          </div>
        );
      })}
    </>
  );
}
