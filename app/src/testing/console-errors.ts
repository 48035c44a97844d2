// console.error is trapped in every app test; a test that expects one takes it from here.
import { format } from 'node:util';
import { vi } from 'vitest';

let errors: string[] = [];

export function trapConsoleErrors(): void {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
}

/** The console.error lines logged so far in this test; they no longer fail it. */
export function takeConsoleErrors(): string[] {
  const taken = errors;
  errors = [];
  return taken;
}
