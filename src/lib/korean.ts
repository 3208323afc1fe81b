/**
 * Korean particles follow the sound of the word before them: "가람마켓과", "한빛모빌리티와".
 * A word that does not end in a Hangul syllable takes the vowel form.
 */
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;

function endsWithConsonant(word: string): boolean {
  const code = word.trim().codePointAt(word.trim().length - 1) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return false;
  return (code - HANGUL_FIRST) % FINALS !== 0;
}

/** `withParticle('가람마켓', '와', '과')` → "가람마켓과". */
export const withParticle = (word: string, afterVowel: string, afterConsonant: string) =>
  `${word}${endsWithConsonant(word) ? afterConsonant : afterVowel}`;
