/** Who answers in a room and when (GET /users/operator/{roomId}); nothing while unknown. */
import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { color, font, radius, space } from '../../ui/tokens';
import { useRoomOperator } from './api';

const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.background};
  font-size: ${font.size.caption};
`;

const Initial = styled.span`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${radius.pill};
  background: ${color.primarySoft};
  color: ${color.primary};
  font-weight: ${font.weight.bold};
`;

const Who = styled.p`
  margin: 0;
  color: ${color.text};

  & strong {
    margin-right: ${space.xs};
  }
`;

const Hours = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

/**
 * `lastStaffName` is who wrote the room's latest staff message: when someone new answers, the
 * card asks the server again, so it names the person who is actually talking.
 */
export function OperatorCard({ roomId, lastStaffName }: { roomId: number; lastStaffName?: string }) {
  const { data: operator, refetch } = useRoomOperator(roomId);
  useEffect(() => {
    if (lastStaffName && operator && operator.name !== lastStaffName) void refetch();
  }, [lastStaffName, operator, refetch]);
  if (!operator) return null;
  return (
    <Card aria-label="담당자">
      <Initial aria-hidden="true">{operator.name.slice(0, 1)}</Initial>
      <div>
        <Who>
          <strong>{operator.name}</strong>
          {/* "늘품헬스케어 채용팀" already names its company: the team beside it would say it twice. */}
          {operator.name.startsWith(operator.team) ? null : operator.team}
        </Who>
        {operator.hours ? <Hours>{`답변 시간 ${operator.hours}`}</Hours> : null}
      </div>
    </Card>
  );
}
