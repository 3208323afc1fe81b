/**
 * The footer (SPEC §1) in a candidate and a business variant: business registration details, a
 * contact address and links. The withdraw-membership link appears only when a handler is given.
 * The representative and the registration numbers are the server's configuration (company-details.ts).
 */
import { styled } from '@linaria/react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { useCompanyDetails } from './company-details';
import { companyInfo, type FooterLink, footerLinks } from './company-info';
import { color, font, layout, space } from './tokens';

const Bar = styled.footer`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xxl} ${space.xl} calc(${space.xxxl} + env(safe-area-inset-bottom));
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  line-height: 1.7;
  &[data-wide='true'] {
    max-width: none;
  }
`;

/** Each link a 44 px touch target; the rows sit close, as the targets' own height spaces them. */
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.lg};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
  & a,
  & button {
    display: inline-flex;
    align-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${color.text};
    font: inherit;
    font-weight: ${font.weight.medium};
    text-decoration: none;
    cursor: pointer;
  }
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${space.sm};
  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Copyright = styled.p`
  margin: ${space.lg} 0 0;
  color: ${color.textMuted};
`;

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external)
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  return <Link href={link.href}>{link.label}</Link>;
}

const SAMPLE_MARK = '(예시)';

/** What the operator configured; in sandbox mode samples marked 예시; nothing until the server answers. */
function ConfiguredDetails() {
  const data = useCompanyDetails();
  if (!data) return null;
  const rows = [
    ['대표', data.representative],
    ['사업자등록번호', data.registrationNumber],
    ['직업정보제공사업', data.jobInformationNumber],
  ] as const;
  return (
    <>
      {rows.map(([term, detail]) =>
        detail ? (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{detail.sample ? `${detail.value} ${SAMPLE_MARK}` : detail.value}</dd>
          </Fragment>
        ) : null,
      )}
    </>
  );
}

export interface SiteFooterProps {
  variant: 'candidate' | 'business';
  /** When given, a "회원 탈퇴" link calls it. */
  onWithdraw?: () => void;
  wide?: boolean;
}

export function SiteFooter({ variant, onWithdraw, wide }: SiteFooterProps) {
  return (
    <Bar data-wide={wide ? 'true' : undefined}>
      <nav aria-label={variant === 'business' ? '기업 서비스 바로가기' : '볼트X 바로가기'}>
        <Links>
          {footerLinks[variant].map((link) => (
            <li key={link.href}>
              <FooterAnchor link={link} />
            </li>
          ))}
          {onWithdraw ? (
            <li>
              <button type="button" onClick={onWithdraw}>
                회원 탈퇴
              </button>
            </li>
          ) : null}
        </Links>
      </nav>
      <Details>
        <dt>상호</dt>
        <dd>{companyInfo.tradeName}</dd>
        <ConfiguredDetails />
        <dt>주소</dt>
        <dd>{companyInfo.address}</dd>
        <dt>문의</dt>
        <dd>
          <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a> · {companyInfo.phone}
        </dd>
      </Details>
      <Copyright>© 2026 {companyInfo.tradeName}. All rights reserved.</Copyright>
    </Bar>
  );
}
