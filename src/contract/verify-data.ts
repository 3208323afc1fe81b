/**
 * What verification found, as the candidate's own screens read it back (GET /api/users/verify:
 * /my and the retry page), and the career item the sign-up's verification answers carry
 * (signup.ts). Apart from the sign-up contract, which /my does not need.
 */
import { array, enums, type Infer, integer, nullable, object, string } from 'superstruct';

export const CareerItem = object({
  id: integer(),
  company: string(),
  job: string(),
  /** YYYY-MM */
  start: string(),
  /** YYYY-MM, or '' while employed there. */
  end: string(),
});
export type CareerItem = Infer<typeof CareerItem>;

export const UserVerifyData = object({
  userItems: object({
    name: string(),
    phone: string(),
    birthday: string(),
    gender: string(),
    jobLabel: string(),
    jobSubLabel: string(),
  }),
  techStackItems: array(string()),
  salaryItems: array(
    object({
      type: string(),
      year: integer(),
      inputSalary: nullable(integer()),
      source: enums(['HEALTH', 'TAX', 'INPUT']),
    }),
  ),
  careerItems: array(CareerItem),
  userSchoolItems: array(
    object({ school: string(), major: string(), degree: string(), start: string(), end: string() }),
  ),
});
export type UserVerifyData = Infer<typeof UserVerifyData>;
