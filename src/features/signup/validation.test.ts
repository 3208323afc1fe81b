import { describe, expect, it } from 'vitest';
import {
  backDigitError,
  birthday8Error,
  birthFrontError,
  formatSalaryTyping,
  messages,
  nameError,
  normalizeName,
  parseSalaryInput,
  phoneError,
  residentBackError,
  sanitizeJobQuery,
  wonFromManwon,
} from './validation';

describe('job search input', () => {
  it('keeps only Korean, letters and digits, at most 30 characters', () => {
    expect(sanitizeJobQuery('백엔드 개발자!@#')).toBe('백엔드 개발자');
    expect(sanitizeJobQuery(' iOS_개발   2')).toBe('iOS개발 2');
    expect(sanitizeJobQuery('가'.repeat(40))).toHaveLength(30);
  });
});

describe('names', () => {
  it('strips spaces and accepts Korean or English letters only', () => {
    expect(normalizeName(' 김 하늘 ')).toBe('김하늘');
    expect(nameError('김하늘')).toBeUndefined();
    expect(nameError('Kim Haneul')).toBeUndefined();
    expect(nameError('김하늘1')).toBe('정확한 이름을 입력해 주세요.');
    expect(nameError('')).toBe(messages.name);
  });
});

describe('birthdays', () => {
  it('accepts 8 digits from 1900 to 2099 with a real month and day', () => {
    expect(birthday8Error('19930415')).toBeUndefined();
    expect(birthday8Error('20991231')).toBeUndefined();
    expect(birthday8Error('18991231')).toBe('정확한 생년월일을 입력해 주세요.');
    expect(birthday8Error('19931301')).toBe(messages.birthday);
    expect(birthday8Error('19930432')).toBe(messages.birthday);
    expect(birthday8Error('1993041')).toBe(messages.birthday);
  });

  it('checks the 6-digit front part for a real month and day', () => {
    expect(birthFrontError('930415')).toBeUndefined();
    expect(birthFrontError('000229')).toBeUndefined();
    expect(birthFrontError('930230')).toBe(messages.birthday);
    expect(birthFrontError('931301')).toBe(messages.birthday);
    expect(birthFrontError('93041')).toBe(messages.birthday);
  });

  it('accepts a back digit from 1 to 4 and a 7-digit back part', () => {
    expect(backDigitError('1')).toBeUndefined();
    expect(backDigitError('4')).toBeUndefined();
    expect(backDigitError('5')).toBe('정확한 뒷자리를 입력해 주세요.');
    expect(residentBackError('2345678')).toBeUndefined();
    expect(residentBackError('234567')).toBe(messages.backDigit);
    expect(residentBackError('9345678')).toBe(messages.backDigit);
  });
});

describe('phones', () => {
  it('says empty and malformed apart', () => {
    expect(phoneError('')).toBe('휴대전화 번호를 입력해주세요.');
    expect(phoneError('010-1234')).toBe('정확한 휴대전화 번호를 입력해 주세요.');
    expect(phoneError('010-1234-5678')).toBeUndefined();
  });
});

describe('salary input in 만원', () => {
  it('formats with separators and refuses anything above 0 up to 2,400', () => {
    expect(parseSalaryInput('5,200')).toEqual({ display: '5,200', amount: 5200 });
    expect(parseSalaryInput('2400')).toEqual({
      display: '',
      amount: 0,
      error: '2,400만원 이하의 연봉은 입력할 수 없습니다.',
    });
    expect(parseSalaryInput('1', 'contract').error).toBe('2,400만원 이하의 계약 연봉은 입력할 수 없습니다.');
    expect(parseSalaryInput('2401').amount).toBe(2401);
    expect(parseSalaryInput('')).toEqual({ display: '', amount: 0 });
    expect(parseSalaryInput('0')).toEqual({ display: '0', amount: 0 });
  });

  it('caps at 200,000 and never exceeds 7 characters', () => {
    expect(parseSalaryInput('999999')).toEqual({ display: '200,000', amount: 200000 });
    expect(formatSalaryTyping('1234567')).toBe('123,456');
    expect(formatSalaryTyping('abc12')).toBe('12');
  });

  it('converts 만원 to won', () => {
    expect(wonFromManwon(5200)).toBe(52_000_000);
  });
});
