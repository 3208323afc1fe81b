/**
 * API paths the app shell itself asks for: the session, the server's health, the footer's company
 * details, analytics events, and a push subscription's removal at sign-out. Kept apart, so the shell
 * carries these and no other.
 */
export const health = '/health';
/** Liveness: 200 while the process runs, whatever the database does. */
export const healthLive = '/health/live';
/** Readiness, what a load balancer checks: 200 while the process takes new work, 503 once it is shutting down. */
export const healthReady = '/health/ready';
export const authRefresh = '/auth/refresh';
export const authLogout = '/auth/logout';
/** The footer's registration details (대표, 사업자등록번호, 직업정보제공사업), from the server's configuration. */
export const companyDetails = '/company-details';
export const events = '/events';
export const pushSubscriptions = '/push/subscriptions';
