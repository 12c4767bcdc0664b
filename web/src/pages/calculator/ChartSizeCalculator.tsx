import { useId, useState } from 'react';
import { useAccount } from '../../account/useAccount';
import { nl } from '../../i18n/nl';
import {
  chartSizeFor,
  densityFromFabric,
  densityFromGauge,
  densityFromSwatch,
  finishedSizeOf,
  unitOfLengthSetting,
  type Density,
  type LengthUnit,
} from '../../chartSize/chartSize';
import { NumberStepper } from '../../ui/NumberStepper';

type Direction = 'toChart' | 'toSize';
type Measure = 'gauge' | 'swatch' | 'fabric';

function formatNumber(value: number): string {
  return value.toLocaleString('nl-NL', { maximumFractionDigits: 1 });
}

/**
 * The chart-size calculator (`/nl/calculator/chart-size/`): from a gauge, a measured swatch or a cross-stitch fabric
 * and a finished size to columns and rows, or from a chart's columns and rows to its finished size; centimetres or
 * inches (the user's lengthUnits setting first).
 */
export function ChartSizeCalculator() {
  const texts = nl.calculator;
  const id = useId();
  const lengthUnits = useAccount((state) => state.settings.lengthUnits);
  const [unit, setUnit] = useState<LengthUnit>(() => unitOfLengthSetting(lengthUnits));
  const [direction, setDirection] = useState<Direction>('toChart');
  const [measure, setMeasure] = useState<Measure>('gauge');
  const [gauge, setGauge] = useState({ stitches: 20, rows: 28 });
  const [swatch, setSwatch] = useState({ stitches: 20, rows: 28, width: 10, height: 10 });
  const [fabric, setFabric] = useState<{ count: number; over: 1 | 2 }>({ count: 14, over: 1 });
  const [finished, setFinished] = useState({ width: 50, height: 60 });
  const [chart, setChart] = useState({ columns: 100, rows: 100 });

  const density: Density | undefined =
    measure === 'gauge'
      ? densityFromGauge({ ...gauge, unit })
      : measure === 'swatch'
        ? densityFromSwatch({ ...swatch, unit })
        : densityFromFabric(fabric);

  const stepper = (label: string, value: number, change: (value: number) => void, decimals = 0) => (
    <NumberStepper
      label={label}
      value={value}
      onChange={change}
      min={0}
      decimals={decimals}
      decreaseLabel={texts.decrease(label)}
      increaseLabel={texts.increase(label)}
    />
  );

  let result: string | undefined;
  if (density && direction === 'toChart' && finished.width > 0 && finished.height > 0) {
    const size = chartSizeFor(density, finished.width, finished.height, unit);
    result = texts.chartResult(size.columns, size.rows);
  } else if (density && direction === 'toSize' && chart.columns > 0 && chart.rows > 0) {
    const size = finishedSizeOf(density, chart.columns, chart.rows, unit);
    result = texts.sizeResult(formatNumber(size.width), formatNumber(size.height), unit);
  }

  return (
    <form
      className="calculator"
      aria-label={nl.pages.calculatorChartSize.title}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>{texts.direction}</legend>
        {(['toChart', 'toSize'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-direction`}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {texts.directions[value]}
          </label>
        ))}
      </fieldset>
      <label>
        {texts.unit}
        <select value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
          <option value="cm">{texts.units.cm}</option>
          <option value="in">{texts.units.in}</option>
        </select>
      </label>
      <label>
        {texts.measure}
        <select value={measure} onChange={(event) => setMeasure(event.target.value as Measure)}>
          {(['gauge', 'swatch', 'fabric'] as const).map((value) => (
            <option key={value} value={value}>
              {texts.measures[value]}
            </option>
          ))}
        </select>
      </label>
      {measure === 'gauge' && (
        <>
          {stepper(
            texts.gaugeStitches(unit),
            gauge.stitches,
            (stitches) => setGauge({ ...gauge, stitches }),
            1,
          )}
          {stepper(texts.gaugeRows(unit), gauge.rows, (rows) => setGauge({ ...gauge, rows }), 1)}
        </>
      )}
      {measure === 'swatch' && (
        <>
          {stepper(texts.swatchStitches, swatch.stitches, (stitches) => setSwatch({ ...swatch, stitches }))}
          {stepper(texts.swatchRows, swatch.rows, (rows) => setSwatch({ ...swatch, rows }))}
          {stepper(texts.swatchWidth(unit), swatch.width, (width) => setSwatch({ ...swatch, width }), 1)}
          {stepper(texts.swatchHeight(unit), swatch.height, (height) => setSwatch({ ...swatch, height }), 1)}
        </>
      )}
      {measure === 'fabric' && (
        <>
          {stepper(texts.fabricCount, fabric.count, (count) => setFabric({ ...fabric, count }))}
          <label>
            {texts.fabricOver}
            <select
              value={fabric.over}
              onChange={(event) => setFabric({ ...fabric, over: event.target.value === '2' ? 2 : 1 })}
            >
              <option value="1">{texts.fabricOverOptions[1]}</option>
              <option value="2">{texts.fabricOverOptions[2]}</option>
            </select>
          </label>
        </>
      )}
      {direction === 'toChart' ? (
        <>
          {stepper(texts.width(unit), finished.width, (width) => setFinished({ ...finished, width }), 1)}
          {stepper(texts.height(unit), finished.height, (height) => setFinished({ ...finished, height }), 1)}
        </>
      ) : (
        <>
          {stepper(texts.columns, chart.columns, (columns) => setChart({ ...chart, columns }))}
          {stepper(texts.rows, chart.rows, (rows) => setChart({ ...chart, rows }))}
        </>
      )}
      <section aria-labelledby={`${id}-result`} className="calculator__result">
        <h2 id={`${id}-result`}>{texts.resultHeading}</h2>
        <output aria-live="polite" data-testid="calculator-result">
          {result ?? texts.incomplete}
        </output>
      </section>
    </form>
  );
}
