import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './header';
import { HeaderMenu } from './header-menu';

function renderHeader() {
  render(
    <Header
      brand="볼트X"
      menu={
        <HeaderMenu>
          {(close) => (
            <button type="button" onClick={close}>
              받은 제안
            </button>
          )}
        </HeaderMenu>
      }
    />,
  );
  return screen.getByRole('button', { name: '메뉴 열기' });
}

describe('the header menu', () => {
  it('opens the slide-in menu as a dialog and says so on its button', () => {
    const button = renderHeader();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);

    expect(screen.getByRole('dialog', { name: '메뉴' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and returns the focus to the menu button', () => {
    const button = renderHeader();
    button.focus();
    fireEvent.click(button);

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('lets a menu entry close the menu as it navigates', () => {
    fireEvent.click(renderHeader());

    fireEvent.click(screen.getByRole('button', { name: '받은 제안' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', () => {
    fireEvent.click(renderHeader());

    fireEvent.click(screen.getByRole('button', { name: '메뉴 닫기' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
