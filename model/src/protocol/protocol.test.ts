import { describe, expect, it } from 'vitest';
import { ajaxActions, ajaxRoute, ajaxUrl } from './actions';
import { errorEnvelopeSchema, isErrorEnvelope } from './envelope';
import { healthResponseSchema } from './health';
import {
  javascriptErrorLimits,
  logJavascriptErrorRequestSchema,
  logJavascriptErrorResponseSchema,
} from './logJavascriptError';

describe('actions', () => {
  it('builds URLs below /nl/ajax', () => {
    expect(ajaxUrl(ajaxActions.health)).toBe('/nl/ajax/health');
    expect(ajaxUrl(ajaxActions.logJavascriptError)).toBe('/nl/ajax/log/javascripterror');
  });

  it('fills and encodes path parameters, and gives the unfilled route for the server', () => {
    expect(ajaxUrl(ajaxActions.chartGet, { chartId: 'a b' })).toBe('/nl/ajax/chart/get/a%20b');
    expect(ajaxRoute(ajaxActions.chartSave)).toBe('/nl/ajax/chart/save/:chartId');
    expect(() => ajaxUrl(ajaxActions.chartSave)).toThrow(/:chartId/);
  });
});

describe('envelope', () => {
  it('recognises error envelopes', () => {
    expect(isErrorEnvelope({ sfRequest: 'error', error: 'Onbekende actie.' })).toBe(true);
    expect(isErrorEnvelope({ sfRequest: 'ok' })).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ sfRequest: 'error' }).success).toBe(false);
  });

  it('describes success responses', () => {
    expect(
      healthResponseSchema.parse({ sfRequest: 'ok', status: 'ok', database: 'ok', engine: '0.1.0' }),
    ).toBeTruthy();
    expect(logJavascriptErrorResponseSchema.safeParse({ sfRequest: 'ok', status: 'kept' }).success).toBe(
      false,
    );
  });
});

describe('logJavascriptErrorRequestSchema', () => {
  const parse = (value: unknown) => logJavascriptErrorRequestSchema.safeParse(value);

  it('needs only errorMsg and drops unknown fields', () => {
    expect(parse({ errorMsg: 'Boom', later: 1 })).toEqual({ success: true, data: { errorMsg: 'Boom' } });
    expect(parse({}).success).toBe(false);
    expect(parse({ errorMsg: '' }).success).toBe(false);
  });

  it('takes line and column numbers as non-negative 32-bit integers', () => {
    expect(
      parse({ errorMsg: 'x', lineNumber: 0, columnNumber: javascriptErrorLimits.position }).success,
    ).toBe(true);
    for (const lineNumber of [
      -1,
      1.5,
      '3',
      javascriptErrorLimits.position + 1,
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]) {
      expect(parse({ errorMsg: 'x', lineNumber }).success, String(lineNumber)).toBe(false);
    }
  });

  it('bounds strings and lists', () => {
    expect(parse({ errorMsg: 'x'.repeat(javascriptErrorLimits.errorMsg) }).success).toBe(true);
    expect(parse({ errorMsg: 'x'.repeat(javascriptErrorLimits.errorMsg + 1) }).success).toBe(false);
    expect(
      parse({ errorMsg: 'x', actions: Array(javascriptErrorLimits.actionsCount + 1).fill('a') }).success,
    ).toBe(false);
    expect(parse({ errorMsg: 'x', actions: ['setZoom', { type: 'drawCells' }] }).success).toBe(true);
  });

  it('takes state as an object only', () => {
    expect(parse({ errorMsg: 'x', state: { chart: {} } }).success).toBe(true);
    expect(parse({ errorMsg: 'x', state: [] }).success).toBe(false);
    expect(parse({ errorMsg: 'x', state: 'x' }).success).toBe(false);
  });
});
