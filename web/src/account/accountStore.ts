/**
 * The session's user and settings. Loaded once with `GET account/user` when the app starts; the account screens
 * call the actions below.
 *
 * Settings: a logged-in user's changes apply at once and are sent with a 2 s debounce (or at once when asked);
 * an anonymous visitor's settings stay in this browser (`localStorage`) and never go to the server.
 */
import {
  anonymousUser,
  type AccountDeleteRequest,
  isLoggedIn,
  resolveUserSettings,
  userSettingsChangeSchema,
  type LoginRequest,
  type PasswordRequest,
  type Profile,
  type RegisterRequest,
  type User,
  type UserSettings,
  type UserSettingsChange,
} from '@steekwerk/model';
import { createStore, type StoreApi } from 'zustand';
import { readJson, writeJson, type KeyValueStorage } from '../lib/localStore';
import { debounce, type Timers } from '../lib/timers';
import type { AccountApi } from './accountApi';

/** Spec §9: settings changes are sent 2 s after the last one. */
export const settingsDebounceMs = 2000;

/** Where an anonymous visitor's settings are kept. */
export const localSettingsKey = 'steekwerk.settings';

/**
 * A logged-in user's settings change that could not be sent before logging out (offline): kept in this browser
 * for that user, and sent when they are logged in here again.
 */
export const unsentSettingsKey = 'steekwerk.unsentSettings';

/** `idle` before the first load, `failed` when `account/user` could not be loaded. */
export type AccountStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Sending settings: `pending` while the debounce runs. */
export type SettingsSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface AccountState {
  readonly status: AccountStatus;
  readonly user: User;
  readonly settings: UserSettings;
  readonly settingsSave: SettingsSaveStatus;
  /** Why the last load failed. */
  readonly loadError: unknown;

  /**
   * Loads the user and settings; concurrent calls share one request. A reload keeps `status: 'ready'` (and the
   * known user when it fails), so screens behind a guard are not replaced while it runs.
   */
  load(): Promise<void>;
  /** Logs in; `invalidCredentials` for a wrong address or password. Errors are thrown (`AjaxError`). */
  login(credentials: LoginRequest): Promise<'ok' | 'invalidCredentials'>;
  /** Registers a user pending activation (an activation mail is sent); does not log in. */
  register(credentials: RegisterRequest): Promise<void>;
  /** Ends the session; the visitor's own local settings apply again. */
  logout(): Promise<void>;
  /** Activates with the e-mailed token; a logged-in user is reloaded so `pending` clears. */
  activate(token: string): Promise<'ok' | 'invalidToken' | 'expired'>;
  /** Mails a new activation link to the logged-in pending user. */
  resendActivation(): Promise<'ok' | 'alreadyActive'>;
  saveProfile(profile: Profile): Promise<void>;
  changePassword(request: PasswordRequest): Promise<'ok' | 'wrongPassword'>;
  /** Applies a settings change now and saves it (debounced unless `immediate`). */
  changeSettings(change: UserSettingsChange, options?: { immediate?: boolean }): void;
  /** Sends a pending settings change now. */
  flushSettings(): Promise<void>;
  /**
   * Deletes the account for good (the password again and the confirmation); afterwards the visitor is anonymous
   * with this browser's own settings, as after logging out. `leave` runs (and is awaited) once the account is gone,
   * just before that, so a screen behind the login guard can move away first instead of being sent to login. Errors are
   * thrown (`AjaxError`, e.g. a wrong password).
   */
  deleteAccount(request: AccountDeleteRequest, leave?: () => void | Promise<void>): Promise<void>;
}

export type AccountStore = StoreApi<AccountState>;

export interface AccountStoreDependencies {
  readonly api: AccountApi;
  readonly timers: Timers;
  readonly storage: KeyValueStorage;
}

const userScalarKeys = Object.keys(anonymousUser) as (keyof User)[];

/** Whether two users differ in any field (spec §7: the stored user is only replaced when something differs). */
export function sameUser(a: User, b: User): boolean {
  return userScalarKeys.every((key) => {
    const left = a[key];
    const right = b[key];
    return Array.isArray(left) && Array.isArray(right)
      ? left.length === right.length && left.every((value, index) => value === right[index])
      : left === right;
  });
}

