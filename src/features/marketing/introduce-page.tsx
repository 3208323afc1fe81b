/** /introduce — what 볼트X is: the four steps, the privacy promises, the profile claims, and the way in. */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from '../../ui/tokens';
import { CtaLink } from './cta-link';
import { introduceCopy, introduceSteps, privacyPromises, profileClaims } from './introduce-content';
import { MarketingLayout } from './marketing-layout';
import { Actions, Bullets, PageLead, PageTitle, Paragraph, Section, SectionTitle, Steps } from './marketing-styles';

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${space.md};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;

  & li {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.primarySoft};
  }
  & strong {
    display: block;
    color: ${color.primary};
    font-size: ${font.size.display};
    line-height: 1.2;
  }
  & span {
    display: block;
    margin: ${space.xs} 0;
    font-weight: ${font.weight.bold};
  }
  & p {
    margin: 0;
    color: ${color.textSub};
    font-size: ${font.size.caption};
    line-height: 1.6;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: ${space.lg} 0 0;

  & a {
    color: ${color.primary};
    font-weight: ${font.weight.medium};
  }
`;

export function IntroducePage() {
  return (
    <MarketingLayout>
      <PageTitle>{introduceCopy.title}</PageTitle>
      <PageLead>{introduceCopy.lead}</PageLead>

      <Section aria-labelledby="introduce-steps">
        <SectionTitle id="introduce-steps">{introduceCopy.stepsTitle}</SectionTitle>
        <Steps>
          {introduceSteps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="introduce-privacy">
        <SectionTitle id="introduce-privacy">{introduceCopy.privacyTitle}</SectionTitle>
        <Bullets>
          {privacyPromises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </Bullets>
      </Section>

      <Section aria-labelledby="introduce-claims">
        <SectionTitle id="introduce-claims">{introduceCopy.claimsTitle}</SectionTitle>
        <Claims>
          {profileClaims.map((claim) => (
            <li key={claim.figure}>
              <strong>{claim.figure}</strong>
              <span>{claim.label}</span>
              <p>{claim.body}</p>
            </li>
          ))}
        </Claims>
      </Section>

      <Actions>
        <CtaLink href="/submit">{introduceCopy.cta}</CtaLink>
        <Paragraph>{introduceCopy.ctaNote}</Paragraph>
      </Actions>
      <Links>
        <Link href="/coffeechat">{introduceCopy.coffeechatLink}</Link>
        <Link href="/faq">{introduceCopy.faqLink}</Link>
      </Links>
    </MarketingLayout>
  );
}
