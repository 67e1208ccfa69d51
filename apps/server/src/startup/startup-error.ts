/**
 * A start-up failure whose message is already written for the operator: what is wrong and which
 * setting fixes it. Printed as it is, on one line, without a stack.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
  /** The environment setting to fix (`DATABASE_URL`, `DATA_DIR`, …). */
  readonly setting: string;

  constructor(message: string, setting: string, options?: ErrorOptions) {
    super(message, options);
    this.setting = setting;
  }
}
