import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../harness/paths.ts';
import { readmeCommands } from './readme-commands.ts';

test("reads this repository's README: npm start and npm test", () => {
  expect(readmeCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'))).toEqual({
    run: 'npm start',
    test: 'npm test',
  });
});

test('takes the first sh block of the section and drops comments', () => {
  const readme = [
    '# App',
    '## The two commands',
    'Text.',
    '```sh',
    'yarn start # serves the app',
    '',
    'yarn test  # every test',
    '```',
    '```sh',
    'yarn other',
    '```',
    '## Next',
  ].join('\n');
  expect(readmeCommands(readme)).toEqual({ run: 'yarn start', test: 'yarn test' });
});

test('says what is missing', () => {
  expect(() => readmeCommands('# App\n## Setup\n')).toThrow('no "## The two commands" section');
  expect(() => readmeCommands('## The two commands\nnpm start\n')).toThrow('no ```sh block');
  expect(() => readmeCommands('## The two commands\n```sh\nnpm start\n```\n')).toThrow(
    'holds: ["npm start"]',
  );
});
