/**
 * A small picture of the chart on the download screen: the PNG as seen at 320 pixels without a legend, made once by
 * an export worker of its own (ended when done, so it never holds up or shares the export's cancel).
 */
import { useEffect, useState } from 'react';
import type { ChartSnapshot } from '@steekwerk/formats';
import type { ExportClient } from '../engine/exportClient';
import { nl } from '../i18n/nl';
import { defaultExportSettings } from './exportSettings';

const previewSize = 320;

export function ChartPreview({
  snapshot,
  client,
}: {
  snapshot: Promise<ChartSnapshot>;
  client: ExportClient;
}) {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    let made: string | undefined;
    void snapshot
      .then((chart) =>
        current
          ? client.write(
              {
                fileType: 'png',
                snapshot: chart,
                settings: {
                  ...defaultExportSettings,
                  fileType: 'png',
                  size: previewSize,
                  sizeUnit: 'px',
                  legendPlacement: 'none',
                },
                publicLink: '',
              },
              () => undefined,
            )
          : undefined,
      )
      .then((outcome) => {
        if (!current || !outcome) return;
        client.cancel();
        if (outcome.status !== 'done') return;
        made = URL.createObjectURL(new Blob([outcome.bytes as BlobPart], { type: 'image/png' }));
        setUrl(made);
      });
    return () => {
      current = false;
      client.cancel();
      if (made) URL.revokeObjectURL(made);
    };
  }, [client, snapshot]);
  if (!url) return null;
  return (
    <figure className="download-screen__preview">
      <img src={url} alt={nl.chartScreens.download.preview} width={previewSize} />
    </figure>
  );
}
