import { craftLabels, tierLimits, typesForCraft, type ChartType, type GridCraft } from '@steekwerk/model';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useViewer } from '../../account/useAccount';
import { NotFoundPage } from '../../app/NotFoundPage';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import {
  calculatorPath,
  convertPicturePath,
  craftCreatePath,
  craftOfRoute,
  defaultSizes,
  defaultType,
  newChartPath,
  sizeProblem,
} from './createRules';
import './create.css';

/**
 * `/nl/chart/create/{craftSlug}` (with `/other` for all crafts but crochet and knitting): "Handwerkvorm:" and the
 * craft, its chart types (spec §3) and a size within the user's tier; "Chart maken" opens the new chart in the
 * editor. A craft slug without its required suffix (or with one it must not have) goes to the right address.
 */
export function ChartCreateCraftPage() {
  const { craftSlug = '' } = useParams();
  const { pathname } = useLocation();
  const route = craftOfRoute(craftSlug, pathname.replace(/\/$/, '').endsWith('/other'));
  if (!route) return <NotFoundPage />;
  if (!route.canonical) return <Navigate to={craftCreatePath(route.craft)} replace />;
  return <CraftForm key={route.craft} craft={route.craft} />;
}

function CraftForm({ craft }: { craft: GridCraft }) {
  const texts = nl.chartCreate;
  const id = useId();
  const navigate = useNavigate();
  const { premium } = useViewer();
  useDocumentTitle(`${texts.chosen} ${craftLabels[craft]}`);
  const types = typesForCraft(craft);
  const [type, setType] = useState<ChartType>(defaultType(craft));
  const [columns, setColumns] = useState(String(defaultSizes[craft].columns));
  const [rows, setRows] = useState(String(defaultSizes[craft].rows));
  const [submitted, setSubmitted] = useState(false);
  const max = tierLimits(premium).maxGridSize;
  const problems = { columns: sizeProblem(columns, premium), rows: sizeProblem(rows, premium) };
  const needsPremium = problems.columns === 'needsPremium' || problems.rows === 'needsPremium';

  const message = (problem: 'invalid' | 'needsPremium' | undefined, name: 'columns' | 'rows') =>
    problem === 'invalid'
      ? texts.sizeInvalid(tierLimits(true).maxGridSize)
      : problem === 'needsPremium'
        ? texts.sizeTooLarge(max, name)
        : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.columns || problems.rows) return;
    navigate(newChartPath(craft, type, Number(columns), Number(rows)));
  };

  const sizeField = (name: 'columns' | 'rows', value: string, change: (value: string) => void) => {
    const error = submitted || problems[name] === 'needsPremium' ? message(problems[name], name) : undefined;
    const fieldId = `${id}-${name}`;
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{texts[name]}</label>
        <input
          id={fieldId}
          inputMode="numeric"
          value={value}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
        />
        <p id={`${fieldId}-hint`} className="field__hint">
          {texts.sizeHint(max, name)}
        </p>
        {error && (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <article className="page chart-create">
      <h1>
        {texts.chosen} {craftLabels[craft]}
      </h1>
      <p>{nl.pages.chartCreateCraft.text}</p>
      <form
        className="chart-create__form"
        aria-label={nl.pages.chartCreate.title}
        onSubmit={onSubmit}
        noValidate
      >
        {types.length > 1 && (
          <fieldset className="chart-create__types">
            <legend>{texts.type}</legend>
            {types.map((candidate) => (
              <label key={candidate} className="chart-create__type">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={candidate}
                  checked={type === candidate}
                  onChange={() => setType(candidate)}
                />
                {nl.editor.chartTypes[candidate]}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset className="chart-create__size">
          <legend>{texts.size}</legend>
          {sizeField('columns', columns, setColumns)}
          {sizeField('rows', rows, setRows)}
          {needsPremium && (
            <p>
              <Link to="/nl/premium/order?s=34">{texts.premiumLink}</Link>
            </p>
          )}
        </fieldset>
        <button type="submit" className="button button--primary">
          {texts.submit}
        </button>
      </form>
      <p className="chart-create__links">
        <Link to={convertPicturePath(craft, type)}>{texts.importPicture}</Link>
        {' · '}
        <Link to="/nl/chart/create">{texts.otherCraft}</Link>
        {' · '}
        <Link to={calculatorPath}>{texts.calculatorLink}</Link>
      </p>
    </article>
  );
}
