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
} as const;

export const API_BASE = '/api';
