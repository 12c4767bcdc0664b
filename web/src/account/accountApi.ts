/**
 * The account calls of `@steekwerk/model`'s protocol, typed, over the request helper.
 */
import {
  accountDeleteResponseSchema,
  activateResponseSchema,
  ajaxActions,
  loginResponseSchema,
  logoutResponseSchema,
  outboxResponseSchema,
  passwordForgottenResponseSchema,
  passwordResetCheckResponseSchema,
  passwordResetResponseSchema,
  passwordResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  resendActivationResponseSchema,
  settingsResponseSchema,
  userResponseSchema,
  type AccountDeleteRequest,
  type LoginRequest,
  type PasswordRequest,
  type PasswordResetRequest,
  type ProfileRequest,
  type RegisterRequest,
  type UserSettingsChange,
} from '@steekwerk/model';
import type { AjaxClient } from '../api/ajaxClient';
import { fetchDataExport } from './dataExport';

/** Creates the account calls over `client`; `fetchImpl` downloads the data export (a ZIP, not JSON). */
export function createAccountApi(client: AjaxClient, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    fetchUser: (signal?: AbortSignal) =>
      client.request({ action: ajaxActions.accountUser, response: userResponseSchema, signal }),
    register: (request: RegisterRequest) =>
      client.request({
        action: ajaxActions.accountRegister,
        response: registerResponseSchema,
        body: request,
      }),
    login: (request: LoginRequest) =>
      client.request({ action: ajaxActions.accountLogin, response: loginResponseSchema, body: request }),
    logout: () => client.request({ action: ajaxActions.accountLogout, response: logoutResponseSchema }),
    saveSettings: (settings: UserSettingsChange) =>
      client.request({
        action: ajaxActions.accountSettings,
        response: settingsResponseSchema,
        body: { settings },
      }),
    saveProfile: (profile: ProfileRequest) =>
      client.request({ action: ajaxActions.accountProfile, response: profileResponseSchema, body: profile }),
    changePassword: (request: PasswordRequest) =>
      client.request({
        action: ajaxActions.accountPassword,
        response: passwordResponseSchema,
        body: request,
      }),
    activate: (token: string) =>
      client.request({
        action: ajaxActions.accountActivate,
        response: activateResponseSchema,
        body: { token },
      }),
    resendActivation: () =>
      client.request({
        action: ajaxActions.accountResendActivation,
        response: resendActivationResponseSchema,
      }),
    requestPasswordReset: (emailAddress: string) =>
      client.request({
        action: ajaxActions.accountPasswordForgotten,
        response: passwordForgottenResponseSchema,
        body: { emailAddress },
      }),
    checkPasswordReset: (token: string, signal?: AbortSignal) =>
      client.request({
        action: ajaxActions.accountPasswordResetCheck,
        response: passwordResetCheckResponseSchema,
        body: { token },
        signal,
      }),
    resetPassword: (request: PasswordResetRequest) =>
      client.request({
        action: ajaxActions.accountPasswordReset,
        response: passwordResetResponseSchema,
        body: request,
      }),
    fetchOutbox: (signal?: AbortSignal) =>
      client.request({ action: ajaxActions.emailOutbox, response: outboxResponseSchema, signal }),
    downloadDataExport: () => fetchDataExport(fetchImpl),
    deleteAccount: (request: AccountDeleteRequest) =>
      client.request({
        action: ajaxActions.accountDelete,
        response: accountDeleteResponseSchema,
        body: request,
      }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
