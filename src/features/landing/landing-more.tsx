/** Below the fold, loaded when near: popular jobs, the FAQ and the blog. */
import { styled } from '@linaria/react';
import { AppLink } from '../../ui/app-link';
import { color, font, space } from '../../ui/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { BelowFoldSection } from './below-fold-section';
import { LinkCards } from './link-cards';
import { useBlogPosts, useLandingFaq, usePopularJobs } from './more-api';

const LANDING_FAQ_COUNT = 5;

const Jobs = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    gap: ${space.md};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${color.border};
  }
  & b {
    flex: none;
    width: 24px;
    color: ${color.primary};
  }
  & > li > span {
    flex: 1;
  }
  & small {
    color: ${color.textMuted};
    font-size: ${font.size.caption};
  }
`;

const Faq = styled.div`
  & details {
    border-bottom: 1px solid ${color.border};
  }
  & summary {
    padding: ${space.lg} 0;
    font-weight: ${font.weight.medium};
    cursor: pointer;
  }
  & p {
    margin: 0 0 ${space.lg};
    color: ${color.textSub};
  }
`;

const More = styled.p`
  margin: ${space.lg} 0 0;
  & a {
    color: ${color.primary};
    font-weight: ${font.weight.medium};
  }
`;

const Posts = styled(LinkCards)`
  & a {
    padding: ${space.lg};
    background: ${color.background};
  }
  & strong {
    margin-bottom: ${space.xs};
  }
  & span {
    color: ${color.textSub};
  }
`;

const Status = styled.p`
  color: ${color.textMuted};
`;

const numberFormat = new Intl.NumberFormat('ko-KR');

export function LandingMore() {
  const jobs = usePopularJobs();
  const faq = useLandingFaq();
  const blog = useBlogPosts();
  return (
    <>
      <BelowFoldSection id="jobs-title" title="지금 인기 있는 직무 TOP 7">
        {jobs.data ? (
          <Jobs>
            {jobs.data.items.map((job) => (
              <li key={job.rank}>
                <b>
                  {job.rank}
                  <span className={visuallyHidden}>위</span>
                </b>
                <span>
                  {job.jobLabel} · {job.jobSubLabel}
                </span>
                <small>{numberFormat.format(job.count)}명 참여</small>
              </li>
            ))}
          </Jobs>
        ) : (
          <Status role="status">{jobs.isError ? '인기 직무를 불러오지 못했어요.' : '불러오는 중이에요…'}</Status>
        )}
      </BelowFoldSection>
      <BelowFoldSection id="faq-title" title="자주 묻는 질문">
        {faq.data ? (
          <Faq>
            {faq.data.items.slice(0, LANDING_FAQ_COUNT).map((item) => (
              <details key={item.id}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </Faq>
        ) : (
          <Status role="status">{faq.isError ? '질문을 불러오지 못했어요.' : '불러오는 중이에요…'}</Status>
        )}
        <More>
          <AppLink href="/faq">자주 묻는 질문 전체 보기</AppLink>
        </More>
      </BelowFoldSection>
      <BelowFoldSection id="blog-title" title="볼트X 블로그">
        {blog.data ? (
          <Posts>
            {blog.data.items.map((post) => (
              <li key={post.id}>
                <a href={post.url} target="_blank" rel="noopener noreferrer">
                  <strong>{post.title}</strong>
                  <span>{post.summary}</span>
                </a>
              </li>
            ))}
          </Posts>
        ) : (
          <Status role="status">{blog.isError ? '블로그 글을 불러오지 못했어요.' : '불러오는 중이에요…'}</Status>
        )}
      </BelowFoldSection>
    </>
  );
}
