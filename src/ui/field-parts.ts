/** The label, error line and frame shared by form fields that are not plain text inputs. */
import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

export const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

/** Border, radius and invalid state of a boxed control (select, textarea). */
export const boxedControl = `
  width: 100%;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.size.bodyLarge};

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;
