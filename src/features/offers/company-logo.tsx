import { styled } from '@linaria/react';
import { color, radius } from '../../ui/tokens';

const Image = styled.img<{ size: number }>`
  width: ${(props) => `${props.size}px`};
  height: ${(props) => `${props.size}px`};
  flex-shrink: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  object-fit: contain;
`;

export function CompanyLogo({ src, size = 48 }: { src: string; size?: number }) {
  // The company name is always next to the logo, so the image itself is decorative.
  return <Image src={src} alt="" size={size} width={size} height={size} loading="lazy" />;
}
