/** What the public pages show about us: the blog's address and the footer's registration details. */
import { coerce, defaulted, type Infer, optional, string, type } from 'superstruct';
import { checked, matching, urlOf } from './variable-types';

/** An https: address of the blog (origin and optional path), without a trailing slash; undefined if it is not one. */
function blogAddress(raw: unknown): string | undefined {
  const url = urlOf(raw);
  if (url?.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const blogUrl = defaulted(
  coerce(
    checked<string>(
      'blog url',
      (value) => blogAddress(value) === value,
      'must be an https address of the blog without a query, e.g. https://blog.boltx.example or https://boltx.example/blog',
    ),
    string(),
    (raw) => blogAddress(raw) ?? raw,
  ),
  'https://blog.boltx.example',
);

export const MarketingVariables = type({
  BLOG_URL: blogUrl,
  // The footer's registration details (features/marketing/company-details.ts): shown only when set.
  COMPANY_REPRESENTATIVE: optional(string()),
  COMPANY_REGISTRATION_NUMBER: optional(
    matching(/^\d{3}-\d{2}-\d{5}$/, 'must be a 사업자등록번호 in the form 123-45-67890'),
  ),
  COMPANY_JOB_INFORMATION_NUMBER: optional(string()),
});
type MarketingVariables = Infer<typeof MarketingVariables>;

export function marketingSettingsOf(vars: MarketingVariables) {
  return {
    /** Our blog (https origin and path, no trailing slash): seeded posts' paths are resolved against it. */
    blogUrl: vars.BLOG_URL,
    /** The footer's 대표, 사업자등록번호 and 직업정보제공사업 신고번호; unset ones are not shown (samples in the sandbox). */
    companyDetails: {
      representative: vars.COMPANY_REPRESENTATIVE,
      registrationNumber: vars.COMPANY_REGISTRATION_NUMBER,
      jobInformationNumber: vars.COMPANY_JOB_INFORMATION_NUMBER,
    },
  };
}
