/** /guide/salary_guide — the salary guide and our blog's posts (GET /v3/users/forums/blog). */
import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';
import { useBlogPosts } from './api';
import { BlogList } from './blog-list';
import { CareerLinks } from './career-links';
import { CtaLink } from './cta-link';
import { MarketingLayout } from './marketing-layout';
import { Actions, PageLead, PageTitle, Paragraph, Status } from './marketing-styles';
import { QueryStatus } from './query-status';
import { salaryGuideCopy, salaryGuideSections } from './salary-guide-content';
import { BulletSection, TitledSection } from './titled-section';

/** Posts the guide lists. */
const GUIDE_POSTS = 6;

const Notice = styled.p`
  margin: ${space.lg} 0 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

export function SalaryGuidePage() {
  const posts = useBlogPosts(GUIDE_POSTS);
  return (
    <MarketingLayout>
      <PageTitle>{salaryGuideCopy.title}</PageTitle>
      <PageLead>{salaryGuideCopy.lead}</PageLead>

      {salaryGuideSections.map((section) => (
        <BulletSection key={section.id} id={`guide-${section.id}`} title={section.title} items={section.points} />
      ))}

      <TitledSection id="guide-careers" title={salaryGuideCopy.careersTitle}>
        <Paragraph>{salaryGuideCopy.careersBody}</Paragraph>
        <CareerLinks />
      </TitledSection>

      <TitledSection id="guide-blog" title={salaryGuideCopy.blogTitle}>
        {posts.data ? (
          posts.data.items.length > 0 ? (
            <BlogList posts={posts.data.items} />
          ) : (
            <Status>{salaryGuideCopy.blogEmpty}</Status>
          )
        ) : (
          <QueryStatus
            failed={posts.isError}
            loadingText={salaryGuideCopy.blogLoading}
            failedText={salaryGuideCopy.blogFailed}
            onRetry={() => void posts.refetch()}
          />
        )}
        <Notice role="note">{salaryGuideCopy.referenceNotice}</Notice>
      </TitledSection>

      <TitledSection id="guide-cta" title={salaryGuideCopy.ctaTitle}>
        <Actions>
          <CtaLink href="/submit">{salaryGuideCopy.cta}</CtaLink>
        </Actions>
      </TitledSection>
    </MarketingLayout>
  );
}
