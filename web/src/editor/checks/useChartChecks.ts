/**
 * The checks of the open chart, kept up to date: run when the panel opens and 300 ms after the last edit. A chart
 * of more than 250 000 cells is checked in the checks worker (a 2000² chart takes 0,2–0,3 s,
 * bench/chart-checks.node.mjs), so the page never waits; a newer edit cancels a check still running. Smaller charts
 * are checked on the page (a few milliseconds), as the written pattern does.
 */
import type { ChartFinding } from '@steekwerk/formats/supplies';
import { useEffect, useRef, useState } from 'react';
import { createChecksClient, type ChecksClient } from '../../engine/checksClient';
import { CHECKS_WORKER_CELL_COUNT, runChecks } from '../../engine/checksProtocol';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import { jobSnapshotOf } from '../openChart';

export const CHECKS_DEBOUNCE_MS = 300;

let sharedClient: ChecksClient | undefined;

/** The checks worker's client, started on first use (tests give their own). */
function checksClient(): ChecksClient {
  sharedClient ??= createChecksClient();
  return sharedClient;
}

/** Findings, or a Dutch message when the checks could not run. */
export type ChecksResult = ChartFinding[] | { readonly failed: string };

export function useChartChecks(
  editor: Editor,
  options: { client?: () => ChecksClient; workerCellCount?: number } = {},
): ChecksResult | undefined {
  const version = useEditorStore((state) => state.documentVersion);
  const palette = useEditorStore((state) => state.palette);
  const [findings, setFindings] = useState<ChecksResult | undefined>(undefined);
  const checked = useRef(false);
  const { client = checksClient, workerCellCount = CHECKS_WORKER_CELL_COUNT } = options;
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        checked.current = true;
        const document = editor.document;
        if (!document.hasMetadata) return;
        const job = jobSnapshotOf(document);
        if (document.cells.length <= workerCellCount) {
          const reply = runChecks(job);
          setFindings(reply.ok ? reply.findings : { failed: reply.message });
          return;
        }
        void client()
          .run(job)
          .then((outcome) => {
            if (!current || outcome.status === 'cancelled') return;
            setFindings(outcome.status === 'done' ? outcome.findings : { failed: outcome.message });
          });
      },
      checked.current ? CHECKS_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [editor, version, palette, client, workerCellCount]);
  return findings;
}
