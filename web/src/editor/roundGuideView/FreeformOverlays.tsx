import type { Editor } from '../Editor';
import { FreeformSelectionOverlay } from '../freeformSelectionView/FreeformSelectionOverlay';
import { RoundGuideOverlay } from './RoundGuideOverlay';
import { RoundGuidePanel } from './RoundGuidePanel';

/** What the freeform feature shows over the chart: its round guides, the selection, and the round guide panel. */
export function FreeformOverlays({ editor }: { editor: Editor }) {
  return (
    <>
      <RoundGuideOverlay editor={editor} />
      <FreeformSelectionOverlay editor={editor} />
      <RoundGuidePanel editor={editor} />
    </>
  );
}
