import { describe, expect, it } from 'vitest';

describe('unit tests stay on this machine', () => {
  it('should refuse a request to another host that no MSW handler answered, before any network', async () => {
    await expect(fetch('https://example.com/')).rejects.toThrow(/A unit test tried to reach https:\/\/example\.com/);
  });
});
