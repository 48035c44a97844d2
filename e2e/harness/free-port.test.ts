// The harness's ports stay below the kernel's ephemeral range, where no outgoing connection can
// take one between the pick and the server's listen (processes.ts, freePort).
import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { freePort, portsBelowEphemeral } from './processes.ts';

test('the range ends below the first ephemeral port the kernel names, 32768 when it names none', () => {
  expect(portsBelowEphemeral('32768\t60999\n')).toEqual([20000, 32767]);
  expect(portsBelowEphemeral('40000 65000')).toEqual([20000, 39999]);
  expect(portsBelowEphemeral(undefined)).toEqual([20000, 32767]);
  expect(portsBelowEphemeral('garbage')).toEqual([20000, 32767]);
  // A range that starts too low to leave room falls back to the default.
  expect(portsBelowEphemeral('1024 65000')).toEqual([20000, 32767]);
});

test('a free port is in that range and can be listened on', async () => {
  const [low, high] = portsBelowEphemeral();
  for (let round = 0; round < 5; round += 1) {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(low);
    expect(port).toBeLessThanOrEqual(high);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});
