import { styled } from '@linaria/react';
import { color, font, radius, space } from './tokens';

interface NumberedStep {
  title: string;
  body: string;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  & > li {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.background};
    counter-increment: step;
  }
  & h2,
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
  & h2::before,
  & h3::before {
    content: counter(step) '. ';
    color: ${color.primary};
  }
  & p {
    margin: 0;
    color: ${color.textSub};
    line-height: 1.6;
  }
`;

interface NumberedStepsProps {
  steps: readonly NumberedStep[];
  /** The steps' titles sit one level below the heading they follow: h2 under the page's title, h3 in a section. */
  titleLevel: 'h2' | 'h3';
}

/** Steps in order, each a card with a numbered title and a sentence or two. */
export function NumberedSteps({ steps, titleLevel: Title }: NumberedStepsProps) {
  return (
    <List>
      {steps.map((step) => (
        <li key={step.title}>
          <Title>{step.title}</Title>
          <p>{step.body}</p>
        </li>
      ))}
    </List>
  );
}
