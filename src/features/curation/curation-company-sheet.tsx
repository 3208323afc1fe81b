/**
 * One company of a curation, opened: what the agent sent for it — the position and band, the perks,
 * the agent's message — and the company's card. Picking it here is the same as ticking its row.
 */
import { styled } from '@linaria/react';
import type { OfferGroup, OfferGroupItem } from '../../contract/offers';
import { Button } from '../../ui/button';
import { CompanyCard } from '../../ui/company-card';
import { OfferedPerks } from '../../ui/offered-perks';
import { BottomSheetOnDemand } from '../../ui/on-demand';
import { SalaryBand } from '../../ui/salary-band';
import { color, font, space } from '../../ui/tokens';
import { useCurationCompany } from './api';

const Position = styled.p`
  margin: 0;
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

const Band = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

const Section = styled.section`
  margin-top: ${space.xl};

  & h3 {
    margin: 0 0 ${space.sm};
    color: ${color.textSub};
    font-size: ${font.size.body};
  }
  & p {
    margin: 0;
    white-space: pre-line;
    line-height: 1.7;
  }
`;

const Pick = styled.div`
  margin-top: ${space.xl};
`;

/** The card appears once read; while it loads or if it cannot be read, the agent's offer above stands alone. */
function CompanyOfOffer({ groupId, offerId }: { groupId: number; offerId: number }) {
  const { data } = useCurationCompany(groupId, offerId);
  return data ? <CompanyCard company={data} /> : null;
}

interface CurationCompanySheetProps {
  group: OfferGroup;
  item: OfferGroupItem;
  checked: boolean;
  /** The group is still open to picking (not expired). */
  selectable: boolean;
  /** An answer is on its way. */
  busy: boolean;
  onToggle: () => void;
  onClose: () => void;
}

export function CurationCompanySheet({
  group,
  item,
  checked,
  selectable,
  busy,
  onToggle,
  onClose,
}: CurationCompanySheetProps) {
  const agent = `볼트X 에이전트 ${group.operatorName}`;
  return (
    <BottomSheetOnDemand open title={item.name} onClose={onClose}>
      {item.position ? <Position>{item.position}</Position> : null}
      <Band>
        <SalaryBand min={item.salaryMin} max={item.salaryMax} />
      </Band>
      <OfferedPerks perks={item.perks} headingLevel={3} />
      {item.message ? (
        <Section>
          <h3>{`${agent}의 메시지`}</h3>
          <p>{item.message}</p>
        </Section>
      ) : null}
      <CompanyOfOffer groupId={group.groupId} offerId={item.id} />
      {selectable ? (
        <Pick>
          <Button
            variant={checked ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => {
              onToggle();
              onClose();
            }}
          >
            {checked ? '선택 해제하기' : '이 회사 선택하기'}
          </Button>
        </Pick>
      ) : null}
    </BottomSheetOnDemand>
  );
}
