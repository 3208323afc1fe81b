import { styled } from '@linaria/react';
import type { OfferGroupItem } from '../../contract/offers';
import { SalaryBand } from '../../ui/salary-band';
import { color, font, radius, space } from '../../ui/tokens';

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
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

export interface CurationCompanyProps {
  item: OfferGroupItem;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function CurationCompany({ item, checked, disabled, onToggle }: CurationCompanyProps) {
  return (
    <li>
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
    </li>
  );
}
