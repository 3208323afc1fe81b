import { styled } from '@linaria/react';
import { type ComponentProps, forwardRef } from 'react';
import { color, font, radius, space } from './tokens';

// The variant is an attribute, not an interpolated prop: linaria would set interpolations as
// inline CSS variables, which the CSP blocks in the landing's prerendered HTML.
const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 52px;
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
  cursor: pointer;
  background: ${color.primary};
  color: #ffffff;
  text-decoration: none;
  transition: background 100ms;

  &:active:not(:disabled) {
    background: ${color.primaryPressed};
  }
  &[data-variant='secondary'] {
    background: ${color.background};
    color: ${color.textSub};
  }
  &[data-variant='secondary']:active:not(:disabled) {
    background: ${color.border};
  }
  /* A way out (cancel, delete): set apart from the page's actions, never filled. */
  &[data-variant='destructive'] {
    min-height: 44px;
    background: transparent;
    color: ${color.danger};
  }
  &[data-variant='destructive']:active:not(:disabled) {
    background: ${color.background};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

export type ButtonProps = ComponentProps<typeof StyledButton> & { variant?: 'primary' | 'secondary' | 'destructive' };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', ...rest },
  ref,
) {
  return <StyledButton ref={ref} data-variant={variant} {...rest} />;
});
