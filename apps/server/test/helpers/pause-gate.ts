/**
 * A pause a test arms to hold one side of a race at a chosen point: once `armed`, the first
 * `hold()` disarms it, resolves `reached` and waits until `release()`.
 */
export interface PauseGate {
  armed: boolean;
  hold(): Promise<void>;
  readonly reached: Promise<void>;
  release(): void;
}

export function pauseGate(): PauseGate {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: PauseGate = {
    armed: false,
    hold: () => {
      gate.armed = false;
      reach();
      return released;
    },
    reached,
    release: () => {
      release();
    },
  };
  return gate;
}
