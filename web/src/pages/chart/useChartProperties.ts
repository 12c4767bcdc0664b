import type { ChartProperties, ChartRefusal } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { useChartsServices } from '../../charts/chartsServices';

export type ChartPropertiesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly charts: readonly ChartProperties[];
      readonly refused: readonly ChartRefusal[];
    };

/** Loads the properties of charts (`charts/properties`), again after `reload()`. */
export function useChartProperties(chartIds: readonly string[]) {
  const { api } = useChartsServices();
  const [load, setLoad] = useState<ChartPropertiesLoad>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const key = chartIds.join(',');
  useEffect(() => {
    let current = true;
    api.properties(key.split(',')).then(
      (answer) => {
        if (current) setLoad({ status: 'ready', charts: answer.charts, refused: answer.refused });
      },
      () => {
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, version]);
  return { load, reload: () => setVersion((count) => count + 1) };
}
