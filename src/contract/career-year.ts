/**
 * "N년차" counts the year the candidate is in, as Koreans say it: whole years worked plus one, so
 * 2019.03–2026.11 (7 years 9 months) is 8년차 and a first year is 1년차. In the contract because the
 * server's headlines and the console's profile must say the same number.
 */
export const careerYearLabel = (wholeYears: number) => `${Math.max(0, Math.floor(wholeYears)) + 1}년차`;
