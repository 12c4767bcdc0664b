/**
 * The model's check of a whole chart (`chartStateSchema`) one part at a time (settings, grid, palette, …), each in a
 * task of its own: the first check of a large chart on a page costs the schema's set-up too, which in one piece came
 * near 50 ms on a 4× slower phone (bench/pattern-pdf-import.browser.mjs). The result is the schema's own.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';
import { readChartFileReply, type ChartFileReply } from './chartFileProtocol';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The chart state as `chartStateSchema` parses it, or `undefined` when it fails. */
export async function checkChartStateInTasks(value: unknown): Promise<ChartState | undefined> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const parts: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(chartStateSchema.shape)) {
    await nextTask();
    const part = schema.safeParse((value as Record<string, unknown>)[key]);
    if (!part.success) return undefined;
    parts[key] = part.data;
  }
  return parts as ChartState;
}

/** `readChartFileReply` with the chart state checked part by part, each part in its own task. */
export async function readChartFileReplyInTasks(reply: unknown): Promise<ChartFileReply | undefined> {
  if (typeof reply !== 'object' || reply === null || (reply as { ok?: unknown }).ok !== true) {
    return readChartFileReply(reply);
  }
  const state = await checkChartStateInTasks((reply as { state?: unknown }).state);
  return state && readChartFileReply(reply, state);
}
