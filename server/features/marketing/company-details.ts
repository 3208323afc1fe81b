/**
 * The footer's registration details (전자상거래법 §10: 대표, 사업자등록번호, 직업정보제공사업 신고번호)
 * come from the operator's configuration (COMPANY_* variables), never from the code: outside the
 * sandbox a detail nobody configured is simply not shown. In sandbox mode the unset ones are
 * obvious placeholders that the footer marks 예시, so a demo never passes for a registered business.
 */
import type { Infer } from 'superstruct';
import type { CompanyDetail, CompanyDetails } from '../../../src/contract/content';
import type { Env } from '../../env';

const SAMPLE_COMPANY_DETAILS = {
  representative: '홍길동',
  registrationNumber: '000-00-00000',
  jobInformationNumber: '제0000-00호',
} as const;

type Detail = Infer<typeof CompanyDetail>;

export function companyDetails(configured: Env['companyDetails'], sandbox: boolean): CompanyDetails {
  const detail = (name: keyof typeof SAMPLE_COMPANY_DETAILS): Detail | null => {
    const value = configured[name];
    if (value) return { value, sample: false };
    return sandbox ? { value: SAMPLE_COMPANY_DETAILS[name], sample: true } : null;
  };
  return {
    representative: detail('representative'),
    registrationNumber: detail('registrationNumber'),
    jobInformationNumber: detail('jobInformationNumber'),
  };
}
