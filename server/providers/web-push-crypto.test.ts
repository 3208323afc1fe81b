import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPushBody } from '../../tests/api/push-service-stand-in';
import { encryptPayload, isP256Point, MAX_PLAINTEXT_BYTES, RECORD_SIZE } from './web-push-crypto';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 Appendix A. */
const RFC_8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  senderPrivateKey: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  receiverPrivateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  senderPublicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  receiverPublicKey: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('encryptPayload (RFC 8291, aes128gcm)', () => {
  it('reproduces the RFC 8291 Appendix A message byte for byte', () => {
    const sender = createECDH('prime256v1');
    sender.setPrivateKey(b64(RFC_8291.senderPrivateKey));
    expect(sender.getPublicKey().toString('base64url')).toBe(RFC_8291.senderPublicKey);

    const body = encryptPayload(
      Buffer.from(RFC_8291.plaintext),
      { p256dh: b64(RFC_8291.receiverPublicKey), auth: b64(RFC_8291.authSecret) },
      { sender, salt: b64(RFC_8291.salt) },
    );

    expect(body.toString('base64url')).toBe(RFC_8291.body);
  });

  it('is opened by the stand-in browser of the API tests as the RFC says', () => {
    const receiver = createECDH('prime256v1');
    receiver.setPrivateKey(b64(RFC_8291.receiverPrivateKey));

    expect(decryptPushBody(b64(RFC_8291.body), receiver, b64(RFC_8291.authSecret)).toString()).toBe(RFC_8291.plaintext);
  });

  it('seals each message with a fresh key and salt that only the subscription can open', () => {
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const auth = randomBytes(16);
    const keys = { p256dh: receiver.getPublicKey(), auth };
    const plaintext = Buffer.from(JSON.stringify({ title: '새로운 연봉 제안이 도착했어요' }));

    const first = encryptPayload(plaintext, keys);
    const second = encryptPayload(plaintext, keys);

    expect(first.subarray(0, 16).equals(second.subarray(0, 16))).toBe(false);
    expect(first.readUInt32BE(16)).toBe(RECORD_SIZE);
    expect(first[20]).toBe(65);
    expect(decryptPushBody(first, receiver, auth).toString()).toBe(plaintext.toString());
    expect(() => decryptPushBody(first, receiver, randomBytes(16))).toThrow();
  });

  it('refuses a payload a push service need not accept', () => {
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const keys = { p256dh: receiver.getPublicKey(), auth: randomBytes(16) };

    expect(encryptPayload(Buffer.alloc(MAX_PLAINTEXT_BYTES, 'a'), keys)).toHaveLength(4096);
    expect(() => encryptPayload(Buffer.alloc(MAX_PLAINTEXT_BYTES + 1, 'a'), keys)).toThrow(RangeError);
  });
});

describe('isP256Point', () => {
  it('accepts a browser key and refuses bytes off the curve', () => {
    expect(isP256Point(b64(RFC_8291.receiverPublicKey))).toBe(true);
    const offCurve = b64(RFC_8291.receiverPublicKey);
    offCurve[64] ^= 1;
    expect(isP256Point(offCurve)).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4))).toBe(false);
    expect(isP256Point(b64(RFC_8291.authSecret))).toBe(false);
  });
});
