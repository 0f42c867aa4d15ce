import { HttpResponse } from 'msw';
import type { DemoRecord } from './seed';
import { localized, requestLanguage } from './bilingual';
import { serverTranslator } from './translate';

/** The versions an `If-Match` names (`"3"`, `W/"3"`, a list), or undefined for none or `*`. */
function versionsNamed(request: Request): string[] | undefined {
  const header = request.headers.get('if-match')?.trim();
  if (!header || header === '*') return undefined;
  return header.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
}

/**
 * The 412 a write gets when its `If-Match` names a version the record has moved on from
 * (docs/api-contract.md "Versions"): `{message, current}`, the record as it is now, answered as
 * a read would answer it (`out`: write-only values left out). Undefined when the write may go on
 * (no header, `*`, or the record's version).
 */
export function preconditionFailed(
  request: Request,
  record: DemoRecord,
  out: (r: Record<string, unknown>) => Record<string, unknown> = (r) => r,
): Response | undefined {
  const named = versionsNamed(request);
  if (!named || named.includes(String(record.version))) return undefined;
  const message = serverTranslator(request.headers.get('accept-language'))('app.errors.stale');
  return HttpResponse.json({ message, current: out(localized(record, requestLanguage(request))) }, { status: 412 });
}
