import type { ReactNode } from 'react';
import { Bullets, Section, SectionTitle } from './marketing-styles';

interface TitledSectionProps {
  /** The title's id, by which the section is named to assistive technology. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A section of a marketing page under its own title. */
export function TitledSection({ id, title, children }: TitledSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

interface BulletSectionProps extends Omit<TitledSectionProps, 'children'> {
  items: readonly string[];
  /** What follows the list, if anything. */
  children?: ReactNode;
}

/** A titled section whose body is a bulleted list. */
export function BulletSection({ items, children, ...section }: BulletSectionProps) {
  return (
    <TitledSection {...section}>
      <Bullets>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Bullets>
      {children}
    </TitledSection>
  );
}
