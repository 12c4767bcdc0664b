import { Link, useParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';
import { ChartSizeCalculator } from './ChartSizeCalculator';
import './calculator.css';

/** The calculators overview (`/nl/calculator`) or one calculator (`/nl/calculator/chart-size`). */
export function CalculatorPage() {
  const { calculatorSlug } = useParams();
  if (calculatorSlug === 'chart-size') {
    return (
      <SimplePage texts={nl.pages.calculatorChartSize}>
        <ChartSizeCalculator />
      </SimplePage>
    );
  }
  return (
    <SimplePage texts={nl.pages.calculator}>
      <ul className="calculator__list">
        <li>
          <Link to="/nl/calculator/chart-size/">{nl.calculator.chartSizeLink}</Link>
          <p>{nl.calculator.chartSizeText}</p>
        </li>
      </ul>
    </SimplePage>
  );
}
