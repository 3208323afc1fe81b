/**
 * The profile's one-field edits (SPEC §7 updates: /users/hashtag, /users/email, /users/willingness,
 * /users/ismajor) and the hashtag rules they share with the more patch (SPEC §5: spaces removed,
 * split on #, duplicates removed, 15 characters each, at most 30 — "더 이상 추가할 수 없습니다.").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HASHTAG_TOO_LONG_MESSAGE,
  HASHTAGS_FULL_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  type ProfileV3,
} from '../../src/contract/profile';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

/** SPEC §5, verbatim. */
const FULL = '더 이상 추가할 수 없습니다.';
const thirtyTags = Array.from({ length: 30 }, (_, index) => `태그${index}`);

type Candidate = Awaited<ReturnType<typeof newCandidate>>;

describe.each(drivers)('one-field profile edits on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const edit = (candidate: Candidate, path: string, json: unknown) =>
    app.request(`/api/users/${path}`, { method: 'PATCH', token: candidate.token, json });

  async function profileOf(candidate: Candidate): Promise<ProfileV3> {
    const response = await app.request('/api/v3/users/profile', { token: candidate.token });
    expect(response.status).toBe(200);
    return (await response.json()) as ProfileV3;
  }

  const moreWithTags = (candidate: Candidate, hashtags: string[]) =>
    app.request(`/api/v2/users/more/${candidate.id}`, {
      method: 'PATCH',
      token: candidate.token,
      json: {
        email: '',
        resumeUrl: '',
        portfolioUrl: '',
        resumeFileId: null,
        portfolioFileId: null,
        githubUrl: '',
        linkedinUrl: '',
        hashtags,
        careerItems: [],
        agent: false,
      },
    });

  it('normalises hashtags: spaces removed, split on #, duplicates dropped ignoring case', async () => {
    const candidate = await newCandidate(app);
    const response = await edit(candidate, 'hashtag', {
      hashtags: ['#백엔드 개발#MSA', 'msa', ' #대용량 트래픽 ', '#'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hashtags: ['백엔드개발', 'MSA', '대용량트래픽'] });
    expect((await profileOf(candidate)).hashtags).toEqual(['백엔드개발', 'MSA', '대용량트래픽']);
  });

  it('takes 30 hashtags and refuses a 31st with SPEC message, on both calls', async () => {
    const candidate = await newCandidate(app);
    expect(FULL).toBe(HASHTAGS_FULL_MESSAGE);
    expect((await edit(candidate, 'hashtag', { hashtags: [...thirtyTags, '#태그0'] })).status).toBe(200);

    const viaHashtag = await edit(candidate, 'hashtag', { hashtags: [...thirtyTags, '서른하나'] });
    expect((await expectError(viaHashtag, 400, 'BAD_REQUEST', FULL)).status.field).toBe('hashtags');
    const viaMore = await moreWithTags(candidate, [thirtyTags.map((tag) => `#${tag}`).join(''), '#서른하나']);
    expect((await expectError(viaMore, 400, 'BAD_REQUEST', FULL)).status.field).toBe('hashtags');
    expect((await profileOf(candidate)).hashtags).toEqual(thirtyTags);
  });

  it('refuses a hashtag over 15 characters, naming it', async () => {
    const candidate = await newCandidate(app);
    const response = await edit(candidate, 'hashtag', {
      hashtags: ['짧은태그', '열다섯자를넘기는아주긴해시태그입니다'],
    });
    expect((await expectError(response, 400, 'BAD_REQUEST', HASHTAG_TOO_LONG_MESSAGE)).status.field).toBe('hashtags.1');
    const fifteen = await edit(candidate, 'hashtag', { hashtags: ['가'.repeat(15)] });
    expect(fifteen.status).toBe(200);
  });

  it('stores a valid e-mail trimmed and refuses others with SPEC message', async () => {
    const candidate = await newCandidate(app);
    const saved = await edit(candidate, 'email', { email: '  dev.kim@example.co.kr ' });
    expect(await saved.json()).toEqual({ email: 'dev.kim@example.co.kr' });
    for (const email of ['dev.kim', 'dev@kim', '', 'a b@example.com', `${'a'.repeat(200)}@example.com`]) {
      const response = await edit(candidate, 'email', { email });
      expect((await expectError(response, 400, 'BAD_REQUEST', INVALID_EMAIL_MESSAGE)).status.field).toBe('email');
    }
    expect((await profileOf(candidate)).email).toBe('dev.kim@example.co.kr');
  });

  it('stores willingness and the major flag', async () => {
    const candidate = await newCandidate(app);
    expect(await (await edit(candidate, 'willingness', { willingness: 'ACTIVE' })).json()).toEqual({
      willingness: 'ACTIVE',
    });
    expect(await (await edit(candidate, 'ismajor', { isMajor: false })).json()).toEqual({ isMajor: false });
    expect(await profileOf(candidate)).toMatchObject({ willingness: 'ACTIVE', isMajor: false });

    await expectError(await edit(candidate, 'willingness', { willingness: 'MAYBE' }), 400, 'BAD_REQUEST');
    await expectError(await edit(candidate, 'ismajor', { isMajor: 'yes' }), 400, 'BAD_REQUEST');
    expect(await profileOf(candidate)).toMatchObject({ willingness: 'ACTIVE', isMajor: false });
  });
});
