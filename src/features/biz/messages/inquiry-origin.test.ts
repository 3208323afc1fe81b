import { describe, expect, it } from 'vitest';
import { inquiryOriginText } from './inquiry-origin';

describe('inquiryOriginText', () => {
  it('names the screen as the candidate saw it, keeping the address after the name', () => {
    expect(inquiryOriginText('/faq')).toBe('문의 위치: 자주 묻는 질문 (/faq)');
    expect(inquiryOriginText('/my/result/curation/7')).toBe('문의 위치: 큐레이션 제안 (/my/result/curation/7)');
  });

  it('shows an address the app does not name as it is', () => {
    expect(inquiryOriginText('/nowhere')).toBe('문의 위치: /nowhere');
  });
});
