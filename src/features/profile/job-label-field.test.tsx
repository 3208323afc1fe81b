import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerAvailability } from '../../lib/server-availability';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { JobLabelField, SEARCH_NEEDS_CONNECTION } from './job-label-field';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerAvailability();
});

function renderField() {
  const onChange = vi.fn();
  const sent = serveApi(() => jsonResponse({ items: [{ jobLabel: '개발', jobSubLabels: ['데이터', '데브옵스'] }] }));
  renderWithApp(<JobLabelField jobLabel="개발" jobSubLabel="백엔드" onChange={onChange} />);
  return { onChange, sent };
}

describe('JobLabelField', () => {
  it('shows the current pair and picks another from the search', async () => {
    const { onChange, sent } = renderField();
    expect(screen.getByLabelText('현재 직무').textContent).toBe('개발 · 백엔드');

    fireEvent.change(screen.getByLabelText('직무 변경'), { target: { value: '데이터!' } });
    await settle(300);
    expect(sent[0]?.path).toBe('/api/users/labels/search');
    expect(sent[0]?.query.get('q')).toBe('데이터');

    fireEvent.click(screen.getByRole('button', { name: '데브옵스' }));
    expect(onChange).toHaveBeenCalledWith({ jobLabel: '개발', jobSubLabel: '데브옵스' });
    expect(screen.queryByRole('region', { name: '직무 검색 결과' })).toBeNull();
  });

  it('keeps free entry under 기타', async () => {
    const { onChange } = renderField();
    fireEvent.change(screen.getByLabelText('직무 변경'), { target: { value: '데이터엔지니어' } });
    await settle(300);

    fireEvent.click(screen.getByRole('button', { name: '‘데이터엔지니어’ 직접 입력하기' }));
    expect(onChange).toHaveBeenCalledWith({ jobLabel: '기타', jobSubLabel: '데이터엔지니어' });
  });

  it('says the search needs a connection when it finds none, and keeps free entry', async () => {
    const onChange = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<JobLabelField jobLabel="개발" jobSubLabel="백엔드" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('직무 변경'), { target: { value: '데이터' } });
    await settle(300);

    expect(screen.getByRole('status').textContent).toBe(SEARCH_NEEDS_CONNECTION);
    fireEvent.click(screen.getByRole('button', { name: '‘데이터’ 직접 입력하기' }));
    expect(onChange).toHaveBeenCalledWith({ jobLabel: '기타', jobSubLabel: '데이터' });
  });
});
