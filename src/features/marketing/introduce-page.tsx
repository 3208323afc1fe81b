/** /introduce — what 볼트X is: the four steps, the privacy promises, the profile claims, and the way in. */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { claimCards } from '../../ui/claim-cards';
import { NumberedSteps } from '../../ui/numbered-steps';
import { color, font, space } from '../../ui/tokens';
import { CtaLink } from './cta-link';
import { introduceCopy, introduceSteps, privacyPromises, profileClaims } from './introduce-content';
import { MarketingLayout } from './marketing-layout';
import { Actions, PageLead, PageTitle, Paragraph } from './marketing-styles';
import { BulletSection, TitledSection } from './titled-section';

const Claims = styled.ul`
  ${claimCards};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  margin: 0 0 ${space.md};

  & strong {
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

      <TitledSection id="introduce-steps" title={introduceCopy.stepsTitle}>
        <NumberedSteps steps={introduceSteps} titleLevel="h3" />
      </TitledSection>

      <BulletSection id="introduce-privacy" title={introduceCopy.privacyTitle} items={privacyPromises} />

      <TitledSection id="introduce-claims" title={introduceCopy.claimsTitle}>
        <Claims>
          {profileClaims.map((claim) => (
            <li key={claim.figure}>
              <strong>{claim.figure}</strong>
              <span>{claim.label}</span>
              <p>{claim.body}</p>
            </li>
          ))}
        </Claims>
      </TitledSection>

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
