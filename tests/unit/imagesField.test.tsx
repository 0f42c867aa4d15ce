import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { fieldKind } from '../../src/engine/kinds';
import { validateRecord } from '../../src/demo/validation';
import { loadServerLanguage, serverTranslator } from '../../src/demo/translate';
import type { FieldDeclaration } from '../../src/engine/types';
import { moved } from '../../src/fields/upload/ImagesInput';
import moduleSettings from '../../resources/module_settings';
import { renderView } from '../helpers/views';
import { createTestProviders, recordBodies, withDemoServer, type SentBody } from '../helpers/providers';
import { API } from '../helpers/demoServer';
import { named, plain } from '../helpers/isolates';
import { createWidgetApi } from '../../src/providers/widgetApi';

// The cropper (a canvas) answers at once with a cropped image: the test is about the gallery.
// (A File, not a bare Blob: happy-dom's Blob does not cross into Node's FormData; a browser's does.)
vi.mock('../../src/fields/cropper/CropDialog', () => ({
  default: function CropStub({ onCropped }: { onCropped: (blob: Blob) => void }) {
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropped(new File(['jpeg'], 'cropped.jpg', { type: 'image/jpeg' })), []);
    return null;
  },
}));

/**
 * Module settings keep several images (SPEC §3 "multiple images"), one kind
 * module `images`: added through the upload button with its rules, moved earlier or later
 * (keyboard too, focus following), removed; thumbnails on the details page; the same rules in
 * the form and the demo API's 422; the order is what goes over the wire.
 */
const { server, requests, store } = withDemoServer();
afterEach(cleanup);

const field = moduleSettings.fields.find((f) => f.source === 'images')! as FieldDeclaration;
const upload = (n: number, ext = 'jpg') => ({
  path: `https://files.example.com/${n}.${ext}`,
  name: `${n}.${ext}`,
  pathDB: `uploads/${n}.${ext}`,
  upload_date_time: '2026-11-15T09:30:00.000Z',
});

await loadServerLanguage('en');

describe('the images kind: rules, storage and export', () => {
  const t = serverTranslator('en');
  it.each<[string, unknown, string[] | undefined]>([
    ['three uploads', [upload(1), upload(2), upload(3)], undefined],
    ['none', [], undefined],
    ['not a list', upload(1), ['Images is not valid.']],
    ['a list holding a bare path', ['https://files.example.com/1.jpg'], ['Images is not valid.']],
    ['more than the declared 8', Array.from({ length: 9 }, (_, i) => upload(i + 1)), ['Images can hold at most 8 items.']],
    ['the same image twice', [upload(1), upload(1)], ['Images is not valid. (https://files.example.com/1.jpg)']],
  ])('should answer %s in the demo API', (_what, images, errors) => {
    const record = store.get('module-settings', 1)!;
    const result = validateRecord(moduleSettings, { ...record, images }, store.list('module-settings'), t, record.id);
    expect(result.images).toEqual(errors);
  });

  it('should store only the upload answer of each image, in the order sent', () => {
    const stored = fieldKind('images').store!(field, [{ ...upload(2), extra: 'x' }, upload(1)]);
    expect(stored).toEqual([upload(2), upload(1)]);
  });

  it('should export the paths in their order, and document an ordered array of uploads', () => {
    const ctx = { resource: 'module_settings', locale: 'en' as const, translate: (k: string) => k };
    expect(fieldKind('images').exportValue([upload(2), upload(1)], field, ctx, {})).toBe(
      'https://files.example.com/2.jpg, https://files.example.com/1.jpg',
    );
    expect(fieldKind('images').schema(field)).toMatchObject({ type: 'array', maxItems: 8, items: { type: 'object' } });
  });

  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 1, ['a', 'c', 'b']],
    [1, 0, ['b', 'a', 'c']],
  ])('should move the item at %i to %i', (from, to, expected) => {
    expect(moved(['a', 'b', 'c'], from, to)).toEqual(expected);
  });

  it('should seed galleries that pass the rules', () => {
    const rows = store.list('module-settings');
    expect(rows.filter((r) => Array.isArray(r.images) && r.images.length > 1).length).toBeGreaterThan(3);
    expect(rows.some((r) => Array.isArray(r.images) && r.images.length === 0)).toBe(true);
  });
});

