/** A refusal the client caused: its status and the sentence we answer with. */
export class RequestError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 414 | 415 | 422 | 428 | 429,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const badRequest = (message: string): RequestError => new RequestError(400, message);
