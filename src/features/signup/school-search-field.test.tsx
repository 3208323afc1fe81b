import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, type SentRequest, serveApi, settle } from '../../test-support/render-app';
import type { ChosenSchool } from './education-rules';
import { searchAnswer } from './education-test-support';
import { SchoolSearchField } from './school-search-field';

const schools = [
  { type: '대학교', name: '서울대학교' },
  { type: '대학교', name: '서울시립대학교' },
  { type: '교육대학교', name: '서울교육대학교' },
];

let sent: SentRequest[];
beforeEach(() => {
  vi.useFakeTimers();
  sent = serveApi((request) => searchAnswer(request, schools, []) ?? jsonResponse({}, 404));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searches = () => sent.filter((request) => request.path === '/api/users/school').map((r) => r.query.get('q'));

/** The field with its value kept in state, as a form would keep it. */
function FieldWithState({
  initial,
  onChange,
}: {
  initial?: ChosenSchool;
  onChange: (value: ChosenSchool | undefined) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SchoolSearchField
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderField(initial?: ChosenSchool) {
  const onChange = vi.fn();
  renderWithApp(<FieldWithState initial={initial} onChange={onChange} />);
  return { onChange };
}

const searchBox = () => screen.getByRole('searchbox', { name: '학교' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

describe('SchoolSearchField', () => {
  it('is a labelled search box while nothing is chosen', () => {
    renderField();

    expect(searchBox()).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('waits for 2 characters and 500 ms of quiet before searching, once', async () => {
    renderField();

    type('서');
    await settle(1_000);
    expect(searches()).toEqual([]);
    expect(screen.getByText('2글자 이상 입력하면 검색해요.')).toBeDefined();

    type('서울');
    await settle(300);
    type('서울대');
    await settle(499);
    expect(searches()).toEqual([]);

    await settle(1);
    expect(searches()).toEqual(['서울대']);
  });

  it('strips special characters as they are typed and searches without them', async () => {
    renderField();

    type('서울!@#$%^&*()<>대');
    expect(searchBox()).toHaveProperty('value', '서울대');
    await settle(500);

    expect(searches()).toEqual(['서울대']);
  });

  it('lists the schools found as buttons with their type, and picks one', async () => {
    const { onChange } = renderField();

    type('서울');
    await settle(500);

    const results = screen.getByRole('list', { name: '학교 검색 결과' });
    const buttons = [...results.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      '서울대학교대학교',
      '서울시립대학교대학교',
      '서울교육대학교교육대학교',
    ]);
    fireEvent.click(buttons[0] as HTMLButtonElement);

    expect(onChange).toHaveBeenCalledWith({ type: '대학교', name: '서울대학교' });
  });

  it('moves through the results with the arrow keys', async () => {
    renderField();
    type('서울');
    await settle(500);

    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('서울대학교대학교');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('서울시립대학교대학교');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(searchBox());
  });

  it('says nothing was found and offers the text as a school of type 기타', async () => {
    const { onChange } = renderField();

    type('볼트 야간학교');
    await settle(500);

    expect(screen.getByRole('status').textContent).toBe('검색 결과가 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: '‘볼트 야간학교’ 직접 입력하기' }));

    expect(onChange).toHaveBeenCalledWith({ type: '기타', name: '볼트 야간학교' });
  });

  it('offers the free entry with an alert when the search fails', async () => {
    vi.unstubAllGlobals();
    serveApi(() => jsonResponse({ status: { code: 'INTERNAL', message: '오류' } }, 500));
    const { onChange } = renderField();

    type('서울대');
    await settle(500);

    expect(screen.getByRole('alert').textContent).toContain('검색하지 못했어요.');
    fireEvent.click(screen.getByRole('button', { name: '‘서울대’ 직접 입력하기' }));
    expect(onChange).toHaveBeenCalledWith({ type: '기타', name: '서울대' });
  });

  it('shows the chosen school with a remove control that takes focus', async () => {
    renderField();
    type('서울');
    await settle(500);

    fireEvent.click(screen.getByRole('button', { name: /^서울시립대학교/ }));

    const chosen = screen.getByRole('group', { name: '학교' });
    expect(chosen.textContent).toContain('서울시립대학교');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '서울시립대학교 삭제' }));
  });

  it('goes back to an empty search box when the chosen school is removed', () => {
    const { onChange } = renderField({ type: '대학교', name: '서울대학교' });

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 삭제' }));

    expect(onChange).toHaveBeenCalledWith(undefined);
    expect(searchBox()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(searchBox());
  });

  it('shows a form error as an alert on the search box', () => {
    renderWithApp(<SchoolSearchField value={undefined} onChange={vi.fn()} error="학교를 선택해 주세요." />);

    expect(screen.getByRole('alert').textContent).toBe('학교를 선택해 주세요.');
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
  });
});
