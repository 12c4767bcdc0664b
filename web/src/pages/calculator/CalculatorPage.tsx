import { useParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

/** The calculators overview (`/nl/calculator`) or one calculator (`/nl/calculator/chart-size`). */
export function CalculatorPage() {
  const { calculatorSlug } = useParams();
  return (
    <SimplePage
      texts={calculatorSlug === 'chart-size' ? nl.pages.calculatorChartSize : nl.pages.calculator}
    />
  );
}
