/**
 * The careers the verification found, shown once before the salary step so the candidate knows
 * what companies will see. Sign-up offers no correction of its own (the careers are the insurance
 * records'): what looks wrong is fixed or hidden later in 프로필 수정.
 */
import { styled } from '@linaria/react';
import type { CareerItem } from '../../contract/verify-data';
import { Button } from '../../ui/button';
import { Lead, Title } from '../../ui/page';
import { StickyBar } from '../../ui/sticky-bar';
import { color, font, radius, space } from '../../ui/tokens';

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const Company = styled.strong`
  display: block;
  font-size: ${font.size.bodyLarge};
`;

const Detail = styled.span`
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

/** "2019.03 – 재직 중": a month as YYYY.MM, an open end as still employed. */
const careerPeriod = (start: string, end: string) =>
  `${start.replace('-', '.')} – ${end ? end.replace('-', '.') : '재직 중'}`;

export function CareerConfirmation({ careers, onConfirm }: { careers: readonly CareerItem[]; onConfirm: () => void }) {
  return (
    <>
      <Title id="career-confirmation-title">{'불러온 경력이\n맞는지 확인해 주세요'}</Title>
      <Lead>건강보험 가입 이력으로 찾은 경력이에요. 기업에는 이 경력이 보여요.</Lead>
      <List aria-labelledby="career-confirmation-title">
        {careers.map((career) => (
          <Item key={career.id}>
            <Company>{career.company}</Company>
            <Detail>
              {career.job} · {careerPeriod(career.start, career.end)}
            </Detail>
          </Item>
        ))}
      </List>
      <Note>회사명이나 직무, 기간이 다르다면 가입을 마친 뒤 프로필 수정에서 고치거나 숨길 수 있어요.</Note>
      <StickyBar>
        <Button onClick={onConfirm}>확인했어요</Button>
      </StickyBar>
    </>
  );
}
