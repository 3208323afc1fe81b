/**
 * /biz/coffeechats: accepted offers became coffee chats; who, how to reach them, their resume,
 * portfolio and links (while they share them), and what they will ask.
 */
import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { BizCoffeechat } from '../../../contract/biz';
import { formatKstDate } from '../../../contract/kst';
import { color, font, radius, space } from '../../../ui/tokens';
import { SharedProfileDetails } from '../pool/shared-profile';
import { BizShell } from '../shell/biz-shell';
import { displayPhone } from '../shell/format';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { Muted } from '../shell/shell-styles';
import { CoffeechatMeetingPanel } from './coffeechat-meeting-panel';
import { markCoffeechatsSeen, useCoffeechats, useStalledCoffeechats } from './coffeechats-api';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.article`
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};

  & h2 {
    margin: 0 0 ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
  & h3 {
    margin: ${space.lg} 0 0;
    font-size: ${font.size.body};
  }
  & ol {
    margin: ${space.sm} 0 0;
    padding-left: ${space.xl};
  }
`;

const Contact = styled.p`
  margin: ${space.sm} 0;
  font-weight: ${font.weight.bold};
  color: ${color.primary};
`;

const Headline = styled.p`
  margin: 0;
`;

const Stalled = styled.section`
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.danger};

  & h2 {
    margin: 0 0 ${space.xs};
    font-size: ${font.size.bodyLarge};
  }
  & ul {
    margin: ${space.sm} 0 0;
    padding-left: ${space.xl};
  }
`;

export const NO_COFFEECHATS = '아직 수락된 커피챗이 없습니다.';

function CoffeechatCard({ chat }: { chat: BizCoffeechat }) {
  const { revealed } = chat.candidate;
  return (
    <Card aria-label={`${revealed.name} 커피챗`}>
      <h2>{revealed.name}</h2>
      <Muted>
        {chat.company.name} · {chat.position} · {formatKstDate(chat.createdAt)}
      </Muted>
      <Contact>
        {displayPhone(revealed.phone)}
        {revealed.email ? ` · ${revealed.email}` : ''}
      </Contact>
      <Headline>
        <Muted>{chat.candidate.headline}</Muted>{' '}
        <Link href={`/biz/candidates/${chat.candidate.id}`}>프로필 보기 →</Link>
      </Headline>
      {chat.shared ? (
        <>
          <h3>이력서와 링크</h3>
          <SharedProfileDetails shared={chat.shared} />
        </>
      ) : null}
      <CoffeechatMeetingPanel chat={chat} />
      <h3>후보자의 질문</h3>
      {chat.questions.length === 0 ? (
        <Muted>아직 등록된 질문이 없습니다.</Muted>
      ) : (
        <ol>
          {chat.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Agents and operators: coffee chats whose company proposed nothing in 3 KST business days. */
function StalledCoffeechats() {
  const stalled = useStalledCoffeechats(true);
  if (!stalled.data || stalled.data.items.length === 0) return null;
  return (
    <Stalled aria-label="일정 제안이 늦어진 커피챗">
      <h2>{`일정 제안이 늦어진 커피챗 ${stalled.data.items.length}건`}</h2>
      <Muted>수락 후 영업일 3일이 지나도록 회사가 시간을 제안하지 않았어요. 후보자에게는 안내했어요.</Muted>
      <ul>
        {stalled.data.items.map((item) => (
          <li key={item.id}>{`${item.company.name} · ${item.position} · ${formatKstDate(item.acceptedAt)} 수락`}</li>
        ))}
      </ul>
    </Stalled>
  );
}

/** What the candidates did since the console last looked is marked seen once shown. */
function useSeenOnShow(items: readonly BizCoffeechat[] | undefined) {
  const newsIds = (items ?? []).filter((item) => item.news).map((item) => item.id);
  const key = newsIds.join(',');
  useEffect(() => {
    if (key) void markCoffeechatsSeen(key.split(',').map(Number)).catch(() => undefined);
  }, [key]);
}

export function CoffeechatsPage() {
  const chats = useCoffeechats();
  useSeenOnShow(chats.data?.items);
  return (
    <BizShell title="커피챗">
      {(me) => (
        <>
          {me.role === 'recruiter' ? null : <StalledCoffeechats />}
          <CoffeechatList chats={chats} />
        </>
      )}
    </BizShell>
  );
}

function CoffeechatList({ chats }: { chats: ReturnType<typeof useCoffeechats> }) {
  return (
    <>
      {!chats.data ? (
        <QueryStatus query={chats} />
      ) : chats.data.items.length === 0 ? (
        <EmptyState role="status">{NO_COFFEECHATS}</EmptyState>
      ) : (
        <List>
          {chats.data.items.map((chat) => (
            <li key={chat.id}>
              <CoffeechatCard chat={chat} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}
