import { beforeEach, describe, expect, it, vi } from 'vitest';

// Firebase is mocked at the module boundary: the real SDK is never loaded in tests.
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((options: object, name: string) => ({ name, options })),
  getApps: vi.fn(() => [] as { name: string }[]),
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn((app: object) => ({ app })),
  onMessage: vi.fn((_m: unknown, _cb: (p: unknown) => void) => vi.fn()),
  getToken: vi.fn(async () => 'token-123'),
  appImported: vi.fn(),
  messagingImported: vi.fn(),
}));
vi.mock('firebase/app', () => {
  firebase.appImported();
  return { initializeApp: firebase.initializeApp, getApps: firebase.getApps };
});
vi.mock('firebase/messaging', () => {
  firebase.messagingImported();
  return {
    isSupported: firebase.isSupported,
    getMessaging: firebase.getMessaging,
    onMessage: firebase.onMessage,
    getToken: firebase.getToken,
  };
});

const { resolveFirebaseConfig } = await import('../../src/shell/push/firebaseConfig');
const { startPush } = await import('../../src/shell/push/startPush');
const { firebaseWorkerUrl, firebaseOptionsFromQuery } = await import('../../src/shell/push/workerUrl');

const CONFIG = { apiKey: 'k', projectId: 'p', messagingSenderId: '42', appId: '1:42:web:abc', vapidKey: 'BKey' };
const env = (permission: NotificationPermission = 'granted') => ({
  serviceWorker: {
    register: vi.fn(async () => ({ scope: '/firebase-cloud-messaging-push-scope' }) as unknown as ServiceWorkerRegistration),
  },
  notification: { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) },
  baseUrl: '/',
});

describe('push messaging (SPEC §1)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('should find no configuration without the four Firebase keys, at run time or build time', () => {
    expect(resolveFirebaseConfig(undefined, {})).toBeUndefined();
    expect(resolveFirebaseConfig({ apiKey: 'k', projectId: 'p' }, {})).toBeUndefined();
    expect(
      resolveFirebaseConfig(undefined, {
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
      }),
    ).toBeUndefined();
  });

  it('should take config.json first, else VITE_FIREBASE_* variables', () => {
    expect(resolveFirebaseConfig(CONFIG, { VITE_FIREBASE_API_KEY: 'other' })).toEqual(CONFIG);
    expect(
      resolveFirebaseConfig(undefined, {
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '42',
        VITE_FIREBASE_APP_ID: '1:42:web:abc',
        VITE_FIREBASE_VAPID_KEY: 'BKey',
      }),
    ).toEqual(CONFIG);
  });

  it('should load nothing and register nothing without a configuration', async () => {
    const e = env();
    await expect(startPush(undefined, vi.fn(), e)).resolves.toBeUndefined();
    expect(firebase.appImported).not.toHaveBeenCalled();
    expect(firebase.messagingImported).not.toHaveBeenCalled();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
    expect(e.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('should initialise Firebase, register its worker and get a token with a configuration', async () => {
    const e = env();
    const onMessage = vi.fn();
    const handle = await startPush(CONFIG, onMessage, e);
    const { vapidKey: _v, ...options } = CONFIG;
    expect(firebase.initializeApp).toHaveBeenCalledWith(options, 'backoffice-push');
    expect(e.serviceWorker.register).toHaveBeenCalledWith(
      '/firebase-messaging-sw.js?apiKey=k&projectId=p&messagingSenderId=42&appId=1%3A42%3Aweb%3Aabc',
      { scope: '/firebase-cloud-messaging-push-scope' },
    );
    expect(firebase.getToken).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ vapidKey: 'BKey' }));
    expect(handle?.token).toBe('token-123');
    const foreground = firebase.onMessage.mock.calls[0][1];
    foreground({ notification: { title: 'Hello' } });
    expect(onMessage).toHaveBeenCalledWith({ notification: { title: 'Hello' } });
  });

  it('should listen without a token when the operator refuses notifications', async () => {
    const e = env('denied');
    const handle = await startPush(CONFIG, vi.fn(), e);
    expect(firebase.onMessage).toHaveBeenCalledTimes(1);
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(handle?.token).toBeUndefined();
  });

  it('should hand the service worker the Firebase options in its URL, without the VAPID key', () => {
    const url = firebaseWorkerUrl('/app/', { ...CONFIG, authDomain: 'p.firebaseapp.com' });
    expect(url.startsWith('/app/firebase-messaging-sw.js?')).toBe(true);
    expect(url).not.toContain('BKey');
    const { vapidKey: _v, ...options } = CONFIG;
    expect(firebaseOptionsFromQuery(new URL(url, 'https://bo.example').search)).toEqual({ ...options, authDomain: 'p.firebaseapp.com' });
    expect(firebaseOptionsFromQuery('?apiKey=k&projectId=p')).toBeUndefined();
  });

  it('should stop quietly where the browser cannot receive push messages', async () => {
    firebase.isSupported.mockResolvedValueOnce(false);
    const e = env();
    await expect(startPush(CONFIG, vi.fn(), e)).resolves.toBeUndefined();
    expect(firebase.initializeApp).not.toHaveBeenCalled();
    expect(e.serviceWorker.register).not.toHaveBeenCalled();
  });
});
