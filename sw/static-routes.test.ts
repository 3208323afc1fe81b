/**
 * The build's assets are routed to the browser's Cache Storage at install, where the browser
 * offers static routes (static-routes.ts); elsewhere the fetch handler keeps answering them.
 */
import { describe, expect, it, vi } from 'vitest';
import { ASSET_ROUTES, onInstallAddAssetRoutes } from './static-routes';

function installEvent(addRoutes?: (routes: unknown) => Promise<void>) {
  const waitUntil = vi.fn();
  return { event: { waitUntil, ...(addRoutes ? { addRoutes } : {}) } as unknown as ExtendableEvent, waitUntil };
}

describe('onInstallAddAssetRoutes', () => {
  it('routes GETs of /assets/ to Cache Storage and holds the install until they are added', async () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    const { event, waitUntil } = installEvent(addRoutes);

    onInstallAddAssetRoutes(event);

    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: 'cache' },
    ]);
    expect(addRoutes).toHaveBeenCalledWith(ASSET_ROUTES);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    await expect(waitUntil.mock.calls[0][0]).resolves.toBeUndefined();
  });

  it('installs anyway when the browser refuses the routes', async () => {
    const { event, waitUntil } = installEvent(() => Promise.reject(new TypeError('not supported here')));

    onInstallAddAssetRoutes(event);

    await expect(waitUntil.mock.calls[0][0]).resolves.toBeUndefined();
  });

  it('leaves a browser without static routes to the fetch handler', () => {
    const { event, waitUntil } = installEvent();

    onInstallAddAssetRoutes(event);

    expect(waitUntil).not.toHaveBeenCalled();
  });
});
