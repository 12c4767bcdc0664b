import { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** At most this many problems are listed in one message. */
const maxListedIssues = 3;

const dutchMessages = z.locales.nl().localeError;

/**
 * Validates a request body against a schema from `@steekwerk/model` and hands the controller the
 * parsed value; a mismatch is a 400 whose message names the field, e.g.
 * `Ongeldige invoer. lineNumber: Ongeldige invoer: verwacht getal, ontving string`.
 *
 * @example
 * submit(@Body(new ZodBody(logJavascriptErrorRequestSchema)) report: LogJavascriptErrorRequest)
 */
export class ZodBody<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  /**
   * @param schema the schema the value must pass
   * @param label what a message calls the value itself: `body`, or e.g. `chartId` for a path parameter
   */
  constructor(
    private readonly schema: Schema,
    private readonly label = 'body',
  ) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value, { error: dutchMessages });
    if (!result.success) {
      throw new AppException(ErrorCode.InvalidInput, describeIssues(result.error.issues, this.label));
    }
    return result.data;
  }
}

/**
 * One line naming each failing field (`state.size: …`) or, for the value itself, `body: …`.
 *
 * @param issues the issues of a failed parse
 * @param label what the value itself is called
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], label = 'body'): string {
  const listed = issues.slice(0, maxListedIssues).map((issue) => {
    const field = issue.path.length === 0 ? label : issue.path.map(String).join('.');
    return `${field}: ${issue.message}`;
  });
  if (issues.length > maxListedIssues) listed.push(`(+${issues.length - maxListedIssues})`);
  return listed.join('; ');
}
