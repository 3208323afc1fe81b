/**
 * Touch targets of at least 44 × 44 CSS px (WCAG 2.5.5, Target Size (Enhanced)): every visible
 * control on the screen — links, buttons, form fields, tabs, anything focusable by Tab — measured by
 * its box. A control drawn smaller passes when its hit area reaches 44 × 44 by other means (padding
 * around a glyph, a ::before that extends it): then every point of the 44 × 44 square around its
 * middle must land on it (document.elementFromPoint).
 *
 * Exceptions, from WCAG 2.5.5:
 * - Inline: a link inside a sentence (an inline <a> whose block holds other text), whose size the
 *   line height sets.
 * - User agent control: a native control the page does not style — none here. A checkbox, radio or
 *   file input is measured by its label, which is what a finger presses (the whole row).
 * Disabled controls are measured too: a button that turns on while the finger is there must be
 * just as easy to hit.
 */
import type { Page } from '@playwright/test';

const MIN_TARGET_PX = 44;

/** "버튼 '✕ Java' 15×15" for each visible control smaller than MIN_TARGET_PX, in document order. */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(async (min) => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    // A pixel of rounding (a 43.5 px box drawn from 2.72 rem) is not a smaller target.
    const enough = (size: number) => size >= min - 0.5;

    const drawn = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      return !element.closest('[aria-hidden="true"], [inert], dialog:not([open])');
    };

    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).placeholder ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 30);

    /** The block the element sits in (its nearest ancestor not drawn inline). */
    const blockOf = (element: Element) => {
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return block;
    };

    const isInlineLink = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const own = (element.textContent ?? '').trim().length;
      const around = (blockOf(element)?.textContent ?? '').trim().length;
      return around > own;
    };

    /**
     * What a finger presses: a checkbox, radio or file input is pressed through its label (the whole
     * row), and one the page hides only through it.
     */
    const pressedPart = (element: Element): Element | undefined => {
      const input = element as HTMLInputElement;
      const label = element.tagName === 'INPUT' ? (input.labels?.[0] ?? element.closest('label')) : null;
      const throughLabel = ['checkbox', 'radio', 'file'].includes(input.type);
      if (label && drawn(label) && throughLabel) return label;
      if (drawn(element) && element.getBoundingClientRect().width > 2) return element;
      return label && drawn(label) ? label : undefined;
    };

    /** Whether every point of the square around the element's middle lands on it. */
    const hitAreaReaches = (element: Element) => {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = element.getBoundingClientRect();
      const middleX = rect.left + rect.width / 2;
      const middleY = rect.top + rect.height / 2;
      const reach = min / 2 - 1;
      for (const dx of [-reach, 0, reach]) {
        for (const dy of [-reach, 0, reach]) {
          const hit = document.elementFromPoint(middleX + dx, middleY + dy);
          if (!hit || !(hit === element || element.contains(hit))) return false;
        }
      }
      return true;
    };

    const offenders: string[] = [];
    const seen = new Set<Element>();
    for (const control of document.querySelectorAll(CONTROLS)) {
      const target = pressedPart(control);
      if (!target || seen.has(target) || !drawn(target) || isInlineLink(target)) continue;
      seen.add(target);
      const { width, height } = target.getBoundingClientRect();
      if ((enough(width) && enough(height)) || hitAreaReaches(target)) continue;
      const kind = control.getAttribute('role') ?? control.tagName.toLowerCase();
      offenders.push(`${kind} '${nameOf(control)}' ${Math.round(width)}×${Math.round(height)}`);
    }
    window.scrollTo(0, 0);
    return offenders;
  }, MIN_TARGET_PX);
}
