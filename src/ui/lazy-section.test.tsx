import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection } from './lazy-section';

describe('LazySection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads its code only when it comes within 200 px, keeping its height and marked busy until then', async () => {
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
    const load = vi.fn(async () => () => <p>아래 내용</p>);
    const { container } = render(<LazySection load={load} reserve="tall-box" />);
    expect(margin).toBe('200px');
    expect(load).not.toHaveBeenCalled();
    expect((container.firstElementChild as HTMLElement).className).toBe('tall-box');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => report([{ isIntersecting: true }]));

    expect(await screen.findByText('아래 내용')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
