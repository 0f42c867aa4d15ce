import { lazyModule } from './chunks';

/** The allow-list's chunk, with the chunk time limit. */
const allowList = lazyModule(() => import('./dataUrl'));

/**
 * `dataUrl(raw, 'image')` for code on the first screen (the operator's avatar): the allow-list's
 * chunk is fetched only when there is a picture to check, and a picture that cannot be checked
 * (the chunk failed to load) is not drawn.
 */
export async function checkedImage(raw: unknown): Promise<string | undefined> {
  if (typeof raw !== 'string' || !raw) return undefined;
  try {
    const { dataUrl } = await allowList.load();
    return dataUrl(raw, 'image') ?? undefined;
  } catch {
    return undefined;
  }
}
