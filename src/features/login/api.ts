import { useMutation } from '@tanstack/react-query';
import { LoginCodeResponse, type LoginRequest, LoginResponse } from '../../contract/auth';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';

export const requestLoginCode = (phone: string) =>
  request(apiPaths.loginCode, { method: 'POST', body: { phone }, response: LoginCodeResponse, auth: false });

export const signInWithCode = (body: LoginRequest) =>
  request(apiPaths.login, { method: 'POST', body, response: LoginResponse, auth: false });

export const useRequestLoginCode = () => useMutation({ mutationFn: requestLoginCode });
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode });
