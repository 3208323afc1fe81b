import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, type SentRequest, serveApi, settle } from '../../test-support/render-app';
import { searchAnswer } from './education-test-support';
import { MajorSearchField } from './major-search-field';

const majors = ['컴퓨터공학과', '컴퓨터과학과', '경영학과'];

let sent: SentRequest[];
beforeEach(() => {
  vi.useFakeTimers();
  sent = serveApi((request) => searchAnswer(request, [], majors) ?? jsonResponse({}, 404));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searches = () => sent.filter((request) => request.path === '/api/users/major').map((r) => r.query.get('q'));

/** The field with its value kept in state, as a form would keep it. */
function FieldWithState({ initial, onChange }: { initial?: string; onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MajorSearchField
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderField(initial?: string) {
  const onChange = vi.fn();
  renderWithApp(<FieldWithState initial={initial} onChange={onChange} />);
  return { onChange };
}

const searchBox = () => screen.getByRole('searchbox', { name: '전공' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

describe('MajorSearchField', () => {
  it('searches from 1 character after 500 ms of quiet', async () => {
    renderField();

    type('컴');
    await settle(499);
    expect(searches()).toEqual([]);
    await settle(1);

    expect(searches()).toEqual(['컴']);
    const results = screen.getByRole('list', { name: '전공 검색 결과' });
    expect([...results.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      '컴퓨터공학과',
      '컴퓨터과학과',
    ]);
  });

  it('does not search spaces or special characters alone', async () => {
    renderField();

    type(' #$% ');
    await settle(1_000);

    expect(searchBox()).toHaveProperty('value', '');
    expect(searches()).toEqual([]);
  });

  it('picks a major as a plain string', async () => {
    const { onChange } = renderField();
    type('경영');
    await settle(500);

    fireEvent.click(screen.getByRole('button', { name: '경영학과' }));

    expect(onChange).toHaveBeenCalledWith('경영학과');
    expect(screen.getByRole('group', { name: '전공' }).textContent).toContain('경영학과');
  });

  it('offers what was typed when no major matches', async () => {
    const { onChange } = renderField();
    type('우주 항공학');
    await settle(500);

    expect(screen.getByText('검색 결과가 없습니다.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '‘우주 항공학’ 직접 입력하기' }));

    expect(onChange).toHaveBeenCalledWith('우주 항공학');
  });

  it('removes the chosen major with its remove control', () => {
    const { onChange } = renderField('경영학과');

    fireEvent.click(screen.getByRole('button', { name: '경영학과 삭제' }));

    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(document.activeElement).toBe(searchBox());
  });
});
