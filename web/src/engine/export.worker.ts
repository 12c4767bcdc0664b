/**
 * The export worker: writes the chart files of the download screen off the main thread (a 2000² PDF takes seconds).
 * Everything it receives is checked first: the chart against the wire schema, the settings against theirs.
 * Cancelling ends the worker (exportClient), so no signal is needed here.
 */
import * as Comlink from 'comlink';
import { chartStateSchema } from '@steekwerk/model';
import { exportWriters, progressOf, type Progress } from './exportWriters';
import { exportSettingsSchema } from '../download/exportSettings';
import type { ExportReply, ExportWorkerApi, PlanReply } from './exportProtocol';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parse(fileType: unknown, chart: unknown, settings: unknown, link: unknown) {
  const row =
    typeof fileType === 'string' && Object.hasOwn(exportWriters, fileType)
      ? exportWriters[fileType]
      : undefined;
  if (!row) return { ok: false, message: 'Dit bestandstype kan niet worden gemaakt.' } as const;
  const parsedChart = chartStateSchema.safeParse(chart);
  if (!parsedChart.success) return { ok: false, message: 'De chart kan niet worden gelezen.' } as const;
  const parsedSettings = exportSettingsSchema.safeParse(settings);
  if (!parsedSettings.success) return { ok: false, message: 'De instellingen kloppen niet.' } as const;
  const publicLink = typeof link === 'string' && link.length <= 2000 ? link : '';
  return { ok: true, row, chart: parsedChart.data, settings: parsedSettings.data, publicLink } as const;
}

const api: ExportWorkerApi = {
  plan(fileType, chart, settings, link): PlanReply {
    const input = parse(fileType, chart, settings, link);
    if (!input.ok) return input;
    try {
      return {
        ok: true,
        pages: input.row.plan ? input.row.plan(input.chart, input.settings, input.publicLink) : 0,
      };
    } catch (error) {
      return { ok: false, message: message(error) };
    }
  },
  async write(fileType, chart, settings, link, onProgress: Progress, progressDone): Promise<ExportReply> {
    const input = parse(fileType, chart, settings, link);
    if (!input.ok) return input;
    try {
      const { bytes, pages } = await input.row.write(
        input.chart,
        input.settings,
        input.publicLink,
        onProgress,
        progressOf(progressDone, input.chart),
      );
      return Comlink.transfer({ ok: true, bytes, pages: pages ?? 0 }, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      return { ok: false, message: message(error) };
    }
  },
};

Comlink.expose(api);
