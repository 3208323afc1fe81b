import { useLocation } from 'wouter';
import { TabNav } from '../ui/tab-nav';

const MY_TABS = [
  { href: '/my', label: '프로필' },
  { href: '/my/attack', label: '받은 제안' },
  { href: '/my/message', label: '메시지' },
] as const;

/** The candidate's own area: profile, offers and messages (SPEC §2 /my routes). */
export function MyTabs() {
  const [location] = useLocation();
  const current = location.startsWith('/my/attack')
    ? '/my/attack'
    : location.startsWith('/my/message')
      ? '/my/message'
      : '/my';
  return <TabNav tabs={MY_TABS} current={current} label="내 정보" />;
}
