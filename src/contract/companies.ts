import { array, type Infer, number, object, string } from 'superstruct';

export const Company = object({
  id: number(),
  name: string(),
  /** Same-origin path of the company's logo (SVG). */
  logo: string(),
  industry: string(),
});
export type Company = Infer<typeof Company>;

export const CompanyList = object({ companyItems: array(Company) });
export type CompanyList = Infer<typeof CompanyList>;

export const CompanyLogo = object({ name: string(), logo: string() });
