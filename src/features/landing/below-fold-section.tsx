import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { font, space } from '../../ui/tokens';

const Section = styled.section`
  margin-top: ${space.xxxl};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.title};
`;

interface BelowFoldSectionProps {
  /** The heading's id, by which the section is named to assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of the landing below the fold (one line of heading each, unlike the steps' two). */
export function BelowFoldSection({ id, title, children }: BelowFoldSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Section>
  );
}
