import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, serveApi } from '../test-support/render-app';
import { MyTabs } from './my-tabs';

describe('the candidate’s tabs', () => {
  it.each(['/my', '/my/attack', '/my/attack/expired', '/my/message'])('lead around from %s', (path) => {
    serveApi(() => jsonResponse({ items: [] }));
    renderWithApp(<MyTabs />, path);
    expect(screen.getByRole('navigation', { name: '내 정보' })).toBeDefined();
  });

  it.each(['/my/techstack', '/my/files', '/my/companies/restrict'])(
    'are not drawn on %s, a screen below them with its own way back',
    (path) => {
      serveApi(() => jsonResponse({ items: [] }));
      renderWithApp(<MyTabs />, path);
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );
});
