/**
 * The window's title names the screen (the tab, the app switcher, history, a bookmark): "받은 제안 ·
 * 볼트X", "후보자 찾기 · 볼트X 비즈니스". Every route's `title` (routes.tsx) is its name; the landing
 * keeps the product's own title, as landing.html and index.html have it.
 */
import { useEffect } from 'react';

export const PRODUCT_TITLE = '볼트X — 연봉 제안을 받는 가장 빠른 방법';

export function documentTitleOf(path: string, title: string | undefined): string {
  if (!title) return PRODUCT_TITLE;
  const product = path === '/biz' || path.startsWith('/biz/') ? '볼트X 비즈니스' : '볼트X';
  return `${title} · ${product}`;
}

/** Sets the window's title while the screen is shown. */
export function useDocumentTitle(text: string) {
  useEffect(() => {
    document.title = text;
  }, [text]);
}
