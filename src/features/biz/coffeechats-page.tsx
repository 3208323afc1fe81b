/**
 * /biz/coffeechats: accepted offers became coffee chats; who, how to reach them, their resume,
 * portfolio and links (while they share them), and what they will ask.
 */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import type { BizCoffeechat } from '../../contract/biz';
import { formatKstDate } from '../../contract/kst';
import { color, font, radius, space } from '../../ui/tokens';
import { BizShell } from './biz-shell';
import { useCoffeechats } from './coffeechats-api';
import { displayPhone } from './format';
import { EmptyState, QueryStatus } from './query-status';
import { SharedProfileDetails } from './shared-profile';
import { Muted } from './shell-styles';

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
      <Muted>{chat.candidate.headline}</Muted>
      <Link href={`/biz/candidates/${chat.candidate.id}`}>프로필 보기 →</Link>
      {chat.shared ? (
        <>
          <h3>이력서와 링크</h3>
          <SharedProfileDetails shared={chat.shared} />
        </>
      ) : null}
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

export function CoffeechatsPage() {
  const chats = useCoffeechats();
  return (
    <BizShell title="커피챗">
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
    </BizShell>
  );
}
