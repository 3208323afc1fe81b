import { describe, expect, it } from 'vitest';
import { PARTNER_INVITATION_BODY } from '../../../src/contract/partners';
import { shareContent, shareCopy, shareUrl } from './share-content';

describe('share links', () => {
  it('land on the mode’s page with the utm parameters of the share', () => {
    const url = new URL(shareUrl('https://boltx.example', { mode: 'money', lifetimeIncome: 182300 }, 'Ab12Cd34Ef'));
    expect(url.origin + url.pathname).toBe('https://boltx.example/money');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'share',
      utm_medium: 'messenger',
      utm_campaign: 'money',
      utm_content: 'Ab12Cd34Ef',
    });
  });

  it('send partners to their referral link and the default share to the landing', () => {
    const partner = shareUrl(
      'http://localhost:8080',
      { mode: 'partners', partnerName: '최민준', referralToken: 'MinjunPartner1' },
      'c',
    );
    expect(new URL(partner).pathname).toBe('/r/MinjunPartner1');
    expect(new URL(shareUrl('http://localhost:8080', { mode: 'default' }, 'c')).pathname).toBe('/');
    expect(new URL(shareUrl('http://localhost:8080', { mode: 'graph' }, 'c')).pathname).toBe('/graph');
    expect(new URL(shareUrl('http://localhost:8080', { mode: 'secret' }, 'c')).pathname).toBe('/secret');
  });
});

describe('share copy', () => {
  it('reads the lifetime income in Korean units', () => {
    expect(shareCopy({ mode: 'money', lifetimeIncome: 182300 }).title).toBe('내 생애 소득은 18억 2,300만원이에요');
    expect(shareCopy({ mode: 'money', lifetimeIncome: 100000 }).title).toBe('내 생애 소득은 10억원이에요');
  });

  it('addresses the friend without 당신, as Korean apps do', () => {
    for (const mode of ['money', 'graph', 'secret', 'default'] as const) {
      const copy = shareCopy(mode === 'money' ? { mode, lifetimeIncome: 182300 } : { mode });
      expect(`${copy.title} ${copy.description}`).not.toContain('당신');
    }
  });

  it('invites in the partner’s name', () => {
    expect(shareCopy({ mode: 'partners', partnerName: '최민준', referralToken: 'x' })).toEqual({
      title: '최민준님이 볼트X를 추천했어요',
      description: PARTNER_INVITATION_BODY,
    });
  });

  it('never names an amount outside the money mode', () => {
    for (const mode of ['graph', 'secret', 'default'] as const) {
      const content = shareContent('https://boltx.example', { mode }, 'code');
      expect(content.mode).toBe(mode);
      expect(`${content.title}${content.description}`).not.toMatch(/\d/);
    }
  });
});
