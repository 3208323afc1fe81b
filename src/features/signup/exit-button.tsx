/** Leaving the sign-up midway asks first (SPEC §8: "진짜 종료할까요?"). */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { color, space } from '../../ui/tokens';

const Close = styled.button`
  display: block;
  margin: -${space.sm} -${space.sm} 0 auto;
  padding: ${space.sm};
  border: 0;
  background: none;
  color: ${color.textSub};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;

export function ExitButton() {
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <Close type="button" aria-label="나가기" onClick={() => setAsking(true)}>
        ×
      </Close>
      <ConfirmAlert
        view={asking}
        title="진짜 종료할까요?"
        subtit="예상연봉 확인까지 얼마남지 않았어요."
        left={{ title: '종료하기', function: () => navigate('/', { replace: true }) }}
        right={{ title: '계속하기', function: () => setAsking(false) }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
