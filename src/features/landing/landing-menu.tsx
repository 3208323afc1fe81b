import { styled } from '@linaria/react';
import { AppLink } from '../../ui/app-link';
import { color, font, space } from '../../ui/tokens';

const MENU = [
  { href: '/my/attack', label: '받은 제안' },
  { href: '/my/message', label: '메시지' },
  { href: '/event/lifetime', label: '생애 소득 계산하기' },
  { href: '/coffeechat', label: '커피챗이란' },
  { href: '/guide/salary_guide', label: '연봉 가이드' },
  { href: '/rankingtalk', label: '랭킹톡' },
  { href: '/introduce', label: '볼트X 소개' },
  { href: '/faq', label: '자주 묻는 질문' },
  { href: '/biz', label: '기업 서비스' },
] as const;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: block;
    padding: ${space.md} 0;
    border-bottom: 1px solid ${color.border};
    font-size: ${font.size.bodyLarge};
    font-weight: ${font.weight.medium};
    text-decoration: none;
  }
`;

export function LandingMenu({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  return (
    <List>
      <li>
        <AppLink href={signedIn ? '/my' : '/login'} onClick={onNavigate}>
          {signedIn ? '내 정보' : '로그인'}
        </AppLink>
      </li>
      {MENU.map((item) => (
        <li key={item.href}>
          <AppLink href={item.href} onClick={onNavigate}>
            {item.label}
          </AppLink>
        </li>
      ))}
    </List>
  );
}
