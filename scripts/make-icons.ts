/**
 * Draws the app icons from one brand mark (a white bolt on 볼트X blue) and writes them to
 * public/icons/. Run once after changing the mark: `npx tsx scripts/make-icons.ts`; the PNGs are
 * committed. Rendering goes through Debian's Chromium (never a downloaded browser), so no image
 * library is needed.
 *
 * - `any` icons have rounded corners on a transparent square: shown as they are.
 * - `maskable` icons are full-bleed, the mark kept inside the central 80% circle (the safe zone
 *   a launcher's mask never cuts), see https://w3c.github.io/manifest/#icon-masks.
 * - The apple-touch-icon is opaque and full-bleed: iOS rounds it itself and blackens transparency.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BRAND_BLUE = '#1b64da';
const OUT = path.resolve('public/icons');

/** The bolt, drawn in a 512 × 512 box; its far corners sit 190 px from the centre. */
const BOLT = 'M286 72 142 288h98l-26 152 156-224h-102z';
/** 내 제안: an envelope. 메시지: a speech bubble. Both in a 512 box, stroked white. */
const ENVELOPE =
  '<rect x="96" y="136" width="320" height="240" rx="28" fill="none" stroke="#fff" stroke-width="36"/>' +
  '<path d="M112 160 256 272l144-112" fill="none" stroke="#fff" stroke-width="36" stroke-linejoin="round"/>';
const BUBBLE =
  '<path d="M256 104c-97 0-176 62-176 140 0 45 26 85 67 111l-17 69 76-41c16 3 32 5 50 5 97 0 176-62 176-140s-79-144-176-144z" fill="#fff"/>' +
  '<circle cx="184" cy="246" r="22" fill="#1b64da"/><circle cx="256" cy="246" r="22" fill="#1b64da"/><circle cx="328" cy="246" r="22" fill="#1b64da"/>';

/** The mark scaled about the centre: 1 fills the 512 box as drawn. */
const scaled = (content: string, scale: number) =>
  `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${content}</g>`;

const svg = (body: string, rounded: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
  `<rect width="512" height="512"${rounded ? ' rx="112"' : ''} fill="${BRAND_BLUE}"/>${body}</svg>`;

const bolt = `<path d="${BOLT}" fill="#fff"/>`;

interface IconSpec {
  file: string;
  size: number;
  markup: string;
  /** Transparent corners (only `any` icons may have them). */
  transparent: boolean;
}

const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, markup: svg(bolt, true), transparent: true },
  { file: 'icon-512.png', size: 512, markup: svg(bolt, true), transparent: true },
  // 0.8 keeps the bolt's corners (190 px out) within the safe zone's 205 px radius with room to spare.
  { file: 'maskable-192.png', size: 192, markup: svg(scaled(bolt, 0.8), false), transparent: false },
  { file: 'maskable-512.png', size: 512, markup: svg(scaled(bolt, 0.8), false), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, markup: svg(scaled(bolt, 0.85), false), transparent: false },
  { file: 'shortcut-offers.png', size: 96, markup: svg(ENVELOPE, true), transparent: true },
  { file: 'shortcut-messages.png', size: 96, markup: svg(BUBBLE, true), transparent: true },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.markup}`,
      );
      const png = await page.screenshot({ omitBackground: icon.transparent, type: 'png' });
      writeFileSync(path.join(OUT, icon.file), png);
      await page.close();
      process.stdout.write(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes\n`);
    }
    // The favicon stays vector, drawn from the same mark.
    writeFileSync(
      path.join(OUT, 'icon.svg'),
      svg(bolt, true).replace('<svg ', '<svg role="img" ').replace('>', '><title>볼트X</title>'),
    );
  } finally {
    await browser.close();
  }
}

await main();
