/** What a candidate is told (an offer, a curation, a message): recorded and pushed by the notifier (providers/notifier.ts). */
export interface NotificationMessage {
  kind: 'OFFER' | 'CURATION' | 'MESSAGE';
  title: string;
  body: string;
  /** Same-origin path the notification opens, e.g. /my/result/12. */
  url: string;
  /** When what it announces stops mattering (an offer's expiry): a push is never kept past it. */
  expiresAt?: Date;
}
