/**
 * Thrown by a pure rule handed a value it cannot work with (a fractional kopeck, an instant with
 * no zone). It carries VALIDATION_FAILED so a server turns it into a 400, never a 500.
 */
export class InvalidInputError extends RangeError {
  readonly code = "VALIDATION_FAILED" as const;

  constructor(message: string) {
    super(message);
    this.name = "InvalidInputError";
  }
}
