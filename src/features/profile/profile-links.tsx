import { styled } from '@linaria/react';
import type { ProfileV3 } from '../../contract/profile';
import { color, font, radius, space } from '../../ui/tokens';
import { profileFlags } from './profile-flags';

const Section = styled.section`
  margin: ${space.xl} 0;

  & h2 {
    margin: 0 0 ${space.md};
    font-size: ${font.size.bodyLarge};
  }
  & ul {
    display: grid;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    padding: ${space.md} ${space.lg};
    border-radius: ${radius.md};
    background: ${color.background};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & a {
    color: ${color.primary};
  }
`;

const LINKS = [
  ['resumeUrl', '이력서'],
  ['portfolioUrl', '포트폴리오'],
  ['githubUrl', 'GitHub'],
  ['linkedinUrl', 'LinkedIn'],
] as const;

/** The candidate's links as companies will see them; only when there is one (isLink). */
export function ProfileLinks({ profile }: { profile: ProfileV3 }) {
  if (!profileFlags(profile).isLink) return null;
  return (
    <Section aria-labelledby="links-title">
      <h2 id="links-title">링크</h2>
      <ul>
        {LINKS.filter(([field]) => profile[field] !== '').map(([field, label]) => (
          <li key={field}>
            {`${label} · `}
            <a href={profile[field]} target="_blank" rel="noopener noreferrer">
              {profile[field]}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
