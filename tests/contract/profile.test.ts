import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { ar } from '../../i18n/ar';
import { applyLocale } from '../../src/locale/languages';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

const { requests } = withDemoServer();
beforeEach(() => localStorage.clear());

const uploaded = {
  path: 'https://files.example.test/storage/uploads/2026/11/22/me.png',
  name: 'me.png',
  pathDB: 'uploads/2026/11/22/me.png',
  upload_date_time: '2026-11-22T08:00:00.000Z',
};

async function signedIn() {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return providers;
}

describe('the profile photo (PUT updateUserPersonal, our documented extension)', () => {
  it('should save the uploaded file as the photo with ONE PUT, and getUserPersonal should then give it', async () => {
    const { dataProvider } = await signedIn();
    const { data } = await dataProvider.updateUserPersonal({ image: uploaded });
    expect(data.image).toBe(uploaded.path);
    expect(requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([`PUT ${API}/updateUserPersonal`]);
    const again = await dataProvider.getUserPersonal();
    expect(again.data).toMatchObject({ image: uploaded.path, email: 'admin@demo.test' });
  });

  it('should refuse a photo without an uploaded path with a 422 under image, in the request language, and keep the old photo', async () => {
    const { dataProvider } = await signedIn();
    const before = (await dataProvider.getUserPersonal()).data.image;
    applyLocale('ar');
    const error = await dataProvider.updateUserPersonal({ image: { name: 'x.png' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    // The http client hands react-admin the first message of each field.
    expect((error as HttpError).body.errors.image).toBe(ar.app.validation.invalid.replace('{{name}}', ar.widgets.profile.photo));
    expect((await dataProvider.getUserPersonal()).data.image).toBe(before);
  });

  it('should answer 401 without a session', async () => {
    const { dataProvider } = createTestProviders();
    const error = await dataProvider.updateUserPersonal({ image: uploaded }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(401);
  });
});
