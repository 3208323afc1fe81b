import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { JobChoicePage } from './job-choice-page';

const popular = { items: [{ rank: 1, jobLabel: '개발', jobSubLabel: '백엔드', count: 1200 }] };

beforeEach(() => {
  vi.useFakeTimers();
  serveApi((request) => (request.path.includes('popular') ? jsonResponse(popular) : jsonResponse({ items: [] })));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('JobChoicePage', () => {
  it('is the first of five steps', async () => {
    renderWithApp(<JobChoicePage />, '/submit');
    await settle();
    expect(screen.getByRole('progressbar', { name: '5단계 중 1단계' })).toBeDefined();
  });

  it('carries a reapply on to the agreements', async () => {
    const view = renderWithApp(<JobChoicePage />, '/submit?reapply=1');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /백엔드/ }));
    expect(decodeURIComponent(view.location.history.at(-1) ?? '')).toBe('/submit/개발/백엔드?reapply=1');
  });
});
