import { Module } from '@nestjs/common';
import { AuthSessionPipe, RequestSessionPipe, SessionUserPipe } from './session.decorators';
import { ActiveUserGuard, LoggedInGuard } from './session.guards';
import { SessionService } from './session.service';

/**
 * Sessions: the cookie, the `sessions` table, the guards (`@RequireLogin()`,
 * `@RequireActiveUser()`) and parameter decorators (`@SessionUser()`, `@CurrentSession()`).
 * Import this module where they are used.
 */
@Module({
  providers: [
    SessionService,
    LoggedInGuard,
    ActiveUserGuard,
    SessionUserPipe,
    AuthSessionPipe,
    RequestSessionPipe,
  ],
  exports: [
    SessionService,
    LoggedInGuard,
    ActiveUserGuard,
    SessionUserPipe,
    AuthSessionPipe,
    RequestSessionPipe,
  ],
})
export class SessionModule {}
