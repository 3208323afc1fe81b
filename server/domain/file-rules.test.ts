import { describe, expect, it } from 'vitest';
import { FILE_SIZE_MAX, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE } from '../../src/contract/files';
import {
  claimRefusal,
  downloadNameOf,
  FILE_NOT_FOUND_MESSAGE,
  FILE_PURPOSE_MESSAGE,
  isPossibleFileId,
  matchesFileType,
  STALE_UPLOAD_MARGIN_SECONDS,
  staleUploadCutoff,
  storageKeyFor,
  storedBytesRefusal,
  UPLOAD_URL_TTL_SECONDS,
} from './file-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('the first-bytes check', () => {
  it('knows a PDF by %PDF-', () => {
    expect(matchesFileType(text('%PDF-1.7\n%âãÏÓ'), 'pdf')).toBe(true);
    expect(matchesFileType(text('%PD'), 'pdf')).toBe(false);
    expect(matchesFileType(text('<html>%PDF-'), 'pdf')).toBe(false);
  });

  it('knows a PNG by its eight-byte signature', () => {
    expect(matchesFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png')).toBe(true);
    // The signature with its line ending mangled (a PNG sent through a text transfer) is not a PNG.
    expect(matchesFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a), 'png')).toBe(false);
  });

  it('knows a JPEG by FF D8 FF, whichever of jpg and jpeg was declared', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
    expect(matchesFileType(jpeg, 'jpg')).toBe(true);
    expect(matchesFileType(jpeg, 'jpeg')).toBe(true);
    expect(matchesFileType(bytes(0xff, 0xd8), 'jpg')).toBe(false);
  });

  it('refuses an executable, an empty file and another type than declared', () => {
    const executable = text('MZ\x90\x00\x03\x00\x00\x00');
    for (const fileType of ['pdf', 'png', 'jpg', 'jpeg'] as const) {
      expect(matchesFileType(executable, fileType)).toBe(false);
      expect(matchesFileType(new Uint8Array(), fileType)).toBe(false);
    }
    expect(matchesFileType(text('%PDF-1.4'), 'png')).toBe(false);
  });
});

describe('download names', () => {
  it("keeps the candidate's name when it ends in the checked type", () => {
    expect(downloadNameOf('김하늘 이력서.pdf', 'resume', 'pdf')).toBe('김하늘 이력서.pdf');
    expect(downloadNameOf('photo.JPEG', 'portfolio', 'jpg')).toBe('photo.JPEG');
  });

  it('adds the extension of the checked type to any other name', () => {
    expect(downloadNameOf('setup.exe', 'resume', 'pdf')).toBe('setup.exe.pdf');
    expect(downloadNameOf('포트폴리오', 'portfolio', 'png')).toBe('포트폴리오.png');
  });

  it('drops path separators and control characters, and names a nameless file by its purpose', () => {
    expect(downloadNameOf('../../etc/passwd\r\n.pdf', 'resume', 'pdf')).toBe('.. .. etc passwd .pdf');
    expect(downloadNameOf(undefined, 'resume', 'pdf')).toBe('이력서.pdf');
    expect(downloadNameOf('  \u0000 ', 'agent', 'png')).toBe('첨부파일.png');
  });

  it('composes names macOS sends decomposed (NFD) so they read the same everywhere', () => {
    expect(downloadNameOf('이력서.pdf'.normalize('NFD'), 'resume', 'pdf')).toBe('이력서.pdf');
  });
});

describe('what a claim refuses', () => {
  it('refuses a rejected file as not found, and a profile field a file uploaded for another', () => {
    expect(claimRefusal({ status: 'rejected', purpose: 'resume' }, 'resume')).toBe(FILE_NOT_FOUND_MESSAGE);
    expect(claimRefusal({ status: 'pending', purpose: 'portfolio' }, 'resume')).toBe(FILE_PURPOSE_MESSAGE);
    expect(claimRefusal({ status: 'stored', purpose: 'resume' }, 'resume')).toBeUndefined();
  });

  it('lets an agent request take any of the candidate’s files', () => {
    expect(claimRefusal({ status: 'stored', purpose: 'portfolio' }, 'agent')).toBeUndefined();
    expect(claimRefusal({ status: 'pending', purpose: 'resume' }, 'agent')).toBeUndefined();
  });

  it('refuses bytes over the size limit before their type, and bytes of another type', () => {
    const pdf = text('%PDF-1.7');
    expect(storedBytesRefusal(FILE_SIZE_MAX + 1, undefined, 'pdf')).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(storedBytesRefusal(FILE_SIZE_MAX + 1, pdf, 'pdf')).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(storedBytesRefusal(FILE_SIZE_MAX, pdf, 'png')).toBe(FILE_TYPE_MESSAGE);
    expect(storedBytesRefusal(0, undefined, 'pdf')).toBe(FILE_TYPE_MESSAGE);
    expect(storedBytesRefusal(FILE_SIZE_MAX, pdf, 'pdf')).toBeUndefined();
  });
});

describe('keys, ids and staleness', () => {
  it('keeps each candidate’s bytes under their own prefix, with the declared extension', () => {
    expect(storageKeyFor('c-1', 'png', 'ab12')).toBe('candidates/c-1/ab12.png');
  });

  it('asks the database only about ids an int4 column can hold', () => {
    expect(isPossibleFileId(1)).toBe(true);
    expect(isPossibleFileId(2_147_483_647)).toBe(true);
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN]) expect(isPossibleFileId(id)).toBe(false);
  });

  it('calls a pending upload stale a day after its upload URL expired', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const cutoff = staleUploadCutoff(now);
    expect(now.getTime() - cutoff.getTime()).toBe((UPLOAD_URL_TTL_SECONDS + STALE_UPLOAD_MARGIN_SECONDS) * 1000);
    expect(cutoff.toISOString()).toBe('2026-11-25T11:50:00.000Z');
  });
});
