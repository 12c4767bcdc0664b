/**
 * The written pattern of the open chart, kept up to date: written at once when the panel opens, and 300 ms after
 * the last edit of the chart (its written settings included). Small charts are written on the page; large ones in the
 * worker (the page never waits), with `working` true meanwhile and the last pattern still shown.
 */
import type { WrittenPattern } from '@steekwerk/formats/written';
import type { WrittenSettings } from '@steekwerk/model';
import { useEffect, useRef, useState } from 'react';
import { runWritten } from '../../engine/writtenProtocol';
import type { WrittenClient } from '../../engine/writtenClient';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import { WORKER_CELL_COUNT, writtenJobOf } from './writtenJob';

export interface WrittenView {
  readonly pattern: WrittenPattern | undefined;
  readonly working: boolean;
  readonly failure: string | undefined;
}

/** How long after the last edit the pattern is written again. */
export const WRITTEN_DEBOUNCE_MS = 300;

const noChoices: Partial<WrittenSettings> = Object.freeze({});

const generatorFailed = 'De geschreven instructies konden niet worden gemaakt.';

export function useWrittenPattern(
  editor: Editor,
  client: WrittenClient,
  viewerChoices: Partial<WrittenSettings> = noChoices,
): WrittenView {
  const version = useEditorStore((state) => state.documentVersion);
  const [view, setView] = useState<WrittenView>({ pattern: undefined, working: true, failure: undefined });
  const writtenVersion = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const edited = writtenVersion.current !== undefined && writtenVersion.current !== version;
    const timer = setTimeout(
      () => {
        writtenVersion.current = version;
        const document = editor.document;
        if (!document.hasMetadata) return;
        const job = writtenJobOf(document, viewerChoices);
        if (document.columnCount * document.rowCount <= WORKER_CELL_COUNT) {
          try {
            setView({ pattern: runWritten(job), working: false, failure: undefined });
          } catch {
            setView((current) => ({ ...current, working: false, failure: generatorFailed }));
          }
          return;
        }
        setView((current) => ({ ...current, working: true }));
        void client.run(job).then((outcome) => {
          if (!live || outcome.status === 'cancelled') return;
          setView((current) =>
            outcome.status === 'done'
              ? { pattern: outcome.pattern, working: false, failure: undefined }
              : { ...current, working: false, failure: outcome.message },
          );
        });
      },
      edited ? WRITTEN_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [editor, version, client, viewerChoices]);

  // A job still running when the panel closes is of no use.
  useEffect(() => () => client.cancel(), [client]);
  return view;
}
