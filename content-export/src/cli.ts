#!/usr/bin/env node
// content-export [--snapshot <file.ndjson>] [--out <folder>]
//
// Without --snapshot, the source is the live dataset named by SANITY_STUDIO_PROJECT_ID and
// SANITY_STUDIO_DATASET when both are set, and the repository's snapshot otherwise.
// Exits 1, writing nothing, when the content breaks a rule (run-cli.ts).
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  log: (text) => console.log(text),
  error: (text) => console.error(text),
});
