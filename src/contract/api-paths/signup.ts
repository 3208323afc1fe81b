/** API paths: Sign-up and verification. */
export const jobLabelSearch = '/users/labels/search';
export const popularJobs = '/users/labels/popular';
export const utm = '/users/utm';
export const createUser = '/v2/users';
export const verifyRequest = '/v3/users/verify/request';
export const verify = '/v3/users/verify';
export const verifySalary = '/v3/users/verify/salary';
export const tax = '/v3/users/tax';
export const taxVerify = '/v3/users/tax/verify';
export const saveSalary = '/v2/users/salary';
export const submit = '/v3/users/submit';
export const userVerifyData = '/users/verify';
export const schoolSearch = '/users/school';
export const majorSearch = '/users/major';
export const userSchools = '/users/schools';
export const userSchoolEntry = '/users/schools/:id';
