import { Inject, Injectable } from '@nestjs/common';
import {
  copyTitle,
  tierLimits,
  type ChartCloneResponse,
  type ChartFailureReason,
  type ChartRestoreResponse,
  type ChartsBinEmptyResponse,
  type ChartsDeleteResponse,
} from '@steekwerk/model';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { FoldersService } from '../../folders/folders.service';
import { newRandomId } from '../../ids/random-id';
import { decideChartAccess, type Viewer } from '../chart-access';
import { CLOCK, type Clock } from '../chart-clock';
import { newChartId } from '../chart-id';
import { ChartRepository } from '../charts.repository';
import { RevisionStorage } from '../revisions/revision-storage';
import { ChartListsRepository } from './chart-lists.repository';
import { ownedCharts } from './owned-charts';

const failure = (reason: ChartFailureReason) => ({ sfRequest: 'ok' as const, status: reason, reason });

/**
 * Copies and the bin. A copy (spec "Maak een kopie") is a new private chart of the viewer with the current
 * revision's cells, allowed to the owner and, when the chart allows copies, to everyone who may see it, within
 * the viewer's tier limits. Deleting moves the owner's unlocked charts to the bin; restoring takes one back into
 * its folder; emptying the bin deletes for good.
 */
@Injectable()
export class ChartCopiesService {
  constructor(
    @Inject(ChartRepository) private readonly charts: ChartRepository,
    @Inject(ChartListsRepository) private readonly lists: ChartListsRepository,
    @Inject(FoldersService) private readonly folders: FoldersService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RevisionStorage) private readonly storage: RevisionStorage,
  ) {}

  /** `chart/clone/{chartId}` */
  async clone(
    chartId: string,
    request: { title?: string | undefined; folderId?: string | undefined },
    viewer: Viewer | null,
  ): Promise<ChartCloneResponse> {
    if (!viewer) return failure('notLoggedIn');
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    if (request.folderId && !(await this.folders.exists(viewer, request.folderId))) {
      throw new AppException(ErrorCode.FolderNotFound);
    }
    return this.lists.transaction(async (manager) => {
      const [chart] = await this.charts.findCharts([chartId], manager);
      const access = decideChartAccess(chart, viewer);
      if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
      if (!access.isOwner && !chart.allowClone) return failure('accessDenied');
      const limits = tierLimits(viewer.premium);
      const styles = await this.lists.paletteSize(manager, chartId, chart.revision);
      if (styles === undefined) return failure('notFound');
      if (
        chart.columnCount > limits.maxGridSize ||
        chart.rowCount > limits.maxGridSize ||
        styles > limits.maxPaletteStyles
      ) {
        throw new AppException(ErrorCode.ChartTooLarge);
      }
      const bytes = await this.storage.revisionBytes(manager, chartId, chart.revision);
      if (!(await this.storage.fits(viewer.userId, viewer.premium, bytes, manager)))
        return failure('storageFull');
      const id = newChartId();
      await this.lists.insertCopy(manager, {
        sourceId: chartId,
        sourceRevision: chart.revision,
        id,
        ownerId: viewer.userId,
        title: request.title ?? copyTitle(chart.title),
        // The owner's copy stays next to the original unless asked otherwise; others' copies go to no folder.
        folderId: request.folderId ?? (access.isOwner ? chart.folderId : ''),
        now: this.clock.now(),
        saveId: `copy-${newRandomId(16)}`,
      });
      return { sfRequest: 'ok' as const, status: 'ok' as const, chartId: id, revision: 1 };
    });
  }

  /** `charts/delete`: moves the owner's charts to the bin; locked charts and others' charts are refused. */
  async delete(chartIds: readonly string[], viewer: Viewer): Promise<ChartsDeleteResponse> {
    return this.lists.transaction(async (manager) => {
      const { accepted: deleted, refused } = await ownedCharts(
        this.charts,
        manager,
        chartIds,
        viewer,
        (chart) => (chart.locked ? 'locked' : undefined),
      );
      if (deleted.length > 0) await this.lists.moveToBin(manager, deleted, this.clock.now());
      return { sfRequest: 'ok', status: 'ok', deleted, refused };
    });
  }

  /** `chart/restore/{chartId}`: the owner takes a chart out of the bin (a chart outside it stays where it is). */
  async restore(chartId: string, viewer: Viewer | null): Promise<ChartRestoreResponse> {
    if (!viewer) return failure('notLoggedIn');
    return this.lists.transaction(async (manager) => {
      const [chart] = await this.charts.findCharts([chartId], manager, true);
      const access = decideChartAccess(chart, viewer, { ownerInBin: true });
      if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
      if (!access.isOwner) return failure('accessDenied');
      const folderId = chart.inBin ? await this.lists.restore(manager, chartId) : chart.folderId;
      return { sfRequest: 'ok' as const, status: 'ok' as const, folderId };
    });
  }

  /** `charts/bin/empty` */
  async emptyBin(viewer: Viewer): Promise<ChartsBinEmptyResponse> {
    return { sfRequest: 'ok', status: 'ok', deleted: await this.lists.emptyBin(viewer.userId) };
  }
}
