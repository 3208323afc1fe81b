/** What a candidate is told (an offer, a curation, a message, a meeting's news): recorded and pushed by the notifier (providers/notifier.ts). */
export interface NotificationMessage {
  kind: 'OFFER' | 'CURATION' | 'MESSAGE' | 'MEETING';
  title: string;
  body: string;
  /** Same-origin path the notification opens, e.g. /my/result/12. */
  url: string;
  /**
   * When what it announces stops mattering (an offer's expiry, a meeting's start): a push is never
   * kept past it, and within its last hour quiet hours do not hold it (domain/quiet-hours.ts).
   */
  expiresAt?: Date;
}
