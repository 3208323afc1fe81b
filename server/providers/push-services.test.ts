import { describe, expect, it } from 'vitest';
import {
  isPushServiceHostPattern,
  KNOWN_PUSH_SERVICE_HOSTS,
  matchesPushServiceHost,
  pushEndpointProblem,
} from './push-services';

const policy = { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, uncheckedTestOrigins: [] };
const problemOf = (endpoint: string) => pushEndpointProblem(new URL(endpoint), policy);

describe('pushEndpointProblem', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx0',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://FCM.googleapis.com:443/fcm/send/abc',
  ])('takes the push service address %s', (endpoint) => {
    expect(problemOf(endpoint)).toBeUndefined();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not https'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'not port 443'],
    ['https://user:secret@fcm.googleapis.com/fcm/send/abc', 'credentials in the endpoint'],
    ['https://fcm.googleapis.com./fcm/send/abc', 'not a known push service'],
    ['https://localhost./send/abc', 'not a known push service'],
    ['https://127.0.0.1.nip.io/send/abc', 'not a known push service'],
    ['https://push.apple.com/send/abc', 'not a known push service'],
    ['https://notify.windows.com.evil.example/send/abc', 'not a known push service'],
    ['https://xfcm.googleapis.com/send/abc', 'not a known push service'],
  ])('refuses %s: %s', (endpoint, problem) => {
    expect(problemOf(endpoint)).toBe(problem);
  });

  it('lets exactly the named test origins through, and nothing like them', () => {
    const withStandIn = { ...policy, uncheckedTestOrigins: ['http://127.0.0.1:4100'] };
    expect(pushEndpointProblem(new URL('http://127.0.0.1:4100/push/a'), withStandIn)).toBeUndefined();
    expect(pushEndpointProblem(new URL('http://127.0.0.1:4101/push/a'), withStandIn)).toBe('not https');
    expect(pushEndpointProblem(new URL('https://127.0.0.1:4100/push/a'), withStandIn)).toBe('not port 443');
  });
});

describe('push service host patterns', () => {
  it('matches a *.suffix pattern below the suffix only', () => {
    expect(matchesPushServiceHost('web.push.apple.com', ['*.push.apple.com'])).toBe(true);
    expect(matchesPushServiceHost('a.b.push.apple.com', ['*.push.apple.com'])).toBe(true);
    expect(matchesPushServiceHost('push.apple.com', ['*.push.apple.com'])).toBe(false);
    expect(matchesPushServiceHost('evilpush.apple.com', ['*.push.apple.com'])).toBe(false);
  });

  it.each([
    ['push.example.com', true],
    ['*.push.example.net', true],
    ['*.nip.io', true],
    ['xn--9n2bp8q.example', true],
    ['*.io', false],
    ['*', false],
    ['localhost', false],
    ['localhost.', false],
    ['127.0.0.1', false],
    ['[::1]', false],
    ['push.example.com:8443', false],
    ['https://push.example.com', false],
    ['push..example.com', false],
    ['*.*.example.com', false],
  ])('reads %s as a configurable host: %s', (entry, valid) => {
    expect(isPushServiceHostPattern(entry)).toBe(valid);
  });
});
