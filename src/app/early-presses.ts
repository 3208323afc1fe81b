/**
 * Buttons pressed on a page drawn before its code ran — the prerendered landing, a signed-in
 * candidate's offers page drawn by the server — are recorded by its first-paint loader
 * (scripts/prerender-landing.ts): a tap on 메뉴 or 기간 연장 in that moment must still do what it says.
 */
interface EarlyPresses {
  buttons: HTMLButtonElement[];
  hydrated: boolean;
}

declare global {
  interface Window {
    __earlyPresses?: EarlyPresses;
  }
}

/** Called once the page has come alive: stops recording and presses each remembered button again. */
export function replayEarlyPresses(target: Window = window) {
  const early = target.__earlyPresses;
  if (!early || early.hydrated) return;
  early.hydrated = true;
  const buttons = early.buttons.splice(0);
  for (const button of buttons) if (button.isConnected) button.click();
}
