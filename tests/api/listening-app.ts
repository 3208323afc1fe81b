/** The test app on a real connection: the server main.ts runs (server/http/node-server.ts), on a free port. */
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import { startNodeServer } from '../../server/http/node-server';
import type { TestApp } from './test-app';

export interface ListeningApp {
  server: Server;
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

export function listen(app: TestApp): Promise<ListeningApp> {
  return new Promise((resolve) => {
    const server = startNodeServer({ fetch: createApp(app.deps).fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        server,
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}
