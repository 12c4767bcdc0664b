import { logJavascriptErrorRequestSchema } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { ZodBody } from './zod-body.pipe';

const pipe = new ZodBody(logJavascriptErrorRequestSchema);

function failureOf(value: unknown): AppException {
  try {
    pipe.transform(value);
  } catch (error) {
    if (error instanceof AppException) return error;
    throw error;
  }
  throw new Error('expected the pipe to refuse the value');
}

describe('ZodBody', () => {
  it('returns the parsed value without unknown fields', () => {
    expect(pipe.transform({ errorMsg: 'Boom', extra: true })).toEqual({ errorMsg: 'Boom' });
  });

  it('refuses with a Dutch message naming the field', () => {
    const error = failureOf({ errorMsg: 'x', lineNumber: 'twaalf' });
    expect(error.code).toBe(ErrorCode.InvalidInput);
    expect(error.getStatus()).toBe(400);
    expect(error.message).toBe(
      'Ongeldige invoer. lineNumber: Ongeldige invoer: verwacht getal, ontving string',
    );
  });

  it('names nested fields with dots and the body itself as "body"', () => {
    expect(failureOf({ errorMsg: 'x', actions: ['a', 5] }).message).toContain('actions.1: ');
    expect(failureOf(undefined).message).toMatch(/^Ongeldige invoer\. body: /);
  });

  it('lists at most three problems', () => {
    const message = failureOf({ errorMsg: 1, filename: 2, url: 3, stack: 4, version: 5 }).message;
    expect(message.split('; ')).toHaveLength(4);
    expect(message).toMatch(/\(\+2\)$/);
  });
});
