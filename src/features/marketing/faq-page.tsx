/** /faq — the FAQ in three variants (SPEC §2): 구직자 (default), 기업 (?mode=company), 이벤트 (?mode=event). */
import { Link, useSearch } from 'wouter';
import { Accordion } from './accordion';
import { useFaqs } from './api';
import { faqCopy, faqVariantOf, faqVariants } from './faq-content';
import { MarketingLayout } from './marketing-layout';
import { PageLead, PageTitle, Paragraph, Status } from './marketing-styles';
import { QueryStatus } from './query-status';
import { TitledSection } from './titled-section';
import { VariantTabs } from './variant-tabs';

export function FaqPage() {
  const current = faqVariantOf(useSearch());
  const faqs = useFaqs(current.variant);
  return (
    <MarketingLayout audience={current.variant === 'company' ? 'business' : 'candidate'}>
      <PageTitle>{faqCopy.title}</PageTitle>
      <VariantTabs tabs={faqVariants} current={current.href} label={faqCopy.tabsLabel} />
      <PageLead>{current.lead}</PageLead>
      {faqs.data ? (
        faqs.data.items.length > 0 ? (
          <Accordion
            key={current.variant}
            multiple
            items={faqs.data.items.map((item) => ({ key: item.id, title: item.question, content: item.answer }))}
          />
        ) : (
          <Status>{faqCopy.empty}</Status>
        )
      ) : (
        <QueryStatus
          failed={faqs.isError}
          loadingText={faqCopy.loading}
          failedText={faqCopy.failed}
          onRetry={() => void faqs.refetch()}
        />
      )}
      <TitledSection id="faq-more" title={faqCopy.moreTitle}>
        <Paragraph>{faqCopy.moreBody}</Paragraph>
        <Link href={`/ask?from=${encodeURIComponent(current.href)}`}>{faqCopy.ask}</Link>
      </TitledSection>
    </MarketingLayout>
  );
}
