import { Module } from '@nestjs/common';
import { ERROR_REPORT_STORE } from './error-report.store';
import { ErrorReportRepository } from './error-report.repository';
import { ErrorReportsController } from './error-reports.controller';
import { ErrorReportsService } from './error-reports.service';

/** Errors reported by the web app (`POST /nl/ajax/log/javascripterror`). */
@Module({
  controllers: [ErrorReportsController],
  providers: [ErrorReportsService, { provide: ERROR_REPORT_STORE, useClass: ErrorReportRepository }],
})
export class ErrorReportsModule {}
