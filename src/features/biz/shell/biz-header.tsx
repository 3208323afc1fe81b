/** The console's header: where you are, who you are, and the way out. */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { BizMe } from '../../../contract/biz';
import { color, font, radius, space } from '../../../ui/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useCoffeechatNewsCount } from '../coffeechats/coffeechats-api';
import { useBizUnreadCount } from '../messages/messages-api';
import { ROLE_LABEL } from './labels';
import { useEndBizSession } from './session';
import { CONSOLE_MAX_WIDTH } from './shell-styles';

const Bar = styled.header`
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.xl};
  max-width: ${CONSOLE_MAX_WIDTH};
  margin: 0 auto;
  padding: ${space.md} ${space.lg};
`;

const Brand = styled(Link)`
  font-weight: ${font.weight.bold};
  font-size: ${font.size.bodyLarge};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${space.xs};
  order: 3;
  width: 100%;
  overflow-x: auto;

  @media (min-width: 768px) {
    order: 0;
    width: auto;
  }

  & a {
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.sm};
    color: ${color.textSub};
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    background: ${color.primarySoft};
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  margin-left: ${space.xs};
  padding: 0 5px;
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: #ffffff;
  font-size: 11px;
  font-weight: ${font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-left: auto;
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const SignOut = styled.button`
  padding: ${space.xs} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  cursor: pointer;
`;

const links = [
  {
    href: '/biz',
    label: '후보자 찾기',
    matches: (path: string) => path === '/biz' || path.startsWith('/biz/candidates'),
  },
  { href: '/biz/offers', label: '보낸 제안', matches: (path: string) => path.startsWith('/biz/offers') },
  { href: '/biz/coffeechats', label: '커피챗', matches: (path: string) => path.startsWith('/biz/coffeechats') },
  { href: '/biz/messages', label: '메시지', matches: (path: string) => path.startsWith('/biz/messages') },
];

const MESSAGES_HREF = '/biz/messages';
const COFFEECHATS_HREF = '/biz/coffeechats';

export function BizHeader({ me }: { me: BizMe }) {
  const [location] = useLocation();
  const endSession = useEndBizSession();
  const [leaving, setLeaving] = useState(false);
  const unread = useBizUnreadCount();
  const news = useCoffeechatNewsCount();

  return (
    <Bar>
      <Inner>
        <Brand href="/biz">볼트X 비즈니스</Brand>
        <Nav aria-label="콘솔 메뉴">
          {links.map((link) => (
            <Link key={link.href} href={link.href} aria-current={link.matches(location) ? 'page' : undefined}>
              {link.label}
              {link.href === MESSAGES_HREF && unread > 0 ? (
                <>
                  <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>
                  <span className={visuallyHidden}>{` 읽지 않은 메시지 ${unread}개`}</span>
                </>
              ) : null}
              {link.href === COFFEECHATS_HREF && news > 0 ? (
                <>
                  <Badge aria-hidden="true">{news > 99 ? '99+' : news}</Badge>
                  <span className={visuallyHidden}>{` 후보자의 새 응답 ${news}개`}</span>
                </>
              ) : null}
            </Link>
          ))}
        </Nav>
        <Account>
          <span>
            <strong>{me.name}</strong> · {ROLE_LABEL[me.role]}
            {me.company ? ` · ${me.company.name}` : ''}
          </span>
          <SignOut
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void endSession({ revoke: true });
            }}
          >
            로그아웃
          </SignOut>
        </Account>
      </Inner>
    </Bar>
  );
}
