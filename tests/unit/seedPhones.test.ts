import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { declarations } from '../../resources';
import { seedCollections } from '../../src/demo/seed';
import { mobileOf } from '../../src/demo/seeds/common';

// Every field of kind 'phone' in every declaration that has a seeded collection. Reports have
// none: they are computed from the seeded companies, whose phones are checked here.
const collections = seedCollections();
const phoneFields = declarations
  .filter((decl) => decl.endpoint in collections)
  .flatMap((decl) =>
    decl.fields.filter((f) => f.kind === 'phone').map((f) => ({ resource: decl.name, endpoint: decl.endpoint, source: f.source })),
  );

describe('seeded phone numbers', () => {
  it('should cover the phone fields the declarations have', () => {
    expect(phoneFields.map((f) => `${f.resource}.${f.source}`).sort()).toEqual([
      'agents.mobile',
      'companies.phone',
      'required_tenants.phone',
      'tenant_requests.phone',
      'users.phone',
    ]);
  });

  it.each(phoneFields.map((f) => [`${f.resource}.${f.source}`, f] as const))(
    'should hold only valid E.164 numbers in %s',
    (_name, { endpoint, source }) => {
      const rows = collections[endpoint] ?? [];
      expect(rows.length).toBeGreaterThan(0);
      const values = rows.map((r) => r[source]).filter((v) => v !== undefined && v !== null && v !== '');
      expect(values.length).toBeGreaterThan(0);
      const invalid = values.filter((v) => typeof v !== 'string' || !/^\+[1-9]\d{6,14}$/.test(v) || !isValidPhoneNumber(v));
      expect(invalid).toEqual([]);
    },
  );

  it('should build a valid mobile for each country the seeds use, and refuse an unknown one', () => {
    for (const code2 of ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO']) {
      for (const eight of ['00000000', '12345678', '98765432', '55555555']) {
        const phone = mobileOf(code2, eight);
        expect(isValidPhoneNumber(phone), phone).toBe(true);
      }
    }
    expect(() => mobileOf('ZZ', '12345678')).toThrow(/ZZ/);
  });
});
