/** Paths under the API base (`/api`), exactly as SPEC.md §7 names them. */
export const apiPaths = {
  health: '/health',
  authRefresh: '/auth/refresh',
  authLogout: '/auth/logout',
  loginCode: '/users/login/code',
  login: '/users/login',
  companies: '/companies',
  companyLogo: '/companies/logo',
  my: '/v3/users/my',
  sandboxInbox: '/sandbox/inbox',
  jobLabelSearch: '/users/labels/search',
  popularJobs: '/users/labels/popular',
  utm: '/users/utm',
  userExist: '/users/exist',
  createUser: '/v2/users',
  verifyRequest: '/v3/users/verify/request',
  verify: '/v3/users/verify',
  verifySalary: '/v3/users/verify/salary',
  tax: '/v3/users/tax',
  taxVerify: '/v3/users/tax/verify',
  saveSalary: '/v2/users/salary',
  submit: '/v3/users/submit',
  userVerifyData: '/users/verify',
  schoolSearch: '/users/school',
  majorSearch: '/users/major',
} as const;

export const API_BASE = '/api';
