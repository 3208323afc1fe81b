import { describe, expect, it } from 'vitest';
import { companyNameKey, sameCompany } from './company-name-key';

describe('companyNameKey', () => {
  it('reads every spelling of a Korean company name as the company', () => {
    const spellings = [
      '한빛모빌리티',
      '한빛모빌리티\u00a0',
      '한빛모빌리티\t',
      ' 한빛모빌리티 ',
      '(주)한빛모빌리티',
      '( 주 ) 한빛모빌리티',
      '（주）한빛모빌리티',
      '주식회사 한빛모빌리티',
      '주식회사한빛모빌리티',
      '㈜한빛모빌리티',
      '한빛모빌리티 주식회사',
      '한빛모빌리티(주)',
      '유한회사 한빛모빌리티',
      '(유)한빛모빌리티',
      '한빛\u3000모빌리티',
      '한빛·모빌리티',
    ];
    for (const spelling of spellings) expect(companyNameKey(spelling), JSON.stringify(spelling)).toBe('한빛모빌리티');
  });

  it('reads latin names without case, spacing, punctuation or the legal form', () => {
    const spellings = [
      'Maru Cloud',
      'MARU CLOUD',
      '  maru cloud ',
      'Maru Cloud, Inc.',
      'Maru Cloud Inc',
      'Maru Cloud Corp.',
      'Maru Cloud Corporation',
      'Maru Cloud Co., Ltd.',
      'Maru Cloud Co.,Ltd',
      'Maru Cloud co ltd',
      'Ｍａｒｕ Ｃｌｏｕｄ',
      'Maru-Cloud',
    ];
    for (const spelling of spellings) expect(companyNameKey(spelling), spelling).toBe('marucloud');
  });

  it('keeps letters that only look like a legal form inside a word', () => {
    expect(companyNameKey('Incheon Air')).toBe('incheonair');
    expect(companyNameKey('Zinc Labs')).toBe('zinclabs');
    expect(companyNameKey('Cocoa Ltd')).toBe('cocoa');
    expect(companyNameKey('주주클럽')).toBe('주주클럽');
  });

  it('keeps digits, and tells different companies apart', () => {
    expect(companyNameKey('11번가')).toBe('11번가');
    expect(companyNameKey('한빛모빌리티')).not.toBe(companyNameKey('한빛모빌'));
    expect(companyNameKey('누리페이')).not.toBe(companyNameKey('한빛모빌리티'));
  });

  it('answers an empty key for a name that is only a legal form or punctuation', () => {
    for (const name of ['', '   ', '(주)', '주식회사', '---']) expect(companyNameKey(name)).toBe('');
  });
});

describe('sameCompany', () => {
  it('matches spellings of one company and never two empty names', () => {
    expect(sameCompany('㈜한빛모빌리티', '한빛모빌리티 주식회사')).toBe(true);
    expect(sameCompany('한빛모빌리티', '누리페이')).toBe(false);
    expect(sameCompany('(주)', '주식회사')).toBe(false);
  });
});
