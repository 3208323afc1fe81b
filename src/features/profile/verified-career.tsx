/** The careers and salaries the candidate verified, as /my shows them. */

import { styled } from '@linaria/react';
import { formatManwon } from '../../contract/money';
import { color, font, radius, space } from '../../ui/tokens';
import { useVerifyData } from './api';

const Section = styled.section`
  margin: ${space.xl} 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${font.size.bodyLarge};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.sm};
`;

const Item = styled.li`
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  & strong {
    display: block;
  }
  & span {
    font-size: ${font.size.caption};
    color: ${color.textSub};
  }
`;

const period = (start: string, end: string) =>
  `${start.replace('-', '.')} ~ ${end ? end.replace('-', '.') : '재직 중'}`;

export function VerifiedCareer() {
  const data = useVerifyData();
  if (!data.data) return null;
  const salaries = data.data.salaryItems.filter((item) => item.inputSalary !== null);
  return (
    <>
      <Section aria-labelledby="careers-title">
        <Heading id="careers-title">인증된 경력</Heading>
        <List>
          {data.data.careerItems.map((career) => (
            <Item key={career.id}>
              <strong>{career.company}</strong>
              <span>
                {career.job} · {period(career.start, career.end)}
              </span>
            </Item>
          ))}
        </List>
      </Section>
      {salaries.length > 0 ? (
        <Section aria-labelledby="salaries-title">
          <Heading id="salaries-title">연봉 정보</Heading>
          <List>
            {salaries.map((salary) => (
              <Item key={`${salary.type}-${salary.source}-${salary.year}`}>
                <strong>{formatManwon(salary.inputSalary ?? 0)}</strong>
                <span>
                  {salary.year}년 · {salaryLabel(salary.type, salary.source)}
                </span>
              </Item>
            ))}
          </List>
        </Section>
      ) : null}
    </>
  );
}

function salaryLabel(type: string, source: string): string {
  if (type === 'HOPE') return '희망 연봉';
  if (type === 'REWARD') return '성과급·인센티브';
  if (source === 'TAX') return '국세청 기준';
  if (source === 'HEALTH') return '건강보험 기준';
  return '계약 연봉';
}
