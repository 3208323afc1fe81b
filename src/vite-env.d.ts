/// <reference types="vite/client" />

declare const __BUILD_ID__: string;
/** The build renders with Preact (preact/compat), not React: the shipped build. */
declare const __PREACT__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  /** Google Analytics 4 measurement id: adds the third-party tag after first paint (first-party events always). */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** The messenger (Kakao) app's JavaScript key: share to the messenger's feed (else Web Share, else copy). */
  readonly VITE_KAKAO_JS_KEY?: string;
  /** Where the messenger's JS SDK is loaded from, on the first share (default Kakao's CDN, v2). */
  readonly VITE_KAKAO_SDK_URL?: string;
}
