import { describe, expect, it } from 'vitest';
import { fileProblem, uploadIfFile } from './upload';

describe('file rules', () => {
  it('takes pdf, png, jpg and jpeg up to 20 MB (1 MB = 1,048,576 bytes)', () => {
    expect(fileProblem({ name: '이력서.PDF', size: 20 * 1_048_576 })).toBeUndefined();
    expect(fileProblem({ name: 'cv.pdf', size: 20 * 1_048_576 + 1 })).toBe('최대 20MB 이하의 파일만 등록 가능합니다.');
    expect(fileProblem({ name: 'cv.exe', size: 10 })).toBe('pdf, png, jpg, jpeg 파일만 등록할 수 있어요.');
  });

  it('passes a stored id or nothing through without uploading', async () => {
    await expect(uploadIfFile('user', 'resume', 7)).resolves.toBe(7);
    await expect(uploadIfFile('user', 'resume', null)).resolves.toBeNull();
  });
});
