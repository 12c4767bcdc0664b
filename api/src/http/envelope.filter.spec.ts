import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AppException } from '../errors/app.exception';
import { ErrorCode, errorCatalogue } from '../errors/error-codes';
import { answerFor } from './envelope.filter';

function fastifyError(code: string, statusCode: number) {
  return Object.assign(new Error(code), { code, statusCode });
}

describe('answerFor', () => {
  it('uses the code and detail of an AppException', () => {
    expect(answerFor(new AppException(ErrorCode.InvalidInput, 'errorMsg: te lang'), '/nl/ajax/x')).toEqual({
      status: 400,
      code: ErrorCode.InvalidInput,
      message: 'Ongeldige invoer. errorMsg: te lang',
    });
  });

  it('maps Fastify errors by code, also when Nest wrapped them', () => {
    expect(answerFor(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400), '/').code).toBe(
      ErrorCode.InvalidJson,
    );
    expect(answerFor(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400), '/').code).toBe(ErrorCode.EmptyBody);
    expect(answerFor(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413), '/')).toMatchObject({ status: 413 });
    expect(answerFor(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415), '/')).toMatchObject({
      status: 415,
    });
    const wrapped = new HttpException('Body is not valid JSON', 400, {
      cause: fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400),
    });
    expect(answerFor(wrapped, '/').code).toBe(ErrorCode.InvalidJson);
  });

  it('tells an unknown action from another missing path', () => {
    expect(answerFor(new NotFoundException(), '/nl/ajax/chart/get/1').code).toBe(ErrorCode.UnknownAction);
    expect(answerFor(new NotFoundException(), '/nl/ajax').code).toBe(ErrorCode.UnknownAction);
    expect(answerFor(new NotFoundException(), '/nl/ajaxish').code).toBe(ErrorCode.NotFound);
  });

  it('answers other 4xx errors by status, with the catalogue message', () => {
    expect(answerFor(new BadRequestException('English detail'), '/')).toEqual({
      status: 400,
      code: ErrorCode.BadRequest,
      message: errorCatalogue[ErrorCode.BadRequest].message,
    });
    expect(answerFor(fastifyError('FST_ERR_SOMETHING_NEW', 418), '/')).toMatchObject({
      status: 418,
      code: ErrorCode.BadRequest,
    });
    expect(answerFor(new HttpException('x', 429), '/').code).toBe(ErrorCode.TooManyRequests);
  });

  it.each([
    new Error('bug'),
    new TypeError('x is undefined'),
    new HttpException('x', 502),
    'a string',
    null,
    undefined,
    { statusCode: 'nope' },
  ])('answers anything unexpected (%s) with a generic 500', (exception) => {
    expect(answerFor(exception, '/nl/ajax/health')).toEqual({
      status: 500,
      code: ErrorCode.Internal,
      message: errorCatalogue[ErrorCode.Internal].message,
    });
  });
});
