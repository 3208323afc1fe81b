/** The server's side of web push: its VAPID key, and this browser's subscription for the signed-in candidate. */
import * as apiPaths from '../../contract/api-paths';
import { PushKey, type PushSubscriptionBody } from '../../contract/push';
import { request } from '../../lib/http';

export const fetchPushKey = () => request(apiPaths.pushKey, { response: PushKey, auth: false });

/** Saves (or re-syncs, or moves to the current candidate) this browser's subscription. */
export const savePushSubscription = (subscription: PushSubscriptionBody) =>
  request<void>(apiPaths.pushSubscriptions, { method: 'POST', body: subscription });

export const deletePushSubscription = (endpoint: string) =>
  request<void>(apiPaths.pushSubscriptions, { method: 'DELETE', body: { endpoint } });
