/**
 * The sandbox's welcome (DESIGN.md §4 demo life): after a candidate's first submit the seeded
 * operator opens a room with a friendly first message, notified like any staff message. Once per
 * candidate: a retry of the demo-life job finds the room and sends nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bizAccounts, candidates } from '../../db/schema';
import { messageRooms } from '../../db/schema-messages';
import { findBizViewer } from '../../domain/biz-accounts';
import { notifyMessage, openStaffRoom } from '../messages/staff-messages';

const DEMO_OPERATOR_EMAIL = 'operator@boltx.example';
const WELCOME_TOPIC = '환영합니다';

const welcomeMessage = (operatorName: string) =>
  `안녕하세요, 볼트X 운영팀 ${operatorName}입니다. 프로필을 올려 주셔서 고마워요! 곧 기업들의 연봉 제안이 도착할 거예요. 제안이나 커피챗에 대해 궁금한 점이 있으면 언제든 이 방에 편하게 남겨 주세요.`;

type WelcomeDeps = Pick<AppDeps, 'db' | 'now' | 'notifier' | 'logger'>;

/** Opens the welcome room unless the candidate is gone or already has it; answers how many rooms it opened. */
export async function sendDemoWelcome(deps: WelcomeDeps, candidateId: string): Promise<number> {
  const [candidate] = await deps.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)));
  if (!candidate) return 0;
  const [welcomed] = await deps.db
    .select({ id: messageRooms.id })
    .from(messageRooms)
    .where(
      and(
        eq(messageRooms.candidateId, candidateId),
        eq(messageRooms.kind, 'OPERATOR'),
        eq(messageRooms.topic, WELCOME_TOPIC),
      ),
    )
    .limit(1);
  if (welcomed) return 0;
  const [account] = await deps.db
    .select({ id: bizAccounts.id })
    .from(bizAccounts)
    .where(eq(bizAccounts.email, DEMO_OPERATOR_EMAIL));
  const operator = account && (await findBizViewer(deps.db, account.id));
  if (!operator) return 0;
  const now = deps.now();
  const sent = await deps.db.transaction((tx) =>
    openStaffRoom(
      tx,
      { candidateId, staff: operator, topic: WELCOME_TOPIC, message: welcomeMessage(operator.name) },
      now,
    ),
  );
  await notifyMessage(deps, sent);
  return 1;
}