describe('the images input on the module settings form', () => {
  async function editModule(id: number, images: ReturnType<typeof upload>[]) {
    store.update('module-settings', id, { images });
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    renderView({
      decl: p.catalog.get('module_settings')!,
      view: 'edit',
      url: p.catalog.path('module_settings', 'edit', { id: String(id) }),
      catalog: p.catalog,
      // With the widgets' calls, as the app's provider has them (src/app/providers.ts): the upload.
      dataProvider: { ...p.dataProvider, ...createWidgetApi({ apiUrl: API, httpClient: p.httpClient }) },
      authProvider: p.authProvider,
    });
    await screen.findByRole('button', { name: named('Move image 1 later') }, { timeout: 8000 });
    requests.length = 0;
  }
  const gallery = () => screen.getByRole('group', { name: en.resources.module_settings.fields.images });
  const order = () =>
    within(gallery())
      .getAllByRole('listitem')
      .map((li) => plain(li.getAttribute('aria-label')));
  const save = async (bodies: SentBody[]) => {
    fireEvent.click(screen.getByRole('button', { name: en.ra.action.save }));
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 8000 });
    return (bodies[0].body.images as { name: string }[]).map((i) => i.name);
  };

  it('should show the images in order, with the first unable to move earlier and the last later', async () => {
    await editModule(2, [upload(1), upload(2), upload(3)]);
    expect(order()).toEqual(['Image 1 of 3: 1.jpg', 'Image 2 of 3: 2.jpg', 'Image 3 of 3: 3.jpg']);
    expect(screen.getByRole('button', { name: named('Move image 1 earlier') })).toBeDisabled();
    expect(screen.getByRole('button', { name: named('Move image 3 later') })).toBeDisabled();
    expect(screen.getByRole('button', { name: named('Move image 2 earlier') })).toBeEnabled();
  });

  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, string[], string | null]>([
    [
      'the first one later with a click',
      async (user) => user.click(screen.getByRole('button', { name: named('Move image 1 later') })),
      ['2.jpg', '1.jpg', '3.jpg'],
      'Move image 2 later',
    ],
    [
      'the last one earlier with the keyboard (Enter)',
      async (user) => {
        screen.getByRole('button', { name: named('Move image 3 earlier') }).focus();
        await user.keyboard('{Enter}');
      },
      ['1.jpg', '3.jpg', '2.jpg'],
      'Move image 2 earlier',
    ],
    [
      'the middle one removed',
      async (user) => user.click(screen.getByRole('button', { name: named('Remove image 2') })),
      ['1.jpg', '3.jpg'],
      'Remove image 2',
    ],
  ])('should send the order after moving %s, focus following the image', async (_what, act, expected, focused) => {
    const bodies = recordBodies(server, ['PUT']);
    await editModule(2, [upload(1), upload(2), upload(3)]);
    const user = userEvent.setup();
    await act(user);
    await waitFor(() => expect(order().map((l) => l!.replace(/^Image \d+ of \d+: /, ''))).toEqual(expected));
    if (focused) await waitFor(() => expect(plain(document.activeElement?.getAttribute('aria-label'))).toBe(focused));
    expect(plain(screen.getByRole('status', { hidden: true }).textContent)).toMatch(/Image (moved to position|1.jpg|2.jpg|3.jpg)/);
    expect(await save(bodies)).toEqual(expected);
    await waitFor(() => expect((store.get('module-settings', 2)!.images as { name: string }[]).map((i) => i.name)).toEqual(expected));
  });

  it('should add an uploaded image at the end (one upload call, cropped to .jpg), and refuse a .gif without any request', async () => {
    const bodies = recordBodies(server, ['PUT']);
    await editModule(3, [upload(1)]);
    // The gallery's own picker (the module's single image has another).
    const picker = gallery().querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    expect(picker).toBeTruthy();
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File(['gif'], 'anim.gif', { type: 'image/gif' })] } });
    });
    expect(await screen.findByText(en.app.validation.upload_valid_file)).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname.endsWith('/uploads/upload-file'))).toHaveLength(0);
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File(['png'], 'Shop Front.PNG', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(order()).toHaveLength(2), { timeout: 8000 });
    expect(requests.filter((r) => r.url.pathname.endsWith('/uploads/upload-file'))).toHaveLength(1);
    expect(order()[1]).toMatch(/^Image 2 of 2: .*\.jpg$/);
    const names = await save(bodies);
    expect(names[0]).toBe('1.jpg');
    expect(names).toHaveLength(2);
  });

  it('should stop offering the upload button once the gallery is full', async () => {
    await editModule(
      4,
      Array.from({ length: 8 }, (_, i) => upload(i + 1)),
    );
    expect(screen.getByRole('button', { name: en.app.images.add })).toBeDisabled();
  });
});

describe('the images on the module settings details', () => {
  it('should show every image as a thumbnail, in order', async () => {
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    store.update('module-settings', 5, { images: [upload(7), upload(3)] });
    renderView({
      decl: p.catalog.get('module_settings')!,
      view: 'details',
      url: p.catalog.path('module_settings', 'details', { id: '5' }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    const first = await screen.findByRole('img', { name: named('Image 1 of 2: 7.jpg') }, { timeout: 8000 });
    expect(first.getAttribute('src')).toBe('https://files.example.com/7.jpg');
    expect(screen.getByRole('img', { name: named('Image 2 of 2: 3.jpg') })).toBeTruthy();
  });
});
