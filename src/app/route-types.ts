import type { ComponentType } from 'react';

/**
 * How a screen is left: a root has its own way around (a tab bar, or a header with its
 * menu or console navigation — the landing's sticks to the top itself); every
 * other screen gets the app bar (app-bar.tsx) with 뒤로 가기 — or 닫기 on a full-screen flow — and
 * names the parent it goes to when nothing of the app is behind it in history (opened from a
 * notification, a shared link, the home-screen icon). A parent's `:params` are the screen's own.
 * A console page below a menu entry keeps the console's header as its only bar and draws the same
 * back control beside its title (`backInPage`: features/biz/shell/biz-shell.tsx).
 *
 * `title` names the screen: in the app bar, and in the window's title (document-title.ts); the
 * landing keeps the product's own.
 */
export type RouteNav =
  | { root: 'tabs' | 'header'; title?: string }
  | { parent: string; title: string; close?: true; backInPage?: true };

export type AppRoute = { path: string; page: RoutePage } & RouteNav;

/**
 * A lazily loaded page whose code can be fetched ahead of a visit (PrefetchLink); a page that
 * opens on data may start its requests the moment its code is here (startPage).
 */
export type RoutePage = ComponentType & { preload: () => Promise<unknown>; start: () => Promise<unknown> };
