import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from './chip';
import forwardsToDom from './dom-props';

describe('the props styled forwards to the DOM', () => {
  it('are all but the $-named ones, which only choose a style', () => {
    expect(['id', 'aria-label', 'data-tone', 'onClick'].every(forwardsToDom)).toBe(true);
    expect(forwardsToDom('$tone')).toBe(false);
    const { container } = render(
      <Chip $tone="primary" data-tone="x">
        수락
      </Chip>,
    );
    const chip = container.querySelector('span');
    expect(chip?.getAttribute('data-tone')).toBe('x');
    expect(chip?.hasAttribute('$tone')).toBe(false);
  });

  it('fail, in the tests, a style-only prop named without a $ (it would be an attribute in the build)', () => {
    const styleOnly = { tone: 'primary' } as object;
    expect(() => render(<Chip {...styleOnly}>수락</Chip>)).toThrow(/"tone" would reach the DOM/);
  });
});
