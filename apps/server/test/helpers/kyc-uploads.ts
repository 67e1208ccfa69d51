import { randomUUID } from 'node:crypto';

/** The first bytes of each accepted type: what the server judges a file by. */
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

export interface Part {
  readonly field: string;
  readonly fileName: string;
  readonly content: Buffer;
  readonly type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----pf${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const threeDocuments = (backName = 'back.jpg'): Part[] => [
  { field: 'identity_front', fileName: 'front.png', content: PNG, type: 'image/png' },
  { field: 'identity_back', fileName: backName, content: JPEG, type: 'image/jpeg' },
  { field: 'proof_of_address', fileName: 'bill.pdf', content: PDF, type: 'application/pdf' },
];
