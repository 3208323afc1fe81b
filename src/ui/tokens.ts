/**
 * Design tokens: the only place colours, spacing, radii and type sizes are defined. Text colours
 * keep a contrast of at least 4.5:1 on surface, background and primarySoft (WCAG AA; axe checks it).
 */
export const color = {
  primary: '#1b64da',
  primaryPressed: '#1550b8',
  primarySoft: '#eaf1ff',
  text: '#191f28',
  textSub: '#4e5968',
  textMuted: '#5f6b78',
  border: '#e5e8eb',
  surface: '#ffffff',
  background: '#f2f4f6',
  danger: '#e42939',
  success: '#067a52',
  overlay: 'rgba(0, 0, 0, 0.48)',
  focus: '#1b64da',
} as const;

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

export const radius = { sm: '8px', md: '12px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const font = {
  // Source Han Sans is installed as 'Noto Sans KR' or, on Linux and ChromeOS, 'Noto Sans CJK KR'.
  // Named, it sets Latin and Hangul alike; left to fallback, each size and weight needs a second
  // font for the Hangul, and each font costs the first layout a round trip to the browser's font service.
  family:
    "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, sans-serif",
  size: { caption: '13px', body: '15px', bodyLarge: '17px', title: '22px', display: '28px' },
  weight: { regular: 400, medium: 500, bold: 700 },
} as const;

export const layout = { maxWidth: '540px', modalMaxWidth: '540px', headerHeight: '56px' } as const;

export const motion = { fast: '100ms', normal: '300ms' } as const;
