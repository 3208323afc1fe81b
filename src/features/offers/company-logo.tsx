import { styled } from '@linaria/react';
import type { CSSProperties } from 'react';
import { color, radius } from '../../ui/tokens';

const Image = styled.img`
  width: var(--logo-size);
  height: var(--logo-size);
  flex-shrink: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  object-fit: contain;
`;

export function CompanyLogo({ src, size = 48 }: { src: string; size?: number }) {
  // The company name is always next to the logo, so the image itself is decorative.
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ '--logo-size': `${size}px` } as CSSProperties}
    />
  );
}
