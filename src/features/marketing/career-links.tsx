import { Link } from 'wouter';
import { useCareers } from './api';
import { Pills } from './marketing-styles';
import { salaryGuideCopy } from './salary-guide-content';

/** Links to every job family's page; nothing while the list loads or when it cannot be read. */
export function CareerLinks() {
  const careers = useCareers();
  if (!careers.data) return null;
  return (
    <Pills>
      {careers.data.items.map((career) => (
        <li key={career.id}>
          <Link href={`/careerdetail/${career.id}`} aria-label={salaryGuideCopy.careersLabel(career.jobLabel)}>
            {career.jobLabel}
          </Link>
        </li>
      ))}
    </Pills>
  );
}
