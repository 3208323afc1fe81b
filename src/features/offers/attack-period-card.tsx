import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatKstDate } from '../../contract/kst';
import { ATTACK_EXTENSION_MONTHS, type MyAttack } from '../../contract/offers';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { BottomSheetOnDemand } from '../../ui/on-demand';
import { color, font, radius, space } from '../../ui/tokens';
import { useExtendAttack } from './api';
import { AttackExtensionNotes } from './attack-extension-notes';

const Card = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.lg};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.background};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${font.size.body};
`;

/* Keeps its label on one line: the text beside it wraps instead. */
const Small = styled(Button)`
  flex-shrink: 0;
  width: auto;
  min-height: 44px;
  white-space: nowrap;
  font-size: ${font.size.body};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

/** The attack period: until when companies may send offers, and extending it (SPEC §4). */
export function AttackPeriodCard({ attack }: { attack: MyAttack }) {
  const [open, setOpen] = useState(false);
  const extend = useExtendAttack();
  if (!attack.isSubmitted || !attack.isActivate) {
    return (
      <Card aria-label="제안 받기 상태">
        <Text>지금은 기업에 프로필이 공개되어 있지 않아요.</Text>
        <Link href="/my/retry" asChild>
          <Small as="a">다시 공개하기</Small>
        </Link>
      </Card>
    );
  }
  const until = attack.attackExpiredAt ? formatKstDate(attack.attackExpiredAt) : '';
  const over = attack.attackExpiredAt !== null && Date.parse(attack.attackExpiredAt) <= Date.now();
  const card = (
    <Card aria-label="제안 받기 상태">
      <Text>{over ? '제안 받는 기간이 끝났어요. 연장하면 다시 제안을 받아요.' : `${until}까지 제안을 받아요`}</Text>
      <Small variant="secondary" onClick={() => setOpen(true)}>
        기간 연장
      </Small>
      <BottomSheetOnDemand open={open} title="제안 받는 기간 연장" onClose={() => setOpen(false)}>
        <Options>
          {ATTACK_EXTENSION_MONTHS.map((month) => (
            <Button
              key={month}
              variant="secondary"
              disabled={extend.isPending}
              onClick={() => extend.mutate(month, { onSuccess: () => setOpen(false) })}
            >
              {`${month}개월 연장하기`}
            </Button>
          ))}
          {extend.error ? (
            <ErrorText role="alert">
              {extend.error instanceof ApiError ? extend.error.message : '요청을 실패하였습니다.'}
            </ErrorText>
          ) : null}
        </Options>
      </BottomSheetOnDemand>
    </Card>
  );
  return (
    <>
      {card}
      <AttackExtensionNotes />
    </>
  );
}
