// imask's bundled .d.ts files import their siblings without file extensions, which NodeNext
// resolution cannot follow, so its exports type as errors. The few functions the masks use are
// typed here, once, against imask's documented API.
/* eslint-disable @typescript-eslint/no-unsafe-assignment */
import { MaskedRange as untypedMaskedRange, pipe as untypedPipe } from 'imask';

/** imask options as the masks build them (a mask plus its settings). */
export type MaskOptions = Readonly<{ mask: unknown }> & Readonly<Record<string, unknown>>;

/** Which value `pipe` reads and writes: the shown text, the raw value behind it. */
export type PipeType = 'value' | 'unmaskedValue';

/** imask's `PIPE_TYPE.MASKED` and `PIPE_TYPE.UNMASKED`. */
export const PIPE_MASKED: PipeType = 'value';
export const PIPE_UNMASKED: PipeType = 'unmaskedValue';

/** `IMask.pipe`: runs `value` through a mask without any DOM element. */
export const pipe: (value: string, options: MaskOptions, from?: PipeType, to?: PipeType) => string =
  untypedPipe;

/** `IMask.MaskedRange`: a pattern block holding a number within a range (a month, an hour). */
export const MaskedRange: abstract new (...args: never[]) => unknown = untypedMaskedRange;
