/** /rankingtalk — companies ranked by the offers they sent in the last 30 days, from GET /api/ranking. */
import { styled } from '@linaria/react';
import type { Ranking } from '../../contract/content';
import { color, font, radius, space } from '../../ui/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useRanking } from './api';
import { CtaLink } from './cta-link';
import { MarketingLayout } from './marketing-layout';
import { Actions, PageLead, PageTitle, Paragraph, Status } from './marketing-styles';
import { QueryStatus } from './query-status';
import { formatOfferCount, formatRaise, rankingCopy, rankingPeriod } from './ranking-content';
import { TitledSection } from './titled-section';

const Eyebrow = styled.p`
  margin: 0;
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const Period = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${space.md} ${space.xs};
    border-bottom: 1px solid ${color.border};
    text-align: right;
    vertical-align: middle;
  }
  & thead th {
    color: ${color.textMuted};
    font-size: ${font.size.caption};
    font-weight: ${font.weight.medium};
  }
  & th:first-child,
  & td:first-child {
    width: 40px;
    text-align: center;
  }
  & .company {
    text-align: left;
  }
  & tbody td:first-child {
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
`;

const Company = styled.span`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: ${font.weight.bold};

  & img {
    flex-shrink: 0;
    width: 32px;
    height: 32px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    object-fit: contain;
  }
`;

const Muted = styled.span`
  color: ${color.textMuted};
  font-size: ${font.size.caption};
`;

const Raise = styled.span`
  color: ${color.success};
  font-weight: ${font.weight.bold};
`;

function RankingTable({ ranking }: { ranking: Ranking }) {
  const { columns } = rankingCopy;
  return (
    <Table>
      <caption
        className={visuallyHidden}
      >{`${rankingCopy.caption}, ${rankingPeriod(ranking.from, ranking.to)}`}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.rank}</th>
          <th scope="col" className="company">
            {columns.company}
          </th>
          <th scope="col">{columns.offers}</th>
          <th scope="col">{columns.raise}</th>
        </tr>
      </thead>
      <tbody>
        {ranking.items.map((item) => (
          <tr key={item.companyName}>
            <td>{item.rank}</td>
            <th scope="row" className="company">
              <Company>
                <img src={item.logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
                {item.companyName}
              </Company>
            </th>
            <td>{formatOfferCount(item.offerCount)}</td>
            <td>
              {item.averageRaise === null ? (
                <Muted>{rankingCopy.unknownRaise}</Muted>
              ) : (
                <Raise>{formatRaise(item.averageRaise)}</Raise>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function RankingPage() {
  const ranking = useRanking();
  return (
    <MarketingLayout>
      <Eyebrow>{rankingCopy.eyebrow}</Eyebrow>
      <PageTitle>{rankingCopy.title}</PageTitle>
      <PageLead>{rankingCopy.lead}</PageLead>
      {ranking.data ? (
        <>
          <Period>{rankingPeriod(ranking.data.from, ranking.data.to)}</Period>
          {ranking.data.items.length > 0 ? (
            <RankingTable ranking={ranking.data} />
          ) : (
            <Status>{rankingCopy.empty}</Status>
          )}
        </>
      ) : (
        <QueryStatus
          failed={ranking.isError}
          loadingText={rankingCopy.loading}
          failedText={rankingCopy.failed}
          onRetry={() => void ranking.refetch()}
        />
      )}
      <TitledSection id="ranking-how" title={rankingCopy.howTitle}>
        {rankingCopy.how.map((sentence) => (
          <Paragraph key={sentence}>{sentence}</Paragraph>
        ))}
      </TitledSection>
      <TitledSection id="ranking-cta" title={rankingCopy.ctaTitle}>
        <Actions>
          <CtaLink href="/submit">{rankingCopy.cta}</CtaLink>
        </Actions>
      </TitledSection>
    </MarketingLayout>
  );
}
