import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyPresses } from './early-presses';

describe('replayEarlyPresses', () => {
  afterEach(() => {
    delete window.__earlyPresses;
    document.body.replaceChildren();
  });

  it('presses again, once, each button pressed before hydration that is still on the page', () => {
    const pressed: string[] = [];
    const menu = document.createElement('button');
    menu.addEventListener('click', () => pressed.push('menu'));
    const gone = document.createElement('button');
    gone.addEventListener('click', () => pressed.push('gone'));
    document.body.append(menu);
    window.__earlyPresses = { buttons: [menu, gone], hydrated: false };

    replayEarlyPresses();
    replayEarlyPresses();

    expect(pressed).toEqual(['menu']);
    expect(window.__earlyPresses).toEqual({ buttons: [], hydrated: true });
  });

  it('does nothing on a page without the loader', () => {
    expect(() => replayEarlyPresses()).not.toThrow();
  });
});
