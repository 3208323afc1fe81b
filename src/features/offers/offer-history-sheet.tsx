import { styled } from '@linaria/react';
import { useState } from 'react';
import { formatKstDate } from '../../contract/kst';
import type { OfferHistoryItem } from '../../contract/offers';
import { Chip } from '../../ui/chip';
import { BottomSheetOnDemand } from '../../ui/on-demand';
import { SalaryBand } from '../../ui/salary-band';
import { TabButton, TabButtons } from '../../ui/tab-buttons';
import { color, font, space } from '../../ui/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useOfferHistory } from './api';
import { CompanyLogo } from './company-logo';
import { offerStatusLabel } from './offer-status';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md} 0;
  border-bottom: 1px solid ${color.border};
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${font.weight.bold};
`;

const Sub = styled.p`
  margin: 2px 0 0;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

// Each band stays whole: the line breaks at the arrow, not inside an amount.
const Before = styled.del`
  color: ${color.textMuted};
  white-space: nowrap;
`;

const After = styled.span`
  white-space: nowrap;
`;

const Note = styled.p`
  color: ${color.textMuted};
`;

/**
 * The band, and before it the band the offer had until the company revised it (struck through):
 * "8,000만~9,500만원 → 8,500만~1억원". Named in words for screen readers, which skip the strike.
 */
const revisedBand = (item: OfferHistoryItem) => {
  const before = item.revision?.before;
  return before && (before.salaryMin !== item.salaryMin || before.salaryMax !== item.salaryMax) ? before : undefined;
};

function BandAfterRevision({ item }: { item: OfferHistoryItem }) {
  const before = revisedBand(item);
  if (!before) return <SalaryBand min={item.salaryMin} max={item.salaryMax} />;
  return (
    <>
      <Before>
        <span className={visuallyHidden}>조정 전 </span>
        <SalaryBand min={before.salaryMin} max={before.salaryMax} />
      </Before>
      <span aria-hidden="true">{' → '}</span>
      <span className={visuallyHidden}>, 조정 후 </span>
      <After>
        <SalaryBand min={item.salaryMin} max={item.salaryMax} />
      </After>
    </>
  );
}

/** Offer history bottom sheet (SPEC §2): everything received, or only the accepted ones. */
export function OfferHistorySheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [selected, setSelected] = useState(false);
  const history = useOfferHistory(selected, open);
  return (
    <BottomSheetOnDemand open={open} title="제안 기록" onClose={onClose}>
      <TabButtons label="제안 기록 보기">
        <TabButton pressed={!selected} onClick={() => setSelected(false)}>
          전체
        </TabButton>
        <TabButton pressed={selected} onClick={() => setSelected(true)}>
          수락한 제안
        </TabButton>
      </TabButtons>
      {history.data ? (
        history.data.offerItems.length === 0 ? (
          <Note>아직 기록이 없어요.</Note>
        ) : (
          <Rows>
            {history.data.offerItems.map((item) => {
              const status = offerStatusLabel(item);
              return (
                <Row key={item.id}>
                  <CompanyLogo src={item.logo} size={36} />
                  <Grow>
                    <Name>{item.name}</Name>
                    {revisedBand(item) ? (
                      // Old and new bands side by side need the line to themselves on a phone.
                      <>
                        {item.position ? <Sub>{item.position}</Sub> : null}
                        <Sub>
                          <BandAfterRevision item={item} />
                        </Sub>
                      </>
                    ) : (
                      <Sub>
                        {item.position ? `${item.position}\u00a0· ` : null}
                        <SalaryBand min={item.salaryMin} max={item.salaryMax} />
                      </Sub>
                    )}
                    <Sub>{`${formatKstDate(item.createdAt)} 받음`}</Sub>
                  </Grow>
                  <Chip $tone={status.tone}>{status.label}</Chip>
                </Row>
              );
            })}
          </Rows>
        )
      ) : history.isError ? (
        <Note role="alert">기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Note>
      ) : (
        <Note role="status">불러오는 중이에요…</Note>
      )}
    </BottomSheetOnDemand>
  );
}
