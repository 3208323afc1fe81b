import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from '../../ui/tokens';
import { useCareers } from './api';
import { salaryGuideCopy } from './salary-guide-content';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
  & a:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
`;

/** Links to every job family's page; nothing while the list loads or when it cannot be read. */
export function CareerLinks() {
  const careers = useCareers();
  if (!careers.data) return null;
  return (
    <List>
      {careers.data.items.map((career) => (
        <li key={career.id}>
          <Link href={`/careerdetail/${career.id}`} aria-label={salaryGuideCopy.careersLabel(career.jobLabel)}>
            {career.jobLabel}
          </Link>
        </li>
      ))}
    </List>
  );
}
