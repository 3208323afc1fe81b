/** /coffeechat — what a 커피챗 is: a casual first conversation after accepting an offer, not an interview. */
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '../../session/session-state';
import { NumberedSteps } from '../../ui/numbered-steps';
import { coffeechatCopy, coffeechatFlow, coffeechatPreparation, coffeechatQuestions } from './coffeechat-content';
import { CtaLink } from './cta-link';
import { MarketingLayout } from './marketing-layout';
import { Actions, Callout, PageLead, PageTitle, Paragraph } from './marketing-styles';
import { BulletSection, TitledSection } from './titled-section';

export function CoffeechatPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <MarketingLayout>
      <PageTitle>{coffeechatCopy.title}</PageTitle>
      <PageLead>{coffeechatCopy.lead}</PageLead>

      <TitledSection id="coffeechat-not-interview" title={coffeechatCopy.notInterviewTitle}>
        <Callout>
          {coffeechatCopy.notInterview.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Callout>
      </TitledSection>

      <TitledSection id="coffeechat-flow" title={coffeechatCopy.flowTitle}>
        <NumberedSteps steps={coffeechatFlow} titleLevel="h3" />
      </TitledSection>

      <BulletSection id="coffeechat-prepare" title={coffeechatCopy.prepareTitle} items={coffeechatPreparation} />

      <BulletSection id="coffeechat-questions" title={coffeechatCopy.questionsTitle} items={coffeechatQuestions}>
        <Paragraph>{coffeechatCopy.questionsNote}</Paragraph>
      </BulletSection>

      <TitledSection id="coffeechat-cta" title={coffeechatCopy.ctaTitle}>
        <Paragraph>{coffeechatCopy.ctaBody}</Paragraph>
        <Actions>
          {signedIn ? (
            <CtaLink href="/my/attack">{coffeechatCopy.ctaOffers}</CtaLink>
          ) : (
            <CtaLink href="/submit">{coffeechatCopy.ctaStart}</CtaLink>
          )}
        </Actions>
      </TitledSection>
    </MarketingLayout>
  );
}
