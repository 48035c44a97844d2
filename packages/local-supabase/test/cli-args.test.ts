// The command line: a lone `--` (how pnpm users pass flags: `pnpm backend -- --memory`) is
// ignored; anything else unknown is a UsageError that names it.
import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from '../src/cli-args.ts';

const usageError = (args: string[]) => {
  try {
    parseCliArgs(args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`no UsageError for ${args.join(' ')}`);
};

describe('parseCliArgs', () => {
  it('reads the options, in both spellings', () => {
    expect(parseCliArgs([])).toEqual({
      help: false,
      memory: false,
      dataDir: undefined,
      port: undefined,
    });
    expect(parseCliArgs(['--data-dir', 'x/y', '--port', '0'])).toMatchObject({
      dataDir: 'x/y',
      port: 0,
    });
    expect(parseCliArgs(['--data-dir=x/y', '--port=54321'])).toMatchObject({
      dataDir: 'x/y',
      port: 54321,
    });
    expect(parseCliArgs(['--memory'])).toMatchObject({ memory: true });
    expect(parseCliArgs(['-h']).help).toBe(true);
  });

  it('ignores a lone `--`, as `pnpm backend -- --memory` passes it (was ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL)', () => {
    expect(parseCliArgs(['--', '--memory'])).toMatchObject({ memory: true });
    expect(parseCliArgs(['--', '--port', '3', '--'])).toMatchObject({ port: 3 });
  });

  it('names an unknown option (was ERR_PARSE_ARGS_UNKNOWN_OPTION and a stack)', () => {
    expect(usageError(['--bogus'])).toBe('Unknown option --bogus.');
    expect(usageError(['--memory', '-x'])).toBe('Unknown option -x.');
    expect(usageError(['--', '--datadir', 'x'])).toBe('Unknown option --datadir.');
  });

  it('names an unexpected argument', () => {
    expect(usageError(['memory'])).toContain('Unexpected argument "memory"');
    expect(usageError(['--memory', 'extra'])).toContain('Unexpected argument "extra"');
  });

  it('names an option without its value, or with a bad one', () => {
    expect(usageError(['--port'])).toBe('--port needs a value: --port N.');
    expect(usageError(['--data-dir'])).toBe('--data-dir needs a value: --data-dir DIR.');
    // The next option is not the folder's name.
    expect(usageError(['--data-dir', '--port', '3'])).toBe(
      '--data-dir needs a value: --data-dir DIR.',
    );
    expect(usageError(['--port', 'eighty'])).toContain('--port "eighty": a port is a number');
    expect(usageError(['--port', '70000'])).toContain('--port "70000"');
    expect(usageError(['--memory=yes'])).toContain('--memory takes no value');
  });

  it('refuses --memory with --data-dir rather than choosing one silently', () => {
    expect(usageError(['--memory', '--data-dir', 'x'])).toBe(
      '--memory and --data-dir together: choose one.',
    );
  });
});
