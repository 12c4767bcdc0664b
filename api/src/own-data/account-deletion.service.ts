import { Inject, Injectable } from '@nestjs/common';
import type { AccountDeleteRequest, AccountDeleteResponse } from '@steekwerk/model';
import { AuthAttemptLimiter } from '../account/auth-attempts';
import { PasswordHasher } from '../account/password-hasher';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import type { RequestSession } from '../session/session.service';
import { OwnDataRepository } from './own-data.repository';

/**
 * "Account verwijderen": after the password is checked again (wrong ones count like failed logins), the user and
 * everything of theirs go in one transaction (see {@link OwnDataRepository.deleteUser}); every session ends, so
 * the user is logged out everywhere, and this request's cookie is cleared.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @Inject(OwnDataRepository) private readonly ownData: OwnDataRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AuthAttemptLimiter) private readonly limiter: AuthAttemptLimiter,
  ) {}

  /**
   * Deletes the session's user.
   *
   * @throws AppException `WrongPassword` (400), `TooManyLoginAttempts` (429), `NotLoggedIn` (403)
   */
  async delete(request: AccountDeleteRequest, session: RequestSession): Promise<AccountDeleteResponse> {
    const user = (await session.current())?.user;
    if (user === undefined) throw new AppException(ErrorCode.NotLoggedIn);
    const ticket = await this.limiter.admitLogin(user.email, session.client.key);
    const check = await this.hasher.verify(request.password, user.passwordHash);
    await this.limiter.finish(ticket, check.valid);
    if (!check.valid) throw new AppException(ErrorCode.WrongPassword);
    await this.ownData.deleteUser(user.id, user.email);
    await session.end();
    return { sfRequest: 'ok' };
  }
}
