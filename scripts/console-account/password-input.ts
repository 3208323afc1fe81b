/**
 * The password of a console-account command, never from the command line (it would stay in the
 * shell's history and show in `ps`): at a terminal it is typed twice with nothing echoed; from a
 * pipe (`printf '%s\n' "$PASSWORD" | …`) it is the first line. Anything else is refused.
 */

/** Standard input as this reads it: a terminal (isTTY, setRawMode) or a pipe. */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export class PasswordInputError extends Error {}

/** A pipe is read up to this much: a password is one short line. */
const PIPE_LIMIT_BYTES = 64 * 1024;

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/** One line typed at a terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D on an empty line cancels. */
function typedLine(input: PasswordInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') return finish();
        if (char === CTRL_C || (char === CTRL_D && typed === '')) {
          return finish(new PasswordInputError('취소했어요. (cancelled)'));
        }
        if (BACKSPACE.includes(char)) typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of a pipe. */
async function pipedLine(input: PasswordInput): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n') || text.length > PIPE_LIMIT_BYTES) break;
  }
  const line = text.split('\n')[0]?.replace(/\r$/, '') ?? '';
  if (line === '') {
    throw new PasswordInputError(
      '표준 입력에서 비밀번호를 받지 못했어요. 터미널에서 실행하거나, 파이프로 한 줄을 보내 주세요.\n' +
        'No password on standard input: run this at a terminal, or pipe it one line (printf \'%s\\n\' "$PASSWORD" | …).',
    );
  }
  return line;
}

/** Reads a new password: typed twice at a terminal (prompts on `prompt`), or piped once. */
export async function readNewPassword(input: PasswordInput, prompt: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY) return pipedLine(input);
  if (!input.setRawMode)
    throw new PasswordInputError('이 터미널은 입력을 숨길 수 없어요. (this terminal cannot hide input)');
  prompt.write('새 비밀번호 (new password): ');
  const first = await typedLine(input);
  prompt.write('\n한 번 더 (again): ');
  const second = await typedLine(input);
  prompt.write('\n');
  if (first !== second) throw new PasswordInputError('두 번 입력한 비밀번호가 달라요. (the two entries differ)');
  return first;
}
