/**
 * What a candidate shares with the company whose coffee chat they accepted: who they are, how to
 * reach them, their links and their resume and portfolio (signed download links that live 10
 * minutes, so the page reads them fresh). Shown on the candidate and coffee-chat pages.
 */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import type { SharedFile, SharedProfile } from '../../../contract/biz';
import { color, font, space } from '../../../ui/tokens';
import { displayPhone } from '../shell/format';
import { Muted } from '../shell/shell-styles';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.md};
  margin: ${space.sm} 0 0;
  font-size: ${font.size.body};

  & dt {
    color: ${color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${color.primary};
  }
`;

function FileLink({ file, label }: { file: SharedFile; label: string }) {
  return (
    <a href={file.readUrl} download={file.name} aria-label={`${label} 내려받기: ${file.name}`}>
      {file.name}
    </a>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const External = ({ href }: { href: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {href}
  </a>
);

export function SharedProfileDetails({ shared }: { shared: SharedProfile }) {
  const none = <Muted>없음</Muted>;
  return (
    <List aria-label="공개된 연락처와 자료">
      <Row label="이름">{shared.name}</Row>
      <Row label="휴대폰">{displayPhone(shared.phone)}</Row>
      <Row label="이메일">{shared.email ?? none}</Row>
      <Row label="이력서">
        {shared.resumeFile ? <FileLink file={shared.resumeFile} label="이력서" /> : null}
        {shared.resumeUrl ? <External href={shared.resumeUrl} /> : null}
        {!shared.resumeFile && !shared.resumeUrl ? none : null}
      </Row>
      <Row label="포트폴리오">
        {shared.portfolioFile ? <FileLink file={shared.portfolioFile} label="포트폴리오" /> : null}
        {shared.portfolioUrl ? <External href={shared.portfolioUrl} /> : null}
        {!shared.portfolioFile && !shared.portfolioUrl ? none : null}
      </Row>
      <Row label="GitHub">{shared.githubUrl ? <External href={shared.githubUrl} /> : none}</Row>
      <Row label="LinkedIn">{shared.linkedinUrl ? <External href={shared.linkedinUrl} /> : none}</Row>
    </List>
  );
}
