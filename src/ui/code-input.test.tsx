import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

const LABEL = '인증번호 6자리';

function CodeInputWithState({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput label={LABEL} value={value} onChange={setValue} onComplete={onComplete} />;
}

function renderCodeInput() {
  const onComplete = vi.fn();
  render(<CodeInputWithState onComplete={onComplete} />);
  return { input: screen.getByLabelText<HTMLInputElement>(LABEL), onComplete };
}

function typeCharacters(input: HTMLInputElement, characters: string) {
  for (const character of characters) {
    fireEvent.change(input, { target: { value: input.value + character } });
  }
}

describe('CodeInput', () => {
  it('is a labelled text box', () => {
    renderCodeInput();

    expect(screen.getByRole('textbox', { name: LABEL })).toBeDefined();
  });

  it('asks for the one-time code from SMS autofill and a numeric keypad', () => {
    const { input } = renderCodeInput();

    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('takes focus when it appears', () => {
    const { input } = renderCodeInput();

    expect(document.activeElement).toBe(input);
  });

  it('completes once with the code after six typed digits', () => {
    const { input, onComplete } = renderCodeInput();

    typeCharacters(input, '12345');
    expect(onComplete).not.toHaveBeenCalled();

    typeCharacters(input, '6');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(input.value).toBe('123456');
  });

  it('drops characters that are not digits', () => {
    const { input, onComplete } = renderCodeInput();

    typeCharacters(input, '1a2-b');

    expect(input.value).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('completes with the digits of a pasted code that contains spaces', () => {
    const { input, onComplete } = renderCodeInput();

    fireEvent.change(input, { target: { value: '12 34 56' } });

    expect(onComplete).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(input.value).toBe('123456');
  });

  it('draws each digit in its own box', () => {
    const { input } = renderCodeInput();

    typeCharacters(input, '987');

    const boxes = Array.from(input.parentElement?.querySelectorAll('span[aria-hidden="true"]') ?? []);
    expect(boxes.map((box) => box.textContent)).toEqual(['9', '8', '7', '', '', '']);
  });
});
