import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type PasswordInput, PasswordInputError, readNewPassword } from './password-input';

/** A terminal: keys arrive as typed, raw mode is recorded, and whatever is written back is kept. */
function terminal() {
  const input = new PassThrough() as PassThrough & PasswordInput;
  const modes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (mode: boolean) => modes.push(mode);
  const shown: string[] = [];
  const screen = new PassThrough();
  screen.on('data', (chunk) => shown.push(String(chunk)));
  return { input, screen, modes, shown: () => shown.join('') };
}

describe('the console-account password', () => {
  it('is typed twice at a terminal in raw mode and never echoed, backspace and all', async () => {
    const tty = terminal();
    const read = readNewPassword(tty.input, tty.screen);
    tty.input.write('secret-passX\u007f');
    tty.input.write('word-2026\r');
    await new Promise((resolve) => setImmediate(resolve));
    tty.input.write('secret-password-2026\r');
    await expect(read).resolves.toBe('secret-password-2026');
    expect(tty.shown()).toBe('새 비밀번호 (new password): \n한 번 더 (again): \n');
    expect(tty.modes).toEqual([true, false, true, false]);
  });

  it('is refused at a terminal when the two entries differ, or on Ctrl-C', async () => {
    const differ = terminal();
    const read = readNewPassword(differ.input, differ.screen);
    differ.input.write('first-password-1\r');
    await new Promise((resolve) => setImmediate(resolve));
    differ.input.write('other-password-2\r');
    await expect(read).rejects.toThrow('두 번 입력한 비밀번호가 달라요');

    const cancelled = terminal();
    const interrupted = readNewPassword(cancelled.input, cancelled.screen);
    cancelled.input.write('half\u0003');
    await expect(interrupted).rejects.toBeInstanceOf(PasswordInputError);
    expect(cancelled.modes.at(-1)).toBe(false);
  });

  it('is the first line of a pipe, without its line ending', async () => {
    const screen = new PassThrough();
    await expect(readNewPassword(Readable.from(['piped-password-1\r\n', 'rest\n']), screen)).resolves.toBe(
      'piped-password-1',
    );
    await expect(readNewPassword(Readable.from(['no-newline-at-all']), screen)).resolves.toBe('no-newline-at-all');
  });

  it('is refused when the pipe is empty', async () => {
    await expect(readNewPassword(Readable.from([]), new PassThrough())).rejects.toThrow('비밀번호를 받지 못했어요');
  });
});
