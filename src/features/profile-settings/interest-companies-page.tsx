import { styled } from '@linaria/react';
import { useState } from 'react';
import type { CompanyList } from '../../contract/companies';
import { type ChosenCompanies, interestLimitMessage } from '../../contract/profile';
import { color, font, space } from '../../ui/tokens';
import { useChosenCompanies, useParticipatingCompanies, useSaveChosenCompanies } from './companies-api';
import { CompanyToggleGrid, type GridCompany } from './company-toggle-grid';
import { sameIds } from './id-sets';
import { OwnData } from './own-data';
import { SaveBar, useSaveToast } from './save-bar';
import { SettingsPage } from './settings-page';

const Count = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSub};
  font-size: ${font.size.body};
  font-weight: ${font.weight.bold};
`;

/** The participating companies, then any chosen company that is not (or no longer) among them. */
function gridCompanies(catalog: CompanyList, saved: ChosenCompanies): GridCompany[] {
  const listed = new Set(catalog.companyItems.map((company) => company.id));
  return [...catalog.companyItems, ...saved.companyItems.filter((company) => !listed.has(company.id))];
}

const idsOf = (chosen: ChosenCompanies) => chosen.companyItems.map((company) => company.id);

function InterestEditor({ catalog, saved }: { catalog: CompanyList; saved: ChosenCompanies }) {
  const [chosen, setChosen] = useState<number[]>(() => idsOf(saved));
  const toast = useSaveToast();
  const save = useSaveChosenCompanies('interest');
  // SPEC §5: 6, or as many as were chosen before when that is more (the server decides; null: none).
  const limit = saved.limit ?? Number.POSITIVE_INFINITY;
  const changed = !sameIds(chosen, idsOf(saved));

  const toggle = (company: GridCompany) => {
    if (chosen.includes(company.id)) {
      setChosen((current) => current.filter((id) => id !== company.id));
    } else if (chosen.length >= limit) {
      toast.show(interestLimitMessage(limit));
    } else {
      setChosen((current) => [...current, company.id]);
    }
  };

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: (result) => {
        setChosen(idsOf(result));
        toast.saved();
      },
      onError: toast.failed,
    });

  return (
    <>
      <Count aria-live="polite">
        {Number.isFinite(limit) ? `${chosen.length}/${limit}개 선택` : `${chosen.length}개 선택`}
      </Count>
      <CompanyToggleGrid
        label="참여 기업"
        companies={gridCompanies(catalog, saved)}
        chosen={chosen}
        onToggle={toggle}
      />
      <SaveBar what="관심회사 저장은" canSave={changed && !save.isPending} onSave={submit} toast={toast} />
    </>
  );
}

function InterestCompanies() {
  const catalog = useParticipatingCompanies();
  const chosen = useChosenCompanies('interest');
  return (
    <OwnData queries={[catalog, chosen]} fresh={[chosen]} loading="참여 기업을 불러오는 중이에요…">
      {() => (catalog.data && chosen.data ? <InterestEditor catalog={catalog.data} saved={chosen.data} /> : null)}
    </OwnData>
  );
}

/** /my/companies/interest — the interest-company grid (SPEC §2, §5). */
export function InterestCompaniesPage() {
  return (
    <SettingsPage
      title="관심회사"
      lead="관심 있는 회사를 골라 주세요. 고른 회사는 언제든 바꿀 수 있어요."
      visitorLead="관심회사는 로그인한 뒤에 고를 수 있어요."
    >
      <InterestCompanies />
    </SettingsPage>
  );
}
