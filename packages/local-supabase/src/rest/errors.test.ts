import { describe, expect, it } from 'vitest';
import type { PostgresError } from '../database.ts';
import { fromPostgres, statusFor } from './errors.ts';

describe("PostgREST's status for a Postgres error", () => {
  it('follows its table: exact codes first, then the class, else 400', () => {
    expect(statusFor('P0001')).toBe(400); // raise exception
    expect(statusFor('P0002')).toBe(500); // no_data_found: other PL/pgSQL errors are 500
    expect(statusFor('P0004')).toBe(500); // assert_failure
    expect(statusFor('PT404')).toBe(404); // PostgREST's custom status from the function
    expect(statusFor('PT402')).toBe(402);
    expect(statusFor('PT999')).toBe(400); // not a status: the client's fault, as any other
    expect(statusFor('23505')).toBe(409);
    expect(statusFor('23503')).toBe(409);
    expect(statusFor('23514')).toBe(400);
    expect(statusFor('23502')).toBe(400);
    expect(statusFor('22P02')).toBe(400);
    expect(statusFor('22023')).toBe(400);
    expect(statusFor('25006')).toBe(405);
    expect(statusFor('25P02')).toBe(500);
    expect(statusFor('42883')).toBe(404);
    expect(statusFor('42P01')).toBe(404);
    expect(statusFor('42P17')).toBe(500);
    expect(statusFor('42703')).toBe(400);
    expect(statusFor('28000')).toBe(403);
    expect(statusFor('08006')).toBe(503);
    expect(statusFor('53400')).toBe(500);
    expect(statusFor('53300')).toBe(503);
    expect(statusFor('57014')).toBe(500);
    expect(statusFor('XX000')).toBe(500);
  });

  it('keeps code, message, details and hint, and answers 42501 by role', () => {
    const error = Object.assign(new Error('Cenário bloqueado'), {
      code: 'P0001',
      detail: 'd',
      hint: 'h',
    }) as PostgresError;
    expect(fromPostgres(error, false)).toMatchObject({
      status: 400,
      body: { code: 'P0001', message: 'Cenário bloqueado', details: 'd', hint: 'h' },
    });
    const denied = Object.assign(new Error('permission denied for function f'), {
      code: '42501',
    }) as PostgresError;
    expect(fromPostgres(denied, true)).toMatchObject({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
      body: { details: null, hint: null },
    });
    expect(fromPostgres(denied, false).status).toBe(403);
  });
});
