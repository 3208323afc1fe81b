/**
 * Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188).
 *
 * The push service only relays bytes it cannot read: a fresh P-256 key pair per message agrees a
 * secret with the subscription's p256dh key, mixed with its 16-byte auth secret, and the payload is
 * sealed with AES-128-GCM in one record. The body is salt(16) ‖ rs(4) ‖ idlen(1) ‖ our public key(65)
 * ‖ ciphertext ‖ tag.
 */
import { createCipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes } from 'node:crypto';

/** The record size announced in the header; the whole payload fits in one record. */
export const RECORD_SIZE = 4096;
const HEADER_BYTES = 16 + 4 + 1 + 65;
const TAG_BYTES = 16;
/**
 * Push services must accept bodies of 4096 bytes (RFC 8030 §7.2); what is left for our JSON after
 * the header, the tag and the record's delimiter byte.
 */
export const MAX_PLAINTEXT_BYTES = 4096 - HEADER_BYTES - TAG_BYTES - 1;

export interface ReceiverKeys {
  /** The subscription's P-256 public key, uncompressed (65 bytes). */
  p256dh: Buffer;
  /** The subscription's auth secret (16 bytes). */
  auth: Buffer;
}

export interface EncryptOptions {
  /** Fixed sender key and salt: only the RFC's test vector needs them. */
  sender?: ECDH;
  salt?: Buffer;
}

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
const hkdf = (ikm: Buffer, salt: Buffer, context: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, context, length));

export function encryptPayload(plaintext: Buffer, receiver: ReceiverKeys, options: EncryptOptions = {}): Buffer {
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new RangeError('push payload too large');
  const sender = options.sender ?? createECDH('prime256v1');
  if (!options.sender) sender.generateKeys();
  const salt = options.salt ?? randomBytes(16);
  const senderPublic = sender.getPublicKey();

  const sharedSecret = sender.computeSecret(receiver.p256dh);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.p256dh, senderPublic]);
  const inputKey = hkdf(sharedSecret, receiver.auth, keyInfo, 32);
  const contentKey = hkdf(inputKey, salt, info('aes128gcm'), 16);
  const nonce = hkdf(inputKey, salt, info('nonce'), 12);

  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  // 0x02 marks the last (and only) record; no padding after it.
  const sealed = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final()]);

  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(senderPublic.length, 20);
  return Buffer.concat([header, senderPublic, sealed, cipher.getAuthTag()]);
}

/** Whether `bytes` is an uncompressed point on P-256 (a p256dh key we can encrypt to). */
export function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
    });
    return true;
  } catch {
    return false;
  }
}
