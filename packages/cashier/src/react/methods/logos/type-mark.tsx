import type { MethodType } from '@playfront/contracts';

/*
 * One neutral line drawing per method type (24×24, 2 px strokes in the current colour), for
 * methods with no logo in Simple Icons: a card, a wallet, a bank, a voucher, a block of a chain.
 */
const MARKS: Readonly<Record<MethodType, string>> = {
  cards: 'M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1ZM2 10h20M6 15h4',
  direct: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h10v3M15 13h2',
  bank_transfer: 'M3 9.5 12 4l9 5.5M5 10v7M9.7 10v7M14.3 10v7M19 10v7M3 20h18',
  voucher: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7ZM15 7v2.5M15 11v2M15 14.5V17',
  crypto: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3ZM12 12l8-4.5M12 12v9M12 12 4 7.5',
};

/** The neutral mark of a method type, as an inline SVG; decoration, hidden from assistive tech. */
export function TypeMark({ type }: { type: MethodType }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="pf-method-logo__mark">
      <path
        d={MARKS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
