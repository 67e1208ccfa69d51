/**
 * The methods bench's floor: `node:http` answering the same bytes Playfront answered, at the same
 * rate, with nothing else to do — no routing, no session, no catalogue, no serialising. The gap
 * between the two is everything Playfront does per request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MethodsFloor {
  readonly url: string;
  close(): Promise<void>;
}

export async function startMethodsFloor(
  body: Buffer,
  contentType: string,
  path: string,
): Promise<MethodsFloor> {
  const server = createServer({ keepAliveTimeout: 60_000 }, (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
