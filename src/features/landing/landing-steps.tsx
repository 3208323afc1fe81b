import { styled } from '@linaria/react';
import { claimCards } from '../../ui/claim-cards';
import { color, font, radius, space } from '../../ui/tokens';
import { claims, privacyPromise, steps } from './content';

const Section = styled.section`
  margin-top: ${space.xxxl};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.title};
  line-height: 1.4;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & li {
    position: relative;
    padding: ${space.lg} ${space.lg} ${space.lg} 64px;
    border-radius: ${radius.lg};
    background: ${color.background};
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    position: absolute;
    top: ${space.lg};
    left: ${space.lg};
    width: 32px;
    height: 32px;
    border-radius: ${radius.pill};
    background: ${color.primary};
    color: #fff;
    font-weight: ${font.weight.bold};
    line-height: 32px;
    text-align: center;
  }
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
  & p {
    margin: 0;
    color: ${color.textSub};
  }
`;

const Claims = styled.ul`
  ${claimCards};
  grid-template-columns: 1fr 1fr;
  margin: ${space.xl} 0 0;
  & span {
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const PrivacyNote = styled.p`
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

export function LandingSteps() {
  return (
    <Section aria-labelledby="steps-title">
      <Heading id="steps-title">{'이력서 없이,\n제안은 기업이 먼저'}</Heading>
      <Steps>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </Steps>
      <Claims aria-label="볼트X 참여자 통계">
        {claims.map((claim) => (
          <li key={claim.figure}>
            <strong>{claim.figure}</strong>
            <span>{claim.text}</span>
          </li>
        ))}
      </Claims>
      <PrivacyNote>{privacyPromise}</PrivacyNote>
    </Section>
  );
}
