/**
 * Below-the-fold content whose code loads only when the person scrolls near it (within 200 px),
 * so the first screen's JavaScript stays small. Until then a box of the expected height keeps
 * the layout from jumping, marked busy (aria-busy) until the content is in.
 */
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';

const MARGIN_PX = 200;

export interface LazySectionProps {
  load: () => Promise<ComponentType>;
  /**
   * A class giving the box its expected height, so nothing below moves when it arrives — a class,
   * not a style attribute: the landing is prerendered and the CSP allows no inline style in HTML.
   */
  reserve: string;
}

export function LazySection({ load, reserve }: LazySectionProps) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const Content = useMemo(() => lazy(() => load().then((component) => ({ default: component }))), [load]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${MARGIN_PX}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = <div ref={box} className={reserve} aria-busy="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div className={reserve} aria-busy="true" />}>
      <Content />
    </Suspense>
  );
}
