import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return <TextArea label="거절 사유" value={value} onChange={setValue} maxLength={max} />;
}

describe('TextArea', () => {
  it('counts what was written and says where the limit is once it is reached', () => {
    render(<Harness max={10} />);
    const area = screen.getByLabelText('거절 사유');

    fireEvent.change(area, { target: { value: '연봉이 맞지' } });
    expect(screen.getByText('6/10')).toBeTruthy();
    expect(screen.queryByText('10자까지 작성 가능해요')).toBeNull();

    fireEvent.change(area, { target: { value: '연봉이 맞지 않아요. 죄송해요' } });
    expect((area as HTMLTextAreaElement).value).toBe('연봉이 맞지 않아요');
    expect(screen.getByText('10/10')).toBeTruthy();
    expect(screen.getByText('10자까지 작성 가능해요')).toBeTruthy();
  });

  it('shows an error as an alert tied to the field', () => {
    render(<TextArea label="문의 내용" value="" onChange={() => undefined} error="문의 내용을 입력해 주세요." />);
    const area = screen.getByLabelText('문의 내용');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('문의 내용을 입력해 주세요.');
  });
});
