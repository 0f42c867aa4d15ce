import type { AuthProvider, UserIdentity } from 'ra-core';
import { HttpError } from 'ra-core';
import { STORAGE_KEYS } from '../config/storageKeys';
import { parsePermissions, readStoredPermissions, serializePermissions, hasPermission } from '../auth/permissions';
import type { HttpClient } from './httpClient';
import { sessionState as defaultSession, type SessionState } from './session';
import { setLayoutOperator } from '../locale/operatorLayout';
import { checkedImage } from '../config/checkedImage';

/**
 * The one action → permission map `canAccess` asks (the engine's catalogue, built from the
 * declarations). Given by the app: the providers sit below the engine (docs/architecture.md).
 */
export interface PermissionMap {
  permissionFor(resource: string, action: string): string | null | undefined;
}

export interface AuthProviderOptions {
  apiUrl: string;
  httpClient: HttpClient;
  /** The catalogue, or its loader when it is fetched lazily (see src/app/catalogStore.ts). */
  catalog: PermissionMap | (() => Promise<PermissionMap>);
  /**
   * What signed-in screens need before the first of them renders (the catalogue's routes,
   * their strings). Awaited by a sign-in before it resolves, so react-admin never navigates
   * to a route that is not registered yet, and by `checkAuth` when a token is stored.
   */
  whenSignedIn?: () => Promise<unknown>;
  storage?: Storage;
  /** Where a 401 is recorded (the sign-in dialog listens); the app's own by default. */
  session?: SessionState;
  /** Reads the operator's profile for the user menu; optional so tests can leave it out. */
  getProfile?: () => Promise<{ data: Record<string, unknown> }>;
}

export interface LoginParams {
  email: string;
  password: string;
}

/** Sign-up fields (SPEC §5); SPEC §4: "Register also posts to login". */
export interface RegisterParams extends LoginParams {
  username: string;
  full_name: string;
  password_confirmation: string;
  terms: boolean;
}

/**
 * The error a failed sign-in rejects with: the server's `errors` (SPEC §4: they become the
 * session errors) and its `message`.
 */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export interface AppAuthProvider extends AuthProvider {
  register(params: RegisterParams): Promise<void>;
}

/** What a failed sign-in request rejects with (SPEC §4: the server's errors reach the form). */
function asLoginError(error: unknown): unknown {
  if (error instanceof LoginError) return error;
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { errors?: Record<string, string[] | string>; message?: string };
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(body.errors ?? {})) errors[k] = Array.isArray(v) ? v : [String(v)];
  // Only a refusal of the credentials is "The login detail is incorrect."; a server or
  // network failure says so, so nobody retypes a correct password.
  const refused = error.status === 400 || error.status === 401 || error.status === 422;
  return new LoginError(
    body.message || (refused ? 'app.auth.login_incorrect' : error.status === 0 ? 'app.errors.network' : 'app.errors.server'),
    errors,
    error.status,
  );
}

export function createAuthProvider(opts: AuthProviderOptions): AppAuthProvider {
  const storage = opts.storage ?? localStorage;
  const session = opts.session ?? defaultSession;
  // While an ended session waits for the sign-in dialog, the screen under it keeps asking
  // `canAccess` (a remount, a refetch): it is answered from what this operator was allowed
  // when the 401 came, so the guard never sends the screen to /403 behind the dialog.
  let heldPermissions: string[] | null = null;
  const permissions = () => (session.expired && heldPermissions ? heldPermissions : readStoredPermissions(storage));
  const clear = () => {
    heldPermissions = null;
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.permissions);
  };

  const postLogin = async (payload: LoginParams | RegisterParams) => {
    try {
      const { json } = await opts.httpClient(`${opts.apiUrl}/login`, { method: 'POST', body: JSON.stringify(payload) });
      const body = (json?.data && json.data.access_token ? json.data : json) as { access_token?: string; permission?: unknown };
      if (!body?.access_token) throw new LoginError('app.auth.login_incorrect', {}, 200);
      storage.setItem(STORAGE_KEYS.token, body.access_token);
      storage.setItem(STORAGE_KEYS.permissions, serializePermissions(parsePermissions(body.permission)));
      heldPermissions = null;
      // The layout in use becomes this operator's (columns, density, theme, aside).
      setLayoutOperator(payload.email);
      session.resume();
    } catch (error) {
      throw asLoginError(error);
    }
    if (!opts.whenSignedIn) return;
    try {
      await opts.whenSignedIn();
    } catch {
      // The signed-in screens' code did not arrive: say so on the form, and stay signed out.
      clear();
      throw new LoginError('app.errors.network', {}, 0);
    }
  };

  return {
    // react-admin's useLogin() calls login(); the sign-up form passes `mode: 'register'`
    // so both go through it and get its redirect back to where the operator was going.
    login: (params: (LoginParams & { mode?: undefined }) | (RegisterParams & { mode: 'register' })) =>
      params.mode === 'register'
        ? postLogin({
            username: params.username,
            full_name: params.full_name,
            email: params.email,
            password: params.password,
            password_confirmation: params.password_confirmation,
            terms: params.terms,
          })
        : postLogin({ email: params.email, password: params.password }),
    register: (params: RegisterParams) => postLogin(params),
    logout: async () => {
      clear();
      session.resume();
    },
    checkAuth: async () => {
      // An ended session keeps its screen (the sign-in dialog is over it): not signed out yet.
      if (!storage.getItem(STORAGE_KEYS.token) && !session.expired) throw new Error('ra.auth.auth_check_error');
      // A token stored elsewhere (another tab): the signed-in screens still need their code.
      // A failed fetch must not sign the operator out: the screen that needs it reports it.
      await opts.whenSignedIn?.().catch(() => undefined);
    },
    checkError: async (error: { status?: number; body?: { staleSession?: boolean } }) => {
      // A 401 answering a request sent before the operator signed in again (httpClient marks it)
      // must not end the new session.
      if (error?.status === 401 && !error.body?.staleSession) {
        // The session is over: the token goes, and the sign-in dialog comes up over the
        // screen (src/pages/SessionDialog.tsx), which keeps what was typed. This resolves on
        // purpose: when checkError rejects, react-admin's useDataProvider answers the call
        // with an EMPTY SUCCESS ({data: []}), which a save reported as "Element updated".
        // Resolving lets the 401 reach the screen as the failure it is.
        // A second 401 under the dialog keeps what the first one held (storage is empty by then).
        const held = session.expired && heldPermissions ? heldPermissions : readStoredPermissions(storage);
        clear();
        heldPermissions = held;
        session.expire();
      }
      // 403: the operator is signed in, just not allowed this. The screen that asked says so
      // (a write keeps its input; a read shows its error) and nothing else changes.
    },
    getPermissions: async () => permissions(),
    getIdentity: async (): Promise<UserIdentity> => {
      if (!opts.getProfile) return { id: 'me' };
      const { data } = await opts.getProfile();
      const fullName = [data.first_name, data.last_name].filter(Boolean).join(' ');
      return {
        id: (data.id as string | number) ?? 'me',
        fullName: fullName || (data.email as string) || undefined,
        // react-admin's user menu draws it as an <img src>: through the allow-list (docs/widgets.md).
        avatar: await checkedImage(data.image),
      };
    },
    /** The route guard of SPEC §2: the first permission a route lists must be stored. */
    canAccess: async ({ resource, action }) => {
      const catalog = typeof opts.catalog === 'function' ? await opts.catalog() : opts.catalog;
      const permission = catalog.permissionFor(resource, action);
      if (permission === undefined) return false;
      return hasPermission(permission, permissions());
    },
  };
}
