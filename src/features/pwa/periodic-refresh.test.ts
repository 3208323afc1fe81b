import { describe, expect, it, vi } from 'vitest';
import { PERIODIC_REFRESH_MIN_INTERVAL_MS, registerPeriodicRefresh } from './periodic-refresh';

function registrationWith(periodicSync: boolean) {
  const register = vi.fn(async () => undefined);
  const registration = (periodicSync ? { periodicSync: { register } } : {}) as unknown as ServiceWorkerRegistration;
  return { registration, register };
}

const permissionsAnswering = (state: PermissionState) => ({
  query: vi.fn(async () => ({ state }) as PermissionStatus),
});

describe('registerPeriodicRefresh', () => {
  it('asks for the daily refresh when the installed app was granted periodic background sync', async () => {
    const { registration, register } = registrationWith(true);
    const permissions = permissionsAnswering('granted');

    expect(await registerPeriodicRefresh(registration, permissions)).toBe('registered');

    expect(permissions.query).toHaveBeenCalledWith({ name: 'periodic-background-sync' });
    expect(register).toHaveBeenCalledWith('boltx-refresh', { minInterval: 24 * 60 * 60 * 1000 });
    expect(PERIODIC_REFRESH_MIN_INTERVAL_MS).toBe(86_400_000);
  });

  it('asks nothing of a browser that did not grant it (a tab, an app not installed)', async () => {
    for (const state of ['denied', 'prompt'] as const) {
      const { registration, register } = registrationWith(true);
      expect(await registerPeriodicRefresh(registration, permissionsAnswering(state))).toBe('not-granted');
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('goes without where there is no periodic sync or no permission to ask about, and when either throws', async () => {
    const withoutSync = registrationWith(false);
    expect(await registerPeriodicRefresh(withoutSync.registration, permissionsAnswering('granted'))).toBe(
      'unsupported',
    );
    const { registration, register } = registrationWith(true);
    expect(await registerPeriodicRefresh(registration, null)).toBe('unsupported');

    // Firefox and Safari do not know the permission's name: query() throws a TypeError.
    const unknownName = { query: vi.fn(() => Promise.reject(new TypeError('not a valid PermissionName'))) };
    expect(await registerPeriodicRefresh(registration, unknownName)).toBe('failed');
    register.mockRejectedValueOnce(new DOMException('', 'NotAllowedError'));
    expect(await registerPeriodicRefresh(registration, permissionsAnswering('granted'))).toBe('failed');
  });
});
