import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

export const Button = styled.button<{ variant?: 'primary' | 'secondary' }>`
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
  background: ${(props) => (props.variant === 'secondary' ? color.background : color.primary)};
  color: ${(props) => (props.variant === 'secondary' ? color.textSub : '#ffffff')};
  text-decoration: none;
  transition: background 100ms;

  &:active:not(:disabled) {
    background: ${(props) => (props.variant === 'secondary' ? color.border : color.primaryPressed)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;
