import { describe, expect, it } from 'vitest';
import { blogLimit, blogPostUrl } from './blog';

describe('blogPostUrl', () => {
  it('resolves a path against the blog and keeps an https URL', () => {
    expect(blogPostUrl('https://blog.boltx.example', '/hope-salary')).toBe('https://blog.boltx.example/hope-salary');
    expect(blogPostUrl('https://boltx.example/blog', '/hope-salary')).toBe('https://boltx.example/blog/hope-salary');
    expect(blogPostUrl('https://blog.boltx.example', 'https://other.example/post')).toBe('https://other.example/post');
  });

  it('answers nothing for what is neither', () => {
    for (const stored of ['http://blog.example/post', '//evil.example/post', 'javascript:alert(1)', 'post']) {
      expect(blogPostUrl('https://blog.boltx.example', stored), stored).toBeUndefined();
    }
  });
});

describe('blogLimit', () => {
  it('defaults to 6 and accepts 1 to 20', () => {
    expect(blogLimit(undefined)).toBe(6);
    expect(blogLimit('1')).toBe(1);
    expect(blogLimit('20')).toBe(20);
    expect(() => blogLimit('0')).toThrow();
    expect(() => blogLimit('21')).toThrow();
  });
});
