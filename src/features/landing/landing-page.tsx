import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../ui/button';
import { Lead, Page, Title } from '../../ui/page';
import { color, font, space } from '../../ui/tokens';
import { useParticipatingCompanies } from './api';
import { CompanyGrid } from './company-grid';

const Brand = styled.p`
  margin: 0;
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
  color: ${color.primary};
`;

const Section = styled.section`
  margin-top: ${space.xxl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${font.size.bodyLarge};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const Status = styled.p`
  color: ${color.textMuted};
`;

export function LandingPage({ banner }: { banner?: ReactNode }) {
  const companies = useParticipatingCompanies();
  return (
    <Page>
      <Brand>볼트X</Brand>
      {banner}
      <Title>{'3초 경력 인증으로\n기업의 연봉 제안을 받아 보세요'}</Title>
      <Lead>카카오 인증서로 경력을 불러오고, 희망 연봉을 정하면 기업이 먼저 제안해요.</Lead>
      <Actions>
        <Link href="/submit" asChild>
          <Button as="a">내 경력 불러오기</Button>
        </Link>
        <Link href="/login/signin" asChild>
          <Button as="a" variant="secondary">
            이미 참여했어요
          </Button>
        </Link>
      </Actions>
      <Section aria-labelledby="companies-title">
        <SectionTitle id="companies-title">볼트X와 함께하는 기업</SectionTitle>
        {companies.data ? (
          <CompanyGrid companies={companies.data.companyItems} />
        ) : companies.isError ? (
          <Status role="status">참여 기업을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Status>
        ) : (
          <Status role="status">참여 기업을 불러오는 중이에요…</Status>
        )}
      </Section>
    </Page>
  );
}
