import { Module } from '@nestjs/common';
import { ERROR_REPORT_STORE } from './error-report.store';
import { ErrorReportRepository } from './error-report.repository';
import { ErrorReportsController } from './error-reports.controller';
import { defaultErrorReportLimits, ERROR_REPORT_LIMITS, ErrorReportsService } from './error-reports.service';

/** Errors reported by the web app (`POST /nl/ajax/log/javascripterror`). */
@Module({
  controllers: [ErrorReportsController],
  providers: [
    ErrorReportsService,
    { provide: ERROR_REPORT_STORE, useClass: ErrorReportRepository },
    // A copy per app, so a test may lower the limits of its own server.
    { provide: ERROR_REPORT_LIMITS, useFactory: () => ({ ...defaultErrorReportLimits }) },
  ],
})
export class ErrorReportsModule {}
