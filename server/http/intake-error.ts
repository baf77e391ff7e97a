/**
 * The intake's answers to bad input: a status and a JSON body the browser can show. Anything
 * thrown that is not one of these (or a 4xx from Fastify or the multipart parser) is a fault
 * of ours and answers 500.
 */
export type FieldError = { field: string; message: string };

export type IntakeErrorCode =
  | 'validation'
  | 'bad-request'
  | 'rejected'
  | 'not-found'
  | 'too-large'
  | 'unsupported-media-type'
  | 'rate-limited'
  | 'form-changed'
  | 'internal';

export class IntakeError extends Error {
  readonly statusCode: number;
  readonly code: IntakeErrorCode;
  readonly errors?: FieldError[];

  constructor(statusCode: number, code: IntakeErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'IntakeError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }

  get body(): { error: IntakeErrorCode; message: string; errors?: FieldError[] } {
    return this.errors
      ? { error: this.code, message: this.message, errors: this.errors }
      : { error: this.code, message: this.message };
  }
}

export function validationError(errors: FieldError[]): IntakeError {
  return new IntakeError(400, 'validation', 'Some fields need attention.', errors);
}

export function fieldError(field: string, message: string): IntakeError {
  return validationError([{ field, message }]);
}

export function tooLarge(message: string, field?: string): IntakeError {
  return new IntakeError(413, 'too-large', message, field ? [{ field, message }] : undefined);
}

export function badRequest(message: string): IntakeError {
  return new IntakeError(400, 'bad-request', message);
}
