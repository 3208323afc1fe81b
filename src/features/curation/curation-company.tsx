import { styled } from '@linaria/react';
import type { OfferGroupItem } from '../../contract/offers';
import { SalaryBand } from '../../ui/salary-band';
import { color, font, radius, space } from '../../ui/tokens';

const Item = styled.li`
  display: flex;
  align-items: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};

  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
`;

const Row = styled.label`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg} 0 ${space.lg} ${space.lg};
  cursor: pointer;

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  & input {
    width: 22px;
    height: 22px;
    accent-color: ${color.primary};
  }
  & img {
    width: 44px;
    height: 44px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
`;

const Text = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  & strong {
    font-size: ${font.size.bodyLarge};
  }
  & span {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
`;

/** Opens the company's sheet; stays usable on an expired group, whose offers can still be read. */
const Open = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  align-self: stretch;
  gap: 2px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.md} 0 ${space.sm};
  border: 0;
  border-radius: 0 ${radius.lg} ${radius.lg} 0;
  background: none;
  color: ${color.textSub};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.medium};
  cursor: pointer;
`;

const ChevronIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface CurationCompanyProps {
  item: OfferGroupItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

export function CurationCompany({ item, checked, disabled, onToggle, onOpen }: CurationCompanyProps) {
  return (
    <Item>
      <Row>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
        <img src={item.logo} alt="" width={44} height={44} loading="lazy" />
        <Text>
          <strong>{item.name}</strong>
          <span>
            {item.position ? `${item.position}\u00a0· ` : null}
            <SalaryBand min={item.salaryMin} max={item.salaryMax} />
          </span>
          {item.perks.length > 0 ? <span>{item.perks.join(' · ')}</span> : null}
        </Text>
      </Row>
      <Open type="button" aria-label={`${item.name} 제안 자세히 보기`} aria-haspopup="dialog" onClick={onOpen}>
        자세히
        <ChevronIcon />
      </Open>
    </Item>
  );
}
