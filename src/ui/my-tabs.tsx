import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useUnreadMessageCount } from '../lib/message-rooms';
import { isSignedInAtom } from '../session/session-state';
import { type TabLink, TabNav } from './tab-nav';

const MESSAGES = '/my/message';

/**
 * The screens the tabs lead to (routes.tsx: root 'tabs'). A screen below them (기술 스택, 내 파일, a
 * message room) has the app's back control instead: the tabs there lit 프로필 beside a back arrow.
 */
const TAB_ROOTS = new Set(['/my', '/my/attack', '/my/attack/select', '/my/attack/expired', MESSAGES]);

const MY_TABS: readonly TabLink[] = [
  { href: '/my', label: '프로필' },
  { href: '/my/attack', label: '받은 제안' },
  { href: MESSAGES, label: '메시지' },
];

/** The candidate's own area: profile, offers and messages (SPEC §2 /my routes), with unread messages counted. */
export function MyTabs() {
  const [location] = useLocation();
  const unread = useUnreadMessageCount(useAtomValue(isSignedInAtom));
  if (!TAB_ROOTS.has(location)) return null;
  const current = location.startsWith('/my/attack') ? '/my/attack' : location.startsWith(MESSAGES) ? MESSAGES : '/my';
  const tabs = MY_TABS.map((tab) =>
    tab.href === MESSAGES && unread > 0 ? { ...tab, badge: unread, badgeLabel: `읽지 않은 메시지 ${unread}개` } : tab,
  );
  return <TabNav tabs={tabs} current={current} label="내 정보" />;
}
