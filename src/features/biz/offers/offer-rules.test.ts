import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { hopeFloorMessage, SendCuration, SendOffer } from '../../../contract/biz';
import { curationBody, curationIsValid, newCurationItem, validateCuration } from './curation-rules';
import {
  emptyTerms,
  isBelowHope,
  messageProblem,
  type OfferTermsDraft,
  offerMessages,
  perkProblem,
  termsBody,
  validateTerms,
} from './offer-rules';

const candidateId = '0b7e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const terms = (patch: Partial<OfferTermsDraft> = {}): OfferTermsDraft => ({
  salaryMin: '6500',
  salaryMax: '7800',
  position: '백엔드 엔지니어',
  offerItems: ['스톡옵션'],
  ...patch,
});

describe('salary band', () => {
  it('accepts a band whose ends are equal or ordered', () => {
    expect(validateTerms(terms())).toEqual({});
    expect(validateTerms(terms({ salaryMin: '7000', salaryMax: '7000' }))).toEqual({});
  });

  it('refuses a minimum above the maximum, in Korean', () => {
    expect(validateTerms(terms({ salaryMin: '9000', salaryMax: '7800' }))).toEqual({
      salaryBand: '최소 연봉은 최대 연봉보다 클 수 없습니다.',
    });
  });

  it('asks for both ends and keeps them within the contract', () => {
    expect(validateTerms(emptyTerms())).toMatchObject({
      salaryMin: offerMessages.salaryMinRequired,
      salaryMax: offerMessages.salaryMaxRequired,
      position: offerMessages.positionRequired,
    });
    expect(validateTerms(terms({ salaryMax: '200001' })).salaryMax).toBe(offerMessages.salaryRange);
    expect(validateTerms(terms({ salaryMin: '0' })).salaryMin).toBe(offerMessages.salaryFloor);
    expect(validateTerms(terms({ salaryMin: '2400' })).salaryMin).toBe('제안 연봉은 2,400만원보다 높아야 합니다.');
    expect(validateTerms(terms({ salaryMin: '2401' })).salaryMin).toBeUndefined();
  });

  it('does not compare the band while an end is missing', () => {
    expect(validateTerms(terms({ salaryMin: '9000', salaryMax: '' }))).toEqual({
      salaryMax: offerMessages.salaryMaxRequired,
    });
  });
});

describe('perks', () => {
  it('takes up to ten distinct perks of at most thirty characters', () => {
    expect(perkProblem('재택근무', ['스톡옵션'])).toBeUndefined();
    expect(perkProblem('가'.repeat(30), [])).toBeUndefined();
    expect(perkProblem('가'.repeat(31), [])).toBe('혜택은 30자 이내로 입력해 주세요.');
    expect(perkProblem('스톡옵션', ['스톡옵션'])).toBe('이미 추가한 혜택입니다.');
    const ten = Array.from({ length: 10 }, (_, index) => `혜택${index}`);
    expect(perkProblem('하나 더', ten)).toBe('혜택은 최대 10개까지 추가할 수 있습니다.');
  });
});

describe('message', () => {
  it('is required and at most 1,000 characters', () => {
    expect(messageProblem('   ')).toBe('메시지를 입력해 주세요.');
    expect(messageProblem('가'.repeat(1000))).toBeUndefined();
    expect(messageProblem('가'.repeat(1001))).toBe('메시지는 1,000자 이내로 입력해 주세요.');
  });
});

describe('below the hope salary', () => {
  it('is a top of the band under what the candidate hopes for', () => {
    expect(isBelowHope(7800, 8000)).toBe(true);
    expect(isBelowHope(8000, 8000)).toBe(false);
    expect(isBelowHope(7800, null)).toBe(false);
  });

  it('refuses such a top next to the field, naming the floor, in a single offer and in every curation item', () => {
    expect(validateTerms(terms({ salaryMin: '7000', salaryMax: '7800' }), 8000).salaryMax).toBe(hopeFloorMessage(8000));
    expect(validateTerms(terms({ salaryMin: '7000', salaryMax: '8000' }), 8000).salaryMax).toBeUndefined();
    expect(validateTerms(terms({ salaryMin: '7000', salaryMax: '7800' }), null).salaryMax).toBeUndefined();
    const low = { ...newCurationItem(), companyId: 1, terms: terms({ salaryMin: '7000', salaryMax: '7800' }) };
    const high = { ...newCurationItem(), companyId: 2, terms: terms({ salaryMin: '8000', salaryMax: '8800' }) };
    const errors = validateCuration([high, low], '두 회사를 골라 봤어요.', 8000);
    expect(errors.items.map((item) => item.salaryMax)).toEqual([undefined, hopeFloorMessage(8000)]);
    expect(curationIsValid(errors)).toBe(false);
  });
});

describe('a draft that passes the checks', () => {
  it('is an offer the contract accepts', () => {
    const body = { candidateId, ...termsBody(terms({ position: '  백엔드  ' })), message: '함께해요' };
    expect(body.position).toBe('백엔드');
    expect(is(body, SendOffer)).toBe(true);
  });

  it('is a curation the contract accepts', () => {
    const items = [1, 2].map((companyId) => ({ ...newCurationItem(), companyId, terms: terms() }));
    const errors = validateCuration(items, '두 회사를 추천합니다.');
    expect(curationIsValid(errors)).toBe(true);
    expect(is(curationBody(candidateId, items, '두 회사를 추천합니다.'), SendCuration)).toBe(true);
  });
});

describe('curation', () => {
  it('needs a distinct company for each item and 2–5 items', () => {
    const first = { ...newCurationItem(), companyId: 1, terms: terms() };
    const again = { ...newCurationItem(), companyId: 1, terms: terms() };
    const errors = validateCuration([first, again], '메시지');
    expect(errors.items[1]?.companyId).toBe('이미 선택한 회사입니다.');
    expect(validateCuration([first], '메시지').size).toBe(offerMessages.curationSize);
    expect(validateCuration([{ ...first, companyId: undefined }], '메시지').items[0]?.companyId).toBe(
      '회사를 선택해 주세요.',
    );
  });
});
