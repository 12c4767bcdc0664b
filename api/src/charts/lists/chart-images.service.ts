import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { decideChartAccess, type Viewer } from '../chart-access';
import { ChartRepository } from '../charts.repository';
import { visibleStoredCells } from '../layer-cells';
import { renderChartThumbnail } from '../thumbnails/chart-thumbnail';
import { ChartListsRepository } from './chart-lists.repository';

/**
 * Chart thumbnails (`chart/image/{chartId}/{revision}`): the PNG made when the revision was saved, for everyone
 * who may see the chart (its owner also in the bin); an earlier revision's (a backup's) only for who may edit it. A revision saved before thumbnails existed gets one on its
 * first request. Anything else is a 404, so the answer tells nothing about charts the viewer may not see.
 */
@Injectable()
export class ChartImagesService {
  constructor(
    @Inject(ChartRepository) private readonly charts: ChartRepository,
    @Inject(ChartListsRepository) private readonly lists: ChartListsRepository,
  ) {}

  async thumbnail(chartId: string, revision: number, viewer: Viewer | null): Promise<Buffer> {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer, { ownerInBin: true });
    const backup = chart !== undefined && revision !== chart.revision;
    if (!chart || !access.ok || revision < 1 || revision > chart.revision || (backup && !access.canWrite)) {
      throw new AppException(ErrorCode.ImageNotFound);
    }
    const stored = await this.lists.findThumbnail(chartId, revision);
    if (stored === undefined) throw new AppException(ErrorCode.ImageNotFound);
    if (stored !== null) return stored;
    const saved = await this.charts.findRevision(chartId, revision);
    if (!saved) throw new AppException(ErrorCode.ImageNotFound);
    const cells = new Uint8Array(saved.cells.buffer, saved.cells.byteOffset, saved.cells.byteLength);
    const png = renderChartThumbnail(saved.state, visibleStoredCells(saved.state, cells));
    await this.lists.storeThumbnail(chartId, revision, png);
    return png;
  }
}
