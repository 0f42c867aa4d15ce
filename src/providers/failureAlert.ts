import { HttpError } from 'ra-core';
import { failureKey, failureOf, readableServerMessage, SERVER_MESSAGE } from './httpClient';

/**
 * The server's own `message` of a failure (an HttpError from this client, or the `errors` a
 * refused form save hands back), as it came; undefined when the answer had none.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as Record<symbol, unknown>)[SERVER_MESSAGE];
  if (typeof own === 'string') return own;
  const body = (error as { body?: unknown }).body;
  if (!(error instanceof HttpError) || !body || typeof body !== 'object') return undefined;
  return readableServerMessage((body as { message?: unknown }).message);
}

/**
 * An alert of a failure (docs/api-contract.md "Messages"): the class's translated words, and the
 * server's `message` beside them when the answer had one (`messageArgs.server`, drawn by the
 * alerts as text in its own direction). Without a class (a dropped write), the error's own text.
 */
export function failureAlert(error: unknown): { message: string; messageArgs: { _: string; server?: string } } {
  const kind = failureOf(error);
  const message = kind ? failureKey(kind) : error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  const server = serverMessageOf(error);
  return { message, messageArgs: { _: message, ...(server ? { server } : {}) } };
}

/**
 * One string for an alert that can carry nothing else (react-hook-form's `root.serverError`, which
 * react-admin's form shows when a save is refused): the translation key, then the server's words.
 */
export const SERVER_WORDS_SEPARATOR = '\u001f';
export const alertWithServerWords = (key: string, server?: string) => (server ? `${key}${SERVER_WORDS_SEPARATOR}${server}` : key);
