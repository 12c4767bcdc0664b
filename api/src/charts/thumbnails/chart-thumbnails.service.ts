import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ChartListsRepository } from '../lists/chart-lists.repository';
import { renderChartThumbnail, type ThumbnailChart } from './chart-thumbnail';

/**
 * Makes each saved revision's thumbnail right after the save has answered, so a save's time does not grow by the
 * few milliseconds a thumbnail takes (about 6–9 ms at 1000 × 1000 and more). A request for the image that comes
 * first makes it itself (`ChartImagesService`); whichever stores first wins. Shutting down waits for the ones still
 * being made.
 */
@Injectable()
export class ChartThumbnails implements OnModuleDestroy {
  private readonly logger = new Logger('ChartThumbnails');
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(ChartListsRepository) private readonly lists: ChartListsRepository) {}

  /** Makes and stores the thumbnail of a revision just saved, after the current request's answer. */
  afterSave(chartId: string, revision: number, state: ThumbnailChart, cells: Uint8Array): void {
    const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.lists.storeThumbnail(chartId, revision, renderChartThumbnail(state, cells)))
      .catch((error: unknown) => {
        this.logger.warn(`thumbnail of ${chartId}@${revision} not stored: ${String(error)}`);
      })
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once the thumbnails being made now are stored. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Waits for the thumbnails still being made (before the database closes). */
  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}
