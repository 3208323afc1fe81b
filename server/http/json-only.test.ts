import { describe, expect, it } from 'vitest';
import { isJsonContentType } from './json-only';

describe('isJsonContentType', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON;charset="UTF-8"',
    'application/json ; charset=utf8',
    'application/json;;;',
  ])('takes %s', (header) => {
    expect(isJsonContentType(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=garbage',
    'application/jsonp',
    'application/vnd.api+json',
    'text/json',
  ])('refuses %s', (header) => {
    expect(isJsonContentType(header)).toBe(false);
  });
});
