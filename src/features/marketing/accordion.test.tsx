import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { key: 1, title: '볼트X는 어떤 서비스인가요?', content: '기업이 먼저 제안해요.' },
  { key: 2, title: '이용 요금이 있나요?', content: '구직자는 무료예요.' },
  { key: 3, title: '회원 탈퇴는 어떻게 하나요?', content: '설정에서 할 수 있어요.' },
];

const header = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe('Accordion', () => {
  it('puts each header button in a heading, tied to its panel, all closed at first', () => {
    render(<Accordion items={items} headingLevel={2} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const button of buttons) {
      // Native buttons: Enter and Space operate them without any script.
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = panelOf(button);
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('opens and closes a panel, and keeps one open at a time by default', () => {
    render(<Accordion items={items} />);
    const first = header(items[0].title);
    const second = header(items[1].title);

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first)?.hidden).toBe(false);
    expect(screen.getByRole('region', { name: items[0].title }).textContent).toBe('기업이 먼저 제안해요.');

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(second)?.hidden).toBe(true);
  });

  it('keeps many panels open when multiple', () => {
    render(<Accordion items={items} multiple />);
    fireEvent.click(header(items[0].title));
    fireEvent.click(header(items[2].title));
    expect(header(items[0].title).getAttribute('aria-expanded')).toBe('true');
    expect(header(items[2].title).getAttribute('aria-expanded')).toBe('true');
    expect(header(items[1].title).getAttribute('aria-expanded')).toBe('false');
  });

  it('moves focus between headers with the arrow keys, wrapping, and Home and End', () => {
    render(<Accordion items={items} />);
    const [first, second, third] = items.map((item) => header(item.title));
    first.focus();

    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(third);
  });

  it('leaves other keys to the browser and nothing opens by moving focus', () => {
    render(<Accordion items={items} />);
    const first = header(items[0].title);
    first.focus();
    const tab = fireEvent.keyDown(first, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(document.activeElement).toBe(first);
    const down = fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(down).toBe(false);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });

  it('does not make many panels landmarks', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ key: index, title: `질문 ${index}`, content: '답' }));
    render(<Accordion items={many} initiallyOpen={[0, 1]} multiple />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(header('질문 0').getAttribute('aria-expanded')).toBe('true');
  });
});
