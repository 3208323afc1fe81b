import { styled } from '@linaria/react';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { ProfileV3 } from '../../contract/profile';
import { color, font, radius, space } from '../../ui/tokens';
import { completenessItems, completenessPercent } from './completeness';

const Card = styled.section`
  margin: ${space.xl} 0;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.background};

  & h2 {
    margin: 0;
    font-size: ${font.size.bodyLarge};
  }
`;

const Track = styled.div`
  height: 8px;
  margin: ${space.md} 0;
  border-radius: ${radius.pill};
  background: ${color.border};
  overflow: hidden;

  & div {
    height: 100%;
    background: ${color.primary};
    width: var(--percent);
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    font-size: ${font.size.body};
  }
  /* A 44 px touch target, its word still at the card's edge. */
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-right: calc(-1 * ${space.md});
    padding: 0 ${space.md};
    color: ${color.primary};
    font-weight: ${font.weight.bold};
    text-decoration: none;
  }
  & span[data-done='true'] {
    color: ${color.success};
  }
`;

/** SPEC §2: the profile's completeness, 16% per item of six; each open item links to where it is done. */
export function CompletenessCard({ profile }: { profile: ProfileV3 }) {
  const items = completenessItems(profile);
  const percent = completenessPercent(items);
  return (
    <Card aria-labelledby="completeness-title">
      <h2 id="completeness-title">{`프로필 완성도 ${percent}%`}</h2>
      <Track
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-labelledby="completeness-title"
      >
        <div style={{ '--percent': `${percent}%` } as CSSProperties} />
      </Track>
      <Items>
        {items.map((item) => (
          <li key={item.key}>
            <span data-done={item.done}>{`${item.done ? '✓' : '○'} ${item.label}`}</span>
            {item.done ? null : (
              <Link href={item.href} aria-label={`${item.label} 채우기`}>
                채우기
              </Link>
            )}
          </li>
        ))}
      </Items>
    </Card>
  );
}
