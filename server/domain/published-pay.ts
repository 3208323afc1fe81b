/**
 * Pay figures shown to the public (the secret cards, a job family's page) are rounded to the
 * nearest 100만원. Exact figures recomputed live would give one person's salary away by
 * differencing: when someone joins a group of n, avg×n − previous avg×(n−1) is their pay. Rounded,
 * that difference is off by up to ±100×n만원, so it no longer names a salary.
 */

/** The step published pay is rounded to, in 만원 (= 100만원). */
export const PUBLISHED_PAY_STEP = 100;

/** A pay figure in 만원 (average or median, unrounded) as it may be published. */
export const publishedPay = (amount: number): number => Math.round(amount / PUBLISHED_PAY_STEP) * PUBLISHED_PAY_STEP;
