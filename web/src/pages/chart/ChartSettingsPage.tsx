import { useState } from 'react';
import { nl } from '../../i18n/nl';
import { ChartPropertiesForm } from './ChartPropertiesForm';
import { ChartScreen } from './ChartScreen';

/** `/nl/c/{chartId}/settings`: the chart's properties (spec §3), changeable by its owner. */
export function ChartSettingsPage() {
  const [saved, setSaved] = useState(0);
  return (
    <ChartScreen texts={nl.pages.chartSettings}>
      {(chart, reload) =>
        chart.ownedByUser ? (
          <>
            <ChartPropertiesForm
              // A new form once the saved properties are back (not before: it would start from the old ones).
              key={JSON.stringify(chart)}
              charts={[chart]}
              onSaved={() => {
                setSaved((count) => count + 1);
                reload();
              }}
            />
            {saved > 0 && (
              <p role="status" className="form-success">
                {nl.chartScreens.saved}
              </p>
            )}
          </>
        ) : (
          <p>{nl.chartScreens.ownerOnly}</p>
        )
      }
    </ChartScreen>
  );
}
