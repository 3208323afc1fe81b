/**
 * The company behind an offer: logo, industry, head count, location, homepage, the
 * offer's own link (opened outside the app), its place in the offer ranking, and — once it has
 * five coffee chats in 90 days — how soon it usually proposes a time. Drawn from
 * GET /v2/users/offers/{id}/company, on the offer page and in a curation company's sheet.
 */
import { styled } from '@linaria/react';
import { useId } from 'react';
import type { OfferCompany } from '../contract/meetings';
import { color, font, radius, space } from './tokens';

const Card = styled.section`
  display: grid;
  gap: ${space.sm};
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};

  & h2 {
    margin: 0;
    font-size: ${font.size.bodyLarge};
  }
  & p,
  & ul {
    margin: 0;
    font-size: ${font.size.body};
  }
  & ul {
    padding-left: ${space.xl};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

const Logo = styled.img`
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  object-fit: contain;
`;

const Facts = styled.p`
  color: ${color.textSub};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.lg};

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** "보통 2일 안에 일정을 제안해요" and the share confirmed, or nothing below five coffee chats. */
function responseLines(record: OfferCompany['responseRecord']): string[] {
  if (!record) return [];
  return [
    ...(record.medianDays !== null ? [`보통 ${record.medianDays}일 안에 일정을 제안해요`] : []),
    `최근 90일 커피챗의 ${record.confirmedPercent}%가 일정 확정까지 이어졌어요`,
  ];
}

function rankingLine(ranking: OfferCompany['ranking']): string | undefined {
  if (!ranking) return undefined;
  const raise = ranking.averageRaise !== null ? ` · 평균 인상률 ${ranking.averageRaise}%` : '';
  return `제안 랭킹 ${ranking.rank}위 · 최근 30일 제안 ${ranking.offerCount}건${raise}`;
}

export function CompanyCard({ company }: { company: OfferCompany }) {
  const titleId = useId();
  const facts = [company.industry, company.employees, company.location].filter(Boolean).join(' · ');
  const lines = [rankingLine(company.ranking), ...responseLines(company.responseRecord)].filter(Boolean);
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        {/* The name is beside the logo, so the image itself is decorative. */}
        <Logo src={company.logo} alt="" width={40} height={40} loading="lazy" />
        <div>
          <h2 id={titleId}>{`${company.name} 알아보기`}</h2>
          <Facts>{facts}</Facts>
        </div>
      </Head>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {company.homepage || company.link ? (
        <Links>
          {company.homepage ? (
            <a href={company.homepage} target="_blank" rel="noopener noreferrer">
              홈페이지
            </a>
          ) : null}
          {company.link ? (
            <a href={company.link} target="_blank" rel="noopener noreferrer">
              채용 공고 보기
            </a>
          ) : null}
        </Links>
      ) : null}
    </Card>
  );
}
