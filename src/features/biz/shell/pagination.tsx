import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { color, font, radius, space } from '../../../ui/tokens';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.lg};
  margin-top: ${space.xl};
  font-size: ${font.size.caption};
  color: ${color.textSub};

  & a,
  & span[aria-disabled] {
    padding: ${space.sm} ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    text-decoration: none;
  }
  & span[aria-disabled] {
    opacity: 0.4;
  }
`;

export interface PaginationProps {
  page: number;
  hasNext: boolean;
  hrefOf: (page: number) => string;
}

/** 이전/다음 as links, so each page is a history entry and survives a reload. */
export function Pagination({ page, hasNext, hrefOf }: PaginationProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <Bar aria-label="페이지 이동">
      {page > 1 ? <Link href={hrefOf(page - 1)}>이전</Link> : <span aria-disabled="true">이전</span>}
      <span aria-current="page">{page}페이지</span>
      {hasNext ? <Link href={hrefOf(page + 1)}>다음</Link> : <span aria-disabled="true">다음</span>}
    </Bar>
  );
}
