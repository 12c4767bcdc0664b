import { Module } from '@nestjs/common';
import { FoldersModule } from '../folders/folders.module';
import { ProgressController } from '../progress/progress.controller';
import { ProgressRepository } from '../progress/progress.repository';
import { ProgressService } from '../progress/progress.service';
import { SessionModule } from '../session/session.module';
import { ChartBackupsController } from './backups/chart-backups.controller';
import { ChartBackupsRepository } from './backups/chart-backups.repository';
import { ChartBackupsService } from './backups/chart-backups.service';
import { CLOCK, systemClock, WRITE_LOCK_LEASE_MS, writeLockLeaseMs } from './chart-clock';
import { ChartsController } from './charts.controller';
import { ChartRepository } from './charts.repository';
import { ChartsService } from './charts.service';
import { ChartCopiesService } from './lists/chart-copies.service';
import { ChartImagesService } from './lists/chart-images.service';
import { ChartListsController } from './lists/chart-lists.controller';
import { ChartListsRepository } from './lists/chart-lists.repository';
import { ChartListsService } from './lists/chart-lists.service';
import { ChartPropertiesService } from './lists/chart-properties.service';
import { RevisionStorage } from './revisions/revision-storage';
import { STORAGE_POLICY, storagePolicy } from './revisions/storage-limits';
import { ChartThumbnails } from './thumbnails/chart-thumbnails.service';

/**
 * Charts and what is kept per chart: storage, revisions, the write lock, the changes loop, the progress
 * tracker, and the charts list with properties, sharing, copies, the bin and thumbnails. The clock and the lease are providers so tests can replace them.
 */
@Module({
  imports: [SessionModule, FoldersModule],
  controllers: [ChartsController, ProgressController, ChartListsController, ChartBackupsController],
  providers: [
    ChartsService,
    ChartRepository,
    ChartListsRepository,
    ChartListsService,
    ChartPropertiesService,
    ChartCopiesService,
    ChartImagesService,
    ChartThumbnails,
    ChartBackupsService,
    ChartBackupsRepository,
    ProgressService,
    ProgressRepository,
    { provide: CLOCK, useValue: systemClock },
    { provide: WRITE_LOCK_LEASE_MS, useValue: writeLockLeaseMs },
    RevisionStorage,
    { provide: STORAGE_POLICY, useValue: storagePolicy },
  ],
  exports: [ChartRepository, ChartsService, ProgressService],
})
export class ChartsModule {}
