import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type {
  ActivateRequest,
  ActivateResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordForgottenRequest,
  PasswordForgottenResponse,
  PasswordRequest,
  PasswordResetCheckRequest,
  PasswordResetCheckResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  PasswordResponse,
  ProfileRequest,
  ProfileResponse,
  RegisterRequest,
  RegisterResponse,
  ResendActivationResponse,
  SettingsRequest,
  SettingsResponse,
  UserResponse,
} from '@steekwerk/model';
import {
  activateRequestSchema,
  ajaxActions,
  ajaxBasePath,
  loginRequestSchema,
  passwordForgottenRequestSchema,
  passwordRequestSchema,
  passwordResetCheckRequestSchema,
  passwordResetRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
  settingsRequestSchema,
} from '@steekwerk/model';
import { Client } from '../http/client';
import type { RequestClient } from '../http/client';
import { ZodBody } from '../http/zod-body.pipe';
import {
  CurrentAuthSession,
  CurrentSession,
  RequireActiveUser,
  RequireLogin,
  SessionUser,
} from '../session/session.decorators';
import type { AuthSession, RequestSession } from '../session/session.service';
import { AccountService } from './account.service';
import { ActivationService } from './activation.service';
import { PasswordResetService } from './password-reset.service';
import type { UserEntity } from './user.entity';

@Controller(ajaxBasePath)
export class AccountController {
  constructor(
    @Inject(AccountService) private readonly account: AccountService,
    @Inject(ActivationService) private readonly activation: ActivationService,
    @Inject(PasswordResetService) private readonly passwordReset: PasswordResetService,
  ) {}

  /** `POST /nl/ajax/account/register` */
  @Post(ajaxActions.accountRegister.path)
  @HttpCode(200)
  register(
    @Body(new ZodBody(registerRequestSchema)) body: RegisterRequest,
    @Client() client: RequestClient,
  ): Promise<RegisterResponse> {
    return this.account.register(body, client);
  }

  /** `POST /nl/ajax/account/login`: sets the session cookie. */
  @Post(ajaxActions.accountLogin.path)
  @HttpCode(200)
  login(
    @Body(new ZodBody(loginRequestSchema)) body: LoginRequest,
    @CurrentSession() session: RequestSession,
  ): Promise<LoginResponse> {
    return this.account.login(body, session);
  }

  /** `POST /nl/ajax/account/logout`: clears the session cookie. */
  @Post(ajaxActions.accountLogout.path)
  @HttpCode(200)
  logout(@CurrentSession() session: RequestSession): Promise<LogoutResponse> {
    return this.account.logout(session);
  }

  /** `GET /nl/ajax/account/user` */
  @Get(ajaxActions.accountUser.path)
  user(@CurrentAuthSession() session: AuthSession | null): Promise<UserResponse> {
    return this.account.user(session);
  }

  /** `POST /nl/ajax/account/settings` */
  @Post(ajaxActions.accountSettings.path)
  @HttpCode(200)
  @RequireActiveUser()
  settings(
    @Body(new ZodBody(settingsRequestSchema)) body: SettingsRequest,
    @SessionUser() user: UserEntity,
  ): Promise<SettingsResponse> {
    return this.account.changeSettings(user, body.settings);
  }

  /** `POST /nl/ajax/account/profile` */
  @Post(ajaxActions.accountProfile.path)
  @HttpCode(200)
  @RequireActiveUser()
  profile(
    @Body(new ZodBody(profileRequestSchema)) body: ProfileRequest,
    @SessionUser() user: UserEntity,
  ): Promise<ProfileResponse> {
    return this.account.changeProfile(user, body);
  }

  /** `POST /nl/ajax/account/password`: ends the user's other sessions. */
  @Post(ajaxActions.accountPassword.path)
  @HttpCode(200)
  @RequireActiveUser()
  password(
    @Body(new ZodBody(passwordRequestSchema)) body: PasswordRequest,
    @CurrentSession() session: RequestSession,
  ): Promise<PasswordResponse> {
    return this.account.changePassword(body, session);
  }

  /** `POST /nl/ajax/account/activate` */
  @Post(ajaxActions.accountActivate.path)
  @HttpCode(200)
  activate(@Body(new ZodBody(activateRequestSchema)) body: ActivateRequest): Promise<ActivateResponse> {
    return this.activation.activate(body.token);
  }

  /** `POST /nl/ajax/account/activation/resend`: for the logged-in user, pending or not. */
  @Post(ajaxActions.accountResendActivation.path)
  @HttpCode(200)
  @RequireLogin()
  resendActivation(@CurrentSession() session: RequestSession): Promise<ResendActivationResponse> {
    return this.activation.resend(session);
  }

  /** `POST /nl/ajax/account/password/forgotten`: mails a reset link; the same answer for any address. */
  @Post(ajaxActions.accountPasswordForgotten.path)
  @HttpCode(200)
  passwordForgotten(
    @Body(new ZodBody(passwordForgottenRequestSchema)) body: PasswordForgottenRequest,
    @Client() client: RequestClient,
  ): Promise<PasswordForgottenResponse> {
    return this.passwordReset.requestReset(body, client);
  }

  /** `POST /nl/ajax/account/password/reset/check`: whether a reset link still works. */
  @Post(ajaxActions.accountPasswordResetCheck.path)
  @HttpCode(200)
  async passwordResetCheck(
    @Body(new ZodBody(passwordResetCheckRequestSchema)) body: PasswordResetCheckRequest,
  ): Promise<PasswordResetCheckResponse> {
    return { sfRequest: 'ok', status: await this.passwordReset.check(body.token) };
  }

  /** `POST /nl/ajax/account/password/reset`: sets a new password with the link's token; ends every session. */
  @Post(ajaxActions.accountPasswordReset.path)
  @HttpCode(200)
  passwordResetSet(
    @Body(new ZodBody(passwordResetRequestSchema)) body: PasswordResetRequest,
    @CurrentSession() session: RequestSession,
  ): Promise<PasswordResetResponse> {
    return this.passwordReset.reset(body.token, body.newPassword, session);
  }
}
