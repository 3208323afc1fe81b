import { styled } from '@linaria/react';
import type { BlogPost } from '../../contract/content';
import { formatKstDate } from '../../contract/kst';
import { color, font, radius, space } from '../../ui/tokens';
import { salaryGuideCopy } from './salary-guide-content';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: block;
    padding: ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    text-decoration: none;
  }
  & h3 {
    margin: 0 0 ${space.xs};
    font-size: ${font.size.bodyLarge};
    line-height: 1.4;
  }
  & p {
    margin: 0;
    color: ${color.textSub};
    line-height: 1.6;
  }
  & time {
    display: block;
    margin-top: ${space.sm};
    color: ${color.textMuted};
    font-size: ${font.size.caption};
  }
`;

const NewWindow = styled.span`
  color: ${color.textMuted};
  font-size: ${font.size.caption};
  font-weight: ${font.weight.regular};
`;

/** Our blog's posts; each opens the blog in a new tab. */
export function BlogList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <List>
      {posts.map((post) => (
        <li key={post.id}>
          <a href={post.url} target="_blank" rel="noopener">
            <h3>
              {post.title} <NewWindow>{salaryGuideCopy.newWindow}</NewWindow>
            </h3>
            <p>{post.summary}</p>
            <time dateTime={post.publishedAt}>{formatKstDate(post.publishedAt)}</time>
          </a>
        </li>
      ))}
    </List>
  );
}
