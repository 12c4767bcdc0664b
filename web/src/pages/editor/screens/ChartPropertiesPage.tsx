/**
 * `/nl/c/{chartId}/chart-properties`: the editor's "Chart" panel (title, notes, craft and type, lock; the same
 * component and commands, so each change is an undoable step of the editor beneath), with the chart's size and
 * sharing as read-only facts that link to where they are changed.
 */
import { Link } from 'react-router';
import { ChartDetailsPanel } from '../../../editor/panels/ChartDetailsPanel';
import { EditorContext } from '../../../editor/ui/EditorContext';
import { nl } from '../../../i18n/nl';
import { useDocumentTitle } from '../../../ui/pageTitle';
import type { ChartFacts } from '../useChartFacts';
import { useOpenEditor } from './openEditor';
import { screenTexts } from './screenTexts';
import './screens.css';

const texts = screenTexts.chartProperties;

export function ChartPropertiesPage() {
  const open = useOpenEditor();
  useDocumentTitle(nl.pages.chartProperties.title);
  return (
    <section className="editor-subscreen">
      <h1>{nl.pages.chartProperties.heading}</h1>
      {open?.editor ? (
        <>
          <EditorContext.Provider value={open.editor}>
            <ChartDetailsPanel propertiesLink={false} />
          </EditorContext.Provider>
          <ChartFactsList facts={open.facts} chartPath={open.chartPath} />
        </>
      ) : (
        <p role="status">{screenTexts.notReady}</p>
      )}
    </section>
  );
}

function ChartFactsList({ facts, chartPath }: { facts: ChartFacts; chartPath: string }) {
  const saved = facts.chartId !== '' && facts.chartId !== 'new';
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  return (
    <section aria-labelledby="chart-properties-facts">
      <h2 id="chart-properties-facts">{texts.facts}</h2>
      <dl className="chart-properties__facts">
        <dt>{texts.size}</dt>
        <dd>
          {texts.sizeValue(facts.columnCount, facts.rowCount)} ·{' '}
          <Link to={saved ? `/nl/c/${facts.chartId}` : chartPath}>{texts.resize}</Link>
        </dd>
        <dt>{texts.owner}</dt>
        <dd>{facts.owner ? texts.ownChart : texts.otherChart}</dd>
        <dt>{texts.allowClone}</dt>
        <dd>{yesNo(facts.allowClone)}</dd>
        <dt>{texts.allowExport}</dt>
        <dd>{yesNo(facts.allowExport)}</dd>
      </dl>
      {facts.owner &&
        (saved ? (
          <p className="chart-properties__links">
            <Link to={`/nl/c/${facts.chartId}/share`}>{texts.toShare}</Link> ·{' '}
            <Link to={`/nl/c/${facts.chartId}/settings`}>{texts.toSettings}</Link>
          </p>
        ) : (
          <p>{texts.notSaved}</p>
        ))}
    </section>
  );
}
