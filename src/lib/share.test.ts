import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText, type KakaoSdk, prepareShare, resetShareForTests, share } from './share';
import { shareOutcomeMessage } from './share-messages';

const content = {
  title: '친구가 생애 소득을 확인했어요',
  description: '나의 생애 소득은 얼마일까요?',
  url: 'https://boltx.example/money?utm_source=share&utm_content=abc123',
};

function fakeKakao(overrides: Partial<KakaoSdk['Share']> = {}) {
  let initialised = false;
  const sdk = {
    init: vi.fn(() => {
      initialised = true;
    }),
    isInitialized: () => initialised,
    Share: { sendDefault: vi.fn(), ...overrides },
  };
  return sdk;
}

/** Replaces only the navigator members this module reads. */
function stubNavigator(members: { share?: unknown; canShare?: unknown; clipboard?: unknown }) {
  vi.stubGlobal('navigator', { ...members });
}

beforeEach(() => {
  resetShareForTests();
  delete window.Kakao;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete window.Kakao;
  Reflect.deleteProperty(document, 'execCommand');
});

describe('share', () => {
  it('shares a feed through the messenger SDK when a key is configured, initialising it once', async () => {
    vi.stubEnv('VITE_KAKAO_JS_KEY', 'kakao-key');
    const kakao = fakeKakao();
    window.Kakao = kakao;
    const webShare = vi.fn();
    stubNavigator({ share: webShare });

    expect(await share(content)).toBe('kakao');
    expect(await share(content)).toBe('kakao');

    expect(kakao.init).toHaveBeenCalledTimes(1);
    expect(kakao.init).toHaveBeenCalledWith('kakao-key');
    expect(kakao.Share.sendDefault).toHaveBeenCalledWith(
      expect.objectContaining({
        objectType: 'feed',
        content: expect.objectContaining({
          title: content.title,
          description: content.description,
          link: { mobileWebUrl: content.url, webUrl: content.url },
        }),
      }),
    );
    expect(webShare).not.toHaveBeenCalled();
  });

  it('loads the SDK on demand from VITE_KAKAO_SDK_URL, once', async () => {
    vi.stubEnv('VITE_KAKAO_JS_KEY', 'kakao-key');
    vi.stubEnv('VITE_KAKAO_SDK_URL', 'https://cdn.example/kakao.min.js');
    const kakao = fakeKakao();
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      appended.push(script);
      queueMicrotask(() => {
        window.Kakao = kakao;
        script.onload?.(new Event('load'));
      });
    });

    prepareShare();
    expect(await share(content)).toBe('kakao');

    expect(appended).toHaveLength(1);
    expect(appended[0].src).toBe('https://cdn.example/kakao.min.js');
    expect(kakao.init).toHaveBeenCalledTimes(1);
  });

  it('falls back to the Web Share API when the SDK cannot load', async () => {
    vi.stubEnv('VITE_KAKAO_JS_KEY', 'kakao-key');
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const webShare = vi.fn(async () => undefined);
    stubNavigator({ share: webShare });

    expect(await share(content)).toBe('web-share');
    expect(webShare).toHaveBeenCalledWith({ title: content.title, text: content.description, url: content.url });
  });

  it('uses the Web Share API without a messenger key', async () => {
    const webShare = vi.fn(async () => undefined);
    stubNavigator({ share: webShare });
    expect(await share(content)).toBe('web-share');
  });

  it('treats a closed share sheet as the user cancelling, not as a failure', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({
      share: vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      }),
      clipboard: { writeText },
    });
    expect(await share(content)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(shareOutcomeMessage('cancelled')).toBeUndefined();
  });

  it('copies the link when the share sheet is refused for another reason', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({
      share: vi.fn(async () => {
        throw new DOMException('No user activation', 'NotAllowedError');
      }),
      clipboard: { writeText },
    });
    expect(await share(content)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('copies the link with the Clipboard API when nothing can share', async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ clipboard: { writeText } });
    expect(await share(content)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(shareOutcomeMessage('copied')).toBe('링크를 복사했어요');
  });

  it('copies through a hidden textarea when the Clipboard API is missing or refuses', async () => {
    const copied: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn((command: string) => {
        const field = document.querySelector('textarea');
        if (command === 'copy' && field) copied.push(field.value);
        return true;
      }),
    });
    stubNavigator({
      clipboard: {
        writeText: vi.fn(async () => {
          throw new DOMException('Denied', 'NotAllowedError');
        }),
      },
    });

    expect(await share(content)).toBe('copied');
    expect(copied).toEqual([content.url]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers failed when no channel works', async () => {
    stubNavigator({});
    expect(await copyText(content.url)).toBe(false);
    expect(await share(content)).toBe('failed');
    expect(shareOutcomeMessage('failed')).toBe('공유하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });
});
