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
              key={`${chart.chartId}-${saved}`}
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
