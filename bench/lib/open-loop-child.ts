/**
 * The load generator's process: forked by a bench (`fork(OPEN_LOOP_CHILD)`), it runs each
 * `LoadOrder` it is sent with `runOpenLoop` and sends back the `LoadReport`. Its own process, so
 * the generator never competes with the server's event loop.
 */
import { runOpenLoop, type LoadOrder } from './open-loop.ts';

process.on('message', (order: LoadOrder) => {
  void runOpenLoop(order).then((report) => {
    process.send?.(report);
  });
});
