import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from './tokens';

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h2`
  margin: ${space.xxl} 0 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 64px;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};
  color: ${color.text};
  text-decoration: none;

  &:active {
    background: ${color.border};
  }
`;

const Texts = styled.span`
  display: grid;
  flex: 1;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
`;

const Hint = styled.span`
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.5;
`;

const Arrow = styled.span`
  flex: none;
  color: ${color.textMuted};
  font-size: ${font.size.bodyLarge};
`;

export interface NextStep {
  href: string;
  /** The link's name: what the person does next, e.g. 프로필 보강하기. */
  label: string;
  /** Why it is worth doing, in one line. */
  hint: string;
}

/**
 * "What now" on a result screen (refused, coffee chat started, a referral): a short list of the
 * next things a person can do, so the screen never ends in empty space.
 */
export function NextSteps({ title, steps }: { title: string; steps: NextStep[] }) {
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      <List>
        {steps.map((step) => (
          <li key={step.href}>
            <Link href={step.href} asChild>
              <Row>
                <Texts>
                  <Name>{step.label}</Name>
                  <Hint>{step.hint}</Hint>
                </Texts>
                <Arrow aria-hidden="true">›</Arrow>
              </Row>
            </Link>
          </li>
        ))}
      </List>
    </section>
  );
}
