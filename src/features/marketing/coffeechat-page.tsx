/** /coffeechat — what a 커피챗 is: a casual first conversation after accepting an offer, not an interview. */
import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '../../session/session-state';
import { coffeechatCopy, coffeechatFlow, coffeechatPreparation, coffeechatQuestions } from './coffeechat-content';
import { CtaLink } from './cta-link';
import { MarketingLayout } from './marketing-layout';
import {
  Actions,
  Bullets,
  Callout,
  PageLead,
  PageTitle,
  Paragraph,
  Section,
  SectionTitle,
  Steps,
} from './marketing-styles';

export function CoffeechatPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <MarketingLayout>
      <PageTitle>{coffeechatCopy.title}</PageTitle>
      <PageLead>{coffeechatCopy.lead}</PageLead>

      <Section aria-labelledby="coffeechat-not-interview">
        <SectionTitle id="coffeechat-not-interview">{coffeechatCopy.notInterviewTitle}</SectionTitle>
        <Callout>
          {coffeechatCopy.notInterview.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Callout>
      </Section>

      <Section aria-labelledby="coffeechat-flow">
        <SectionTitle id="coffeechat-flow">{coffeechatCopy.flowTitle}</SectionTitle>
        <Steps>
          {coffeechatFlow.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="coffeechat-prepare">
        <SectionTitle id="coffeechat-prepare">{coffeechatCopy.prepareTitle}</SectionTitle>
        <Bullets>
          {coffeechatPreparation.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Bullets>
      </Section>

      <Section aria-labelledby="coffeechat-questions">
        <SectionTitle id="coffeechat-questions">{coffeechatCopy.questionsTitle}</SectionTitle>
        <Bullets>
          {coffeechatQuestions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </Bullets>
        <Paragraph>{coffeechatCopy.questionsNote}</Paragraph>
      </Section>

      <Section aria-labelledby="coffeechat-cta">
        <SectionTitle id="coffeechat-cta">{coffeechatCopy.ctaTitle}</SectionTitle>
        <Paragraph>{coffeechatCopy.ctaBody}</Paragraph>
        <Actions>
          {signedIn ? (
            <CtaLink href="/my/attack">{coffeechatCopy.ctaOffers}</CtaLink>
          ) : (
            <CtaLink href="/submit">{coffeechatCopy.ctaStart}</CtaLink>
          )}
        </Actions>
      </Section>
    </MarketingLayout>
  );
}
