import { useEffect, useState } from 'react';

const QUIET_ZONE = 4;
/** The viewBox of the blank square shown while the QR library loads (a version-1 code). */
const PLACEHOLDER_SIZE = 21 + QUIET_ZONE * 2;

/**
 * The SVG path of `text`'s QR code: one unit square per dark module, built from the matrix.
 * The QR library loads on first use: only crypto deposits draw codes, so other players never
 * download it.
 */
export async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${String(col + QUIET_ZONE)} ${String(row + QUIET_ZONE)}h1v1h-1z`;
    }
  }
  return { size: count + QUIET_ZONE * 2, path };
}

/** `text` as a QR code in SVG; a blank square of the same role and name until it is drawn. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | undefined>();
  useEffect(() => {
    let current = true;
    void qrPath(text).then((code) => {
      if (current) setDrawn({ text, ...code });
    });
    return () => {
      current = false;
    };
  }, [text]);
  const shown = drawn?.text === text ? drawn : undefined;
  const size = shown?.size ?? PLACEHOLDER_SIZE;
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={shown === undefined}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      width={size * 4}
      height={size * 4}
      shapeRendering="crispEdges"
      className="pf-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      {shown === undefined ? null : <path d={shown.path} fill="#000" />}
    </svg>
  );
}
