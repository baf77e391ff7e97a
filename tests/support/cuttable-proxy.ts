/**
 * A TCP proxy in front of the browser tests' server, for the network a phone has: it passes the
 * browser's bytes at a set rate (so a 100 MB upload takes seconds, not a blink of loopback), and
 * `cut` drops every connection under way and refuses new ones until `restore`: what Chromium's
 * offline emulation does not do to a request already sending.
 */
import { connect, createServer, type Socket } from 'node:net';

export type CuttableProxy = {
  origin: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startCuttableProxy(target: string, bytesPerSecond: number): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      // The browser's side waits as long as a link of that rate would take for these bytes.
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${own}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
