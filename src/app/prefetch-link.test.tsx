import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_MARGIN_PX, PrefetchLink } from './prefetch-link';
import { routeAreas, tableOf } from './routes';

/** Every area's table, the ones loaded on demand too. */
const routes = (await Promise.all(routeAreas.map(tableOf))).flat();

const pageOf = (path: string) => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.page;
};

describe('PrefetchLink', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads the code of its page once it comes within 200 px of the viewport', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    let margin = '';
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          report = callback;
          margin = options.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    const preload = vi.spyOn(pageOf('/rankingtalk'), 'preload').mockResolvedValue(undefined);
    render(<PrefetchLink href="/rankingtalk">랭킹톡</PrefetchLink>);
    expect(margin).toBe(`${PREFETCH_MARGIN_PX}px`);
    expect(preload).not.toHaveBeenCalled();

    report([{ isIntersecting: true }]);

    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });

  it('loads it when pointed at or focused, matching routes with parameters and ignoring the query', async () => {
    const preload = vi.spyOn(pageOf('/careerdetail/:id'), 'preload').mockResolvedValue(undefined);
    render(<PrefetchLink href="/careerdetail/3?from=landing">경력 상세</PrefetchLink>);

    fireEvent.pointerEnter(screen.getByRole('link', { name: '경력 상세' }));

    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });

  it('is a plain link to where it points', () => {
    render(<PrefetchLink href="/faq">자주 묻는 질문</PrefetchLink>);
    expect(screen.getByRole('link', { name: '자주 묻는 질문' }).getAttribute('href')).toBe('/faq');
  });
});
