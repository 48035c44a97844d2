// The two commands of README.md's "The two commands" section, read from the README itself, so
// the fresh-machine check runs exactly what a newcomer reads.

export type ReadmeCommands = { run: string; test: string };

/** The commands of the first sh block under "## The two commands", comments stripped. */
export function readmeCommands(readme: string): ReadmeCommands {
  const section = readme.split(/^## /m).find((part) => part.startsWith('The two commands'));
  if (!section) throw new Error('README.md has no "## The two commands" section.');
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md\'s "The two commands" section has no ```sh block.');
  const commands = block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.length > 0);
  const run = commands.find((command) => / start$/.test(command));
  const test = commands.find((command) => / test$/.test(command));
  if (commands.length !== 2 || !run || !test) {
    throw new Error(
      `README.md's "The two commands" block must hold one command ending in "start" and one ending in "test"; it holds: ${JSON.stringify(commands)}.`,
    );
  }
  return { run, test };
}
