import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalQuery, presignUrl, type SigV4Credentials, signRequest, uriEncode } from './sigv4';

/** The credentials and moment of AWS's own SigV4 examples for S3. */
const awsExample: SigV4Credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const exampleMoment = new Date('2013-05-24T00:00:00Z');
const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 presigned URLs', () => {
  it("matches AWS's presigned GET example (examplebucket/test.txt, 86400 s)", () => {
    const url = presignUrl({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: awsExample,
      now: exampleMoment,
      expiresInSeconds: 86_400,
    });
    const query = new URL(url).searchParams;
    expect(query.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(query.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(query.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.startsWith('https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&')).toBe(
      true,
    );
  });

  it('signs extra headers and query parameters, so changing one breaks the signature', () => {
    const base = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/candidates/a/b.pdf'),
      credentials: awsExample,
      now: exampleMoment,
      expiresInSeconds: 600,
    };
    const pdf = new URL(presignUrl({ ...base, headers: { 'Content-Type': 'application/pdf' } })).searchParams;
    const png = new URL(presignUrl({ ...base, headers: { 'Content-Type': 'image/png' } })).searchParams;
    expect(pdf.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(pdf.get('X-Amz-Signature')).not.toBe(png.get('X-Amz-Signature'));
  });
});

describe('SigV4 signed requests', () => {
  it("matches AWS's GET Object example with a Range header", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials: awsExample,
      now: exampleMoment,
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_BODY_SHA256,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('SigV4 with temporary credentials', () => {
  const temporary: SigV4Credentials = { ...awsExample, sessionToken: 'session/token+with=odd' };
  const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');

  it('puts the session token in a presigned URL, signed: another token breaks the signature', () => {
    const signed = (credentials: SigV4Credentials) =>
      new URL(presignUrl({ method: 'GET', url, credentials, now: exampleMoment, expiresInSeconds: 600 })).searchParams;
    expect(signed(temporary).get('X-Amz-Security-Token')).toBe('session/token+with=odd');
    expect(signed(temporary).get('X-Amz-Signature')).not.toBe(
      signed({ ...temporary, sessionToken: 'other' }).get('X-Amz-Signature'),
    );
    expect(signed(awsExample).has('X-Amz-Security-Token')).toBe(false);
  });

  it('sends the session token as a signed header', () => {
    const headers = signRequest({ method: 'HEAD', url, credentials: temporary, now: exampleMoment });
    expect(headers['x-amz-security-token']).toBe('session/token+with=odd');
    expect(headers.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,');
    expect(signRequest({ method: 'HEAD', url, credentials: awsExample, now: exampleMoment })).not.toHaveProperty(
      'x-amz-security-token',
    );
  });
});

describe('SigV4 encoding', () => {
  it('encodes everything but unreserved characters, spaces as %20', () => {
    expect(uriEncode("a b+c/d*'~_.-")).toBe('a%20b%2Bc%2Fd%2A%27~_.-');
    expect(uriEncode('이력서.pdf')).toBe('%EC%9D%B4%EB%A0%A5%EC%84%9C.pdf');
  });

  it('keeps slashes between path segments and encodes each segment once', () => {
    expect(canonicalPath('/bucket/a b/c%20d.pdf')).toBe('/bucket/a%20b/c%20d.pdf');
  });

  it('sorts query pairs by encoded name', () => {
    expect(
      canonicalQuery([
        ['b', '2'],
        ['X-Amz-Date', '1'],
        ['a', 'x y'],
      ]),
    ).toBe('X-Amz-Date=1&a=x%20y&b=2');
  });
});
