import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredSchoolEntry } from '../../contract/education';
import { SchoolListRow, type SchoolListRowProps } from './school-list-row';

const entry: StoredSchoolEntry = {
  id: 7,
  school: '서울대학교',
  major: '컴퓨터공학과',
  degree: '학사',
  start: '2012-03',
  end: '2016-02',
};

function renderRow(overrides: Partial<SchoolListRowProps> = {}) {
  const props: SchoolListRowProps = {
    entry,
    onEdit: vi.fn(),
    onDelete: vi.fn(async () => undefined),
    ...overrides,
  };
  render(
    <ul>
      <SchoolListRow {...props} />
    </ul>,
  );
  return props;
}

describe('SchoolListRow', () => {
  it('shows the school, the major and degree, and the period', () => {
    renderRow();

    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('서울대학교');
    expect(row.textContent).toContain('컴퓨터공학과 · 학사');
    expect(row.textContent).toContain('2012.03 ~ 2016.02');
  });

  it('says 재학 중 for an entry without an end, and leaves out a missing major', () => {
    renderRow({ entry: { ...entry, school: '서울고등학교', major: '', degree: '고등학교', end: '' } });

    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('2012.03 ~ 재학 중');
    expect(row.textContent).not.toContain('·');
  });

  it('edits the entry it shows', () => {
    const props = renderRow();

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 수정' }));

    expect(props.onEdit).toHaveBeenCalledWith(entry);
  });

  it('asks before deleting and keeps the entry when cancelled', () => {
    const props = renderRow();

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 삭제' }));
    const alert = screen.getByRole('alertdialog', { name: '학력을 삭제할까요?' });
    expect(alert.textContent).toContain('서울대학교 학사');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('deletes once confirmed', async () => {
    const props = renderRow();

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 삭제' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    });

    expect(props.onDelete).toHaveBeenCalledWith(entry);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the delete fails, and can be tried again', async () => {
    renderRow({ onDelete: vi.fn(async () => Promise.reject(new Error('offline'))) });

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 삭제' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    });

    expect(screen.getByRole('alert').textContent).toBe('삭제하지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(screen.getByRole('button', { name: '서울대학교 학력 삭제' })).toHaveProperty('disabled', false);
  });

  it('disables its actions while another entry is edited', () => {
    renderRow({ disabled: true });

    expect(screen.getByRole('button', { name: '서울대학교 학력 수정' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '서울대학교 학력 삭제' })).toHaveProperty('disabled', true);
  });
});
