import { styled } from '@linaria/react';
import { useState } from 'react';
import type { ChosenCompanies } from '../../contract/profile';
import { LockIcon } from '../../ui/lock-icon';
import { color, space } from '../../ui/tokens';
import { useChosenCompanies, useSaveChosenCompanies } from './companies-api';
import { CompanyRow, CompanyRows, CompanyRowWithAction } from './company-row';
import { CompanySearch, type FoundCompany } from './company-search';
import { sameIds } from './id-sets';
import { OwnData } from './own-data';
import { SaveBar, useSaveToast } from './save-bar';
import { SettingsPage } from './settings-page';
import { SectionHeading } from './settings-sections';

/** DESIGN.md §3: the current employer is always restricted. */
export const LOCKED_NOTE = '현재 재직 중인 회사는 항상 제한돼요';

const Empty = styled.p`
  margin: 0 0 ${space.lg};
  color: ${color.textMuted};
`;

type Company = ChosenCompanies['companyItems'][number];
const idsOf = (companies: readonly { id: number }[]) => companies.map((company) => company.id);
const unlockedOf = (chosen: ChosenCompanies) => chosen.companyItems.filter((company) => !company.locked);

function RestrictEditor({ saved }: { saved: ChosenCompanies }) {
  const locked = saved.companyItems.filter((company) => company.locked);
  const [draft, setDraft] = useState<Company[]>(() => unlockedOf(saved));
  const toast = useSaveToast();
  const save = useSaveChosenCompanies('restrict');
  const changed = !sameIds(idsOf(draft), idsOf(unlockedOf(saved)));

  const unavailable = (company: FoundCompany) => {
    if (locked.some((item) => item.id === company.id)) return '항상 제한됨';
    return draft.some((item) => item.id === company.id) ? '추가됨' : undefined;
  };

  const submit = () =>
    save.mutate(idsOf(draft), {
      onSuccess: (result) => {
        // The server's list is the truth: it drops a company that turned out to be the current employer.
        setDraft(unlockedOf(result));
        toast.saved();
      },
      onError: toast.failed,
    });

  return (
    <>
      <SectionHeading>제한한 회사</SectionHeading>
      {locked.length + draft.length === 0 ? (
        <Empty>아직 제한한 회사가 없어요. 아래에서 검색해 추가해 주세요.</Empty>
      ) : (
        <CompanyRows aria-label="제한한 회사">
          {locked.map((company) => (
            <CompanyRow
              key={company.id}
              name={company.name}
              logo={company.logo}
              note={
                <>
                  <LockIcon />
                  {LOCKED_NOTE}
                </>
              }
            />
          ))}
          {draft.map((company) => (
            <CompanyRowWithAction
              key={company.id}
              company={company}
              action="삭제"
              onAction={() => setDraft((current) => current.filter((item) => item.id !== company.id))}
            />
          ))}
        </CompanyRows>
      )}
      <SectionHeading>회사 추가하기</SectionHeading>
      <CompanySearch
        unavailable={unavailable}
        onAdd={(company) => setDraft((current) => [...current, { ...company, locked: false }])}
      />
      <SaveBar what="제한 기업 저장은" canSave={changed && !save.isPending} onSave={submit} toast={toast} />
    </>
  );
}

function RestrictCompanies() {
  const chosen = useChosenCompanies('restrict');
  return (
    <OwnData queries={[chosen]} fresh={[chosen]} loading="제한한 회사를 불러오는 중이에요…">
      {() => (chosen.data ? <RestrictEditor saved={chosen.data} /> : null)}
    </OwnData>
  );
}

/** /my/companies/restrict — companies that must never see the profile (DESIGN.md §3). */
export function RestrictCompaniesPage() {
  return (
    <SettingsPage
      title="프로필을 볼 수 없는 회사"
      lead="여기에 추가한 회사는 내 프로필을 볼 수 없고 나에게 제안을 보낼 수도 없어요."
      visitorLead="프로필을 볼 수 없는 회사는 로그인한 뒤에 정할 수 있어요."
    >
      <RestrictCompanies />
    </SettingsPage>
  );
}