/** Creates the store; the app makes one, each test its own. */
export function createAccountStore({ api, timers, storage }: AccountStoreDependencies): AccountStore {
  const localSettings = (): UserSettings => resolveUserSettings(readJson(storage, localSettingsKey));
  let loading: Promise<void> | undefined;
  let unsentChange: UserSettingsChange = {};
  let sending: Promise<void> | undefined;

  const store = createStore<AccountState>()((set, get) => {
    /** Sets the session's user (keeping the old object when nothing differs) and settings. */
    const setSession = (user: User, settings: UserSettings) => {
      const current = get().user;
      set({ user: sameUser(current, user) ? current : user, settings });
    };

    const sendSettings = async (): Promise<void> => {
      if (sending) await sending;
      const change = unsentChange;
      if (Object.keys(change).length === 0) return;
      unsentChange = {};
      set({ settingsSave: 'saving' });
      sending = (async () => {
        try {
          const response = await api.saveSettings(change);
          // Changes made while this one was on its way stay on top of what the server answered.
          set({
            settings: { ...response.settings, ...unsentChange },
            settingsSave: settingsDebounce.pending ? 'pending' : 'saved',
          });
        } catch {
          unsentChange = { ...change, ...unsentChange };
          set({ settingsSave: 'failed' });
        } finally {
          sending = undefined;
        }
      })();
      await sending;
    };

    const settingsDebounce = debounce(timers, settingsDebounceMs, () => void sendSettings());

    /** Keeps a change that could not be sent for `userId`, for the next time they are logged in here. */
    const keepUnsent = (userId: string) => {
      if (Object.keys(unsentChange).length === 0) return;
      writeJson(storage, unsentSettingsKey, { userId, change: unsentChange });
    };

    /** The user is logged in: a change kept for them (see {@link keepUnsent}) applies again and is sent. */
    const resumeUnsent = (user: User) => {
      if (!isLoggedIn(user)) return;
      const kept = readJson(storage, unsentSettingsKey) as { userId?: unknown; change?: unknown } | undefined;
      if (!kept || kept.userId !== user.userId) return;
      storage.removeItem(unsentSettingsKey);
      const parsed = userSettingsChangeSchema.safeParse(kept.change);
      if (!parsed.success || Object.keys(parsed.data).length === 0) return;
      const change = parsed.data;
      unsentChange = { ...change, ...unsentChange };
      set({ settings: resolveUserSettings({ ...get().settings, ...change }), settingsSave: 'pending' });
      settingsDebounce.schedule();
    };

    /** After logging out or deleting the account: no user, and this browser's own settings again. */
    const becomeAnonymous = () => {
      settingsDebounce.cancel();
      unsentChange = {};
      setSession(anonymousUser, localSettings());
      set({ status: 'ready', settingsSave: 'idle' });
    };

    const flushSettings = async (): Promise<void> => {
      settingsDebounce.cancel();
      await sendSettings();
    };

    return {
      status: 'idle',
      user: anonymousUser,
      settings: localSettings(),
      settingsSave: 'idle',
      loadError: undefined,

      load() {
        loading ??= (async () => {
          // A refresh keeps the known user on screen (guarded screens stay mounted); only the first load waits.
          const refreshing = get().status === 'ready';
          if (!refreshing) set({ status: 'loading' });
          try {
            const response = await api.fetchUser();
            const loggedIn = isLoggedIn(response.user);
            setSession(response.user, loggedIn ? response.settings : localSettings());
            set({ status: 'ready', loadError: undefined });
            resumeUnsent(response.user);
          } catch (error) {
            set(refreshing ? { loadError: error } : { status: 'failed', loadError: error });
          } finally {
            loading = undefined;
          }
        })();
        return loading;
      },

      async login(credentials) {
        const response = await api.login(credentials);
        if (response.status !== 'ok') return response.status;
        settingsDebounce.cancel();
        unsentChange = {};
        setSession(response.user, response.settings);
        set({ status: 'ready', settingsSave: 'idle' });
        resumeUnsent(response.user);
        return 'ok';
      },

      async register(credentials) {
        await api.register(credentials);
      },

      async logout() {
        const user = get().user;
        if (isLoggedIn(user)) await flushSettings().catch(() => undefined);
        // A change the server did not take (offline) is kept for this user rather than dropped.
        keepUnsent(user.userId);
        await api.logout();
        becomeAnonymous();
      },

      async deleteAccount(request, leave) {
        await api.deleteAccount(request);
        await leave?.();
        becomeAnonymous();
      },

      async activate(token) {
        const { status } = await api.activate(token);
        if (status === 'ok' && isLoggedIn(get().user)) await get().load();
        return status;
      },

      async resendActivation() {
        const { status } = await api.resendActivation();
        if (status === 'alreadyActive') await get().load();
        return status;
      },

      async saveProfile(profile) {
        const { user } = await api.saveProfile(profile);
        setSession(user, get().settings);
      },

      async changePassword(request) {
        const { status } = await api.changePassword(request);
        return status;
      },

      changeSettings(change, options = {}) {
        const settings = { ...get().settings, ...change };
        if (!isLoggedIn(get().user)) {
          writeJson(storage, localSettingsKey, settings);
          set({ settings });
          return;
        }
        unsentChange = { ...unsentChange, ...change };
        set({ settings, settingsSave: 'pending' });
        if (options.immediate) void flushSettings();
        else settingsDebounce.schedule();
      },

      flushSettings,
    };
  });
  return store;
}
