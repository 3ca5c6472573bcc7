/** A start-up failure of the embedded PostgreSQL; its message is one line that says what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
