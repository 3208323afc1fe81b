/** API paths: Signing in (phone, Kakao, the sandbox's authorization). */
export const loginCode = '/users/login/code';
export const login = '/users/login';
export const kakaoAuthorizeUrl = '/auth/kakao/authorize-url';
export const kakaoLogin = '/users/login/kakao';
export const sandboxAuthorize = '/sandbox/oauth/authorize';
export const userExist = '/users/exist';
