/** /careerdetail/{id} — a job family from verified data only (GET /api/careers/{id}), with the way into sign-up. */
import { styled } from '@linaria/react';
import { Link, useParams } from 'wouter';
import type { CareerDetail } from '../../contract/content';
import { formatBand, formatManwon } from '../../contract/money';
import { ApiError } from '../../lib/http';
import { color, font, radius, space } from '../../ui/tokens';
import { useCareerDetail } from './api';
import { careerCopy, signupPathOf } from './career-detail-content';
import { CtaLink } from './cta-link';
import { MarketingLayout } from './marketing-layout';
import { Actions, PageLead, PageTitle, Paragraph, Pills } from './marketing-styles';
import { QueryStatus } from './query-status';
import { TitledSection } from './titled-section';

const Eyebrow = styled.p`
  margin: 0;
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const Card = styled.div`
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};

  & > p {
    margin: 0;
    color: ${color.textSub};
    line-height: 1.6;
  }
  & > strong {
    display: block;
    margin-bottom: ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space.md};
  margin: 0 0 ${space.md};

  & div {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.primarySoft};
  }
  & dt {
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
  & dd {
    margin: ${space.xs} 0 0;
    color: ${color.primary};
    font-size: ${font.size.title};
    font-weight: ${font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Band = styled.p`
  margin: 0 0 ${space.xs};
  color: ${color.primary};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

/** Path ids are positive whole numbers; anything else is not a job. */
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

function NotFound() {
  return (
    <>
      <PageTitle>{careerCopy.notFoundTitle}</PageTitle>
      <PageLead>{careerCopy.notFoundBody}</PageLead>
      <Actions>
        <CtaLink href="/guide/salary_guide">{careerCopy.notFoundGuide}</CtaLink>
        <CtaLink href="/" secondary>
          {careerCopy.notFoundHome}
        </CtaLink>
      </Actions>
    </>
  );
}

function SalaryFigures({ salary }: { salary: CareerDetail['salary'] }) {
  if (!salary) {
    return (
      <Card>
        <strong>{careerCopy.thinSampleTitle}</strong>
        <p>{careerCopy.thinSampleBody}</p>
      </Card>
    );
  }
  return (
    <>
      <Figures>
        <div>
          <dt>{careerCopy.salaryAverage}</dt>
          <dd>{formatManwon(salary.average)}</dd>
        </div>
        <div>
          <dt>{careerCopy.salaryMedian}</dt>
          <dd>{formatManwon(salary.median)}</dd>
        </div>
      </Figures>
      <Paragraph>{careerCopy.salarySample(salary.sampleSize)}</Paragraph>
    </>
  );
}

function Detail({ career }: { career: CareerDetail }) {
  return (
    <>
      <Eyebrow>{careerCopy.eyebrow}</Eyebrow>
      <PageTitle>{careerCopy.title(career.jobLabel)}</PageTitle>
      <PageLead>{careerCopy.lead}</PageLead>

      <TitledSection id="career-salary" title={careerCopy.salaryTitle}>
        <SalaryFigures salary={career.salary} />
      </TitledSection>

      <TitledSection id="career-offers" title={careerCopy.offerTitle}>
        {career.offerBand ? (
          <>
            <Band>{formatBand(career.offerBand.salaryMin, career.offerBand.salaryMax)}</Band>
            <Paragraph>{careerCopy.offerBody(career.offerBand.offerCount)}</Paragraph>
          </>
        ) : (
          <Card>
            <p>{careerCopy.noOffers}</p>
          </Card>
        )}
      </TitledSection>

      <TitledSection id="career-stacks" title={careerCopy.stacksTitle}>
        {career.topTechStacks.length > 0 ? (
          <Pills>
            {career.topTechStacks.map((stack) => (
              <li key={stack}>
                <span>{stack}</span>
              </li>
            ))}
          </Pills>
        ) : (
          <Card>
            <p>{careerCopy.noStacks}</p>
          </Card>
        )}
      </TitledSection>

      <TitledSection id="career-start" title={careerCopy.startTitle}>
        <Paragraph>{careerCopy.startBody}</Paragraph>
        <Pills>
          {career.subLabels.map((subLabel) => (
            <li key={subLabel}>
              <Link href={signupPathOf(career.jobLabel, subLabel)}>{subLabel}</Link>
            </li>
          ))}
        </Pills>
        <Actions>
          <CtaLink href="/submit" secondary={career.subLabels.length > 0}>
            {careerCopy.startOther}
          </CtaLink>
        </Actions>
      </TitledSection>
    </>
  );
}

export function CareerDetailPage() {
  const id = idOf(useParams<{ id: string }>().id);
  const career = useCareerDetail(id);
  const missing = id === undefined || (career.error instanceof ApiError && career.error.status === 404);
  return (
    <MarketingLayout>
      {missing ? (
        <NotFound />
      ) : career.data ? (
        <Detail career={career.data} />
      ) : (
        <>
          <PageTitle>{careerCopy.loadingTitle}</PageTitle>
          <QueryStatus
            failed={career.isError}
            loadingText={careerCopy.loading}
            failedText={careerCopy.failed}
            onRetry={() => void career.refetch()}
          />
        </>
      )}
    </MarketingLayout>
  );
}
