import { styled } from '@linaria/react';
import type { Company } from '../../contract/companies';
import { color, font, radius, space } from '../../ui/tokens';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.xs};
  padding: ${space.md} ${space.xs};
  border-radius: ${radius.md};
  background: ${color.background};
  font-size: ${font.size.caption};
  color: ${color.textSub};
  text-align: center;
`;

const Logo = styled.img`
  width: 48px;
  height: 48px;
  border-radius: ${radius.sm};
`;

export function CompanyGrid({ companies }: { companies: readonly Company[] }) {
  return (
    <Grid>
      {companies.map((company) => (
        <Item key={company.id}>
          <Logo src={company.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <span>{company.name}</span>
        </Item>
      ))}
    </Grid>
  );
}
