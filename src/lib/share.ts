/**
 * Sharing a link (SPEC §1 share modes), by the best channel this browser has:
 *   1. the messenger (Kakao) JS SDK's share-to-feed, when VITE_KAKAO_JS_KEY is configured; the SDK is
 *      loaded on demand from VITE_KAKAO_SDK_URL and initialised once;
 *   2. the Web Share API (a cancelled share sheet is the user's choice, not a failure);
 *   3. copying the link (the Clipboard API, or a hidden textarea with execCommand where it is missing).
 * A channel that is missing or throws hands over to the next, so a blocked SDK script still shares.
 * The answer names the channel used, so the UI can say what happened ("링크를 복사했어요").
 */

export interface ShareContent {
  title: string;
  description: string;
  /** Absolute URL of what is shared. */
  url: string;
  /** An absolute image URL for the messenger card (optional: the card reads without one). */
  imageUrl?: string;
}

export type ShareOutcome = 'kakao' | 'web-share' | 'cancelled' | 'copied' | 'failed';

interface KakaoFeedSettings {
  objectType: 'feed';
  content: {
    title: string;
    description: string;
    imageUrl?: string;
    link: { mobileWebUrl: string; webUrl: string };
  };
  buttons?: { title: string; link: { mobileWebUrl: string; webUrl: string } }[];
}

/** The part of the Kakao JS SDK (v2) this module uses. */
export interface KakaoSdk {
  init(appKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(settings: KakaoFeedSettings): unknown };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

/** Kakao's published v2 SDK; override with VITE_KAKAO_SDK_URL (e.g. a self-hosted copy). */
const DEFAULT_KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
/** A script that neither loads nor fails by then is given up on for this share. */
const SDK_LOAD_TIMEOUT_MS = 5_000;

let sdkLoading: Promise<KakaoSdk | undefined> | undefined;

const kakaoKey = () => import.meta.env.VITE_KAKAO_JS_KEY || undefined;

function injectSdk(): Promise<KakaoSdk | undefined> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = import.meta.env.VITE_KAKAO_SDK_URL || DEFAULT_KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(undefined), SDK_LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve(window.Kakao);
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      resolve(undefined);
    };
    document.head.append(script);
  });
}

/** The initialised SDK, or undefined when it is not configured or cannot be had. */
async function kakaoSdk(): Promise<KakaoSdk | undefined> {
  const key = kakaoKey();
  if (!key) return undefined;
  if (!window.Kakao) {
    sdkLoading ??= injectSdk().then((sdk) => {
      // A failed load may be tried again by the next share (the network may be back).
      if (!sdk) sdkLoading = undefined;
      return sdk;
    });
  }
  const sdk = window.Kakao ?? (await sdkLoading);
  if (!sdk) return undefined;
  if (!sdk.isInitialized()) sdk.init(key);
  return sdk;
}

/**
 * Starts loading the messenger SDK before the user presses share, so the share itself does not
 * wait for a download (browsers allow a share sheet only shortly after the tap).
 */
export function prepareShare(): void {
  void kakaoSdk().catch(() => undefined);
}

async function shareWithKakao(content: ShareContent): Promise<boolean> {
  const sdk = await kakaoSdk().catch(() => undefined);
  if (!sdk) return false;
  const link = { mobileWebUrl: content.url, webUrl: content.url };
  try {
    await sdk.Share.sendDefault({
      objectType: 'feed',
      content: {
        title: content.title,
        description: content.description,
        ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
        link,
      },
      buttons: [{ title: '자세히 보기', link }],
    });
    return true;
  } catch {
    return false;
  }
}

type WebShareResult = 'shared' | 'cancelled' | 'unavailable';

async function shareWithWebShare(content: ShareContent): Promise<WebShareResult> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  const data = { title: content.title, text: content.description, url: content.url };
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unavailable';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    // NotAllowedError (the tap is too long ago) or anything else: copy the link instead.
    return 'unavailable';
  }
}

function copyWithTextarea(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus?.();
  }
}

/** Copies text to the clipboard; true when it worked. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no focus: the old way may still work.
    }
  }
  return copyWithTextarea(text);
}

export async function share(content: ShareContent): Promise<ShareOutcome> {
  if (await shareWithKakao(content)) return 'kakao';
  const web = await shareWithWebShare(content);
  if (web === 'shared') return 'web-share';
  if (web === 'cancelled') return 'cancelled';
  return (await copyText(content.url)) ? 'copied' : 'failed';
}

/** For tests: forget a loaded or loading SDK. */
export function resetShareForTests(): void {
  sdkLoading = undefined;
}
