import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Toggle = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xs};
  width: 100%;
  height: 100%;
  padding: ${space.md} ${space.xs};
  border: 2px solid transparent;
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  text-align: center;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
`;

const Check = styled.span`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: #ffffff;
  font-size: 12px;
`;

const Logo = styled.img`
  width: 48px;
  height: 48px;
  border-radius: ${radius.sm};
  background: ${color.surface};
  object-fit: contain;
`;

export interface GridCompany {
  id: number;
  name: string;
  logo: string;
}

export interface CompanyToggleGridProps {
  label: string;
  companies: readonly GridCompany[];
  chosen: readonly number[];
  onToggle: (company: GridCompany) => void;
}

/** Company logos as toggle buttons, three a row (SPEC §2 interest-company grid). */
export function CompanyToggleGrid({ label, companies, chosen, onToggle }: CompanyToggleGridProps) {
  return (
    <Grid aria-label={label}>
      {companies.map((company) => {
        const pressed = chosen.includes(company.id);
        return (
          <li key={company.id}>
            <Toggle type="button" aria-pressed={pressed} onClick={() => onToggle(company)}>
              {pressed ? <Check aria-hidden="true">✓</Check> : null}
              <Logo src={company.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <span>{company.name}</span>
            </Toggle>
          </li>
        );
      })}
    </Grid>
  );
}
