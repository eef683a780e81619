import type { Server } from 'node:net';

/**
 * Where `npm start` and `npm run dev` listen: this computer only (127.0.0.1), since the dev server
 * broadcasts build failures with their paths, unless HOST says otherwise (`HOST=0.0.0.0 npm run dev`
 * opens them to a phone on the same network: README, Set up).
 */
export const listenHost = (env: NodeJS.ProcessEnv = process.env) => env.HOST || '127.0.0.1';

/** The port asked for: PORT, else 3000. */
export const listenPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.PORT || 3000);

/** The address to open: localhost when listening on this computer only, else the host given. */
export const openAt = (host: string, port: number) =>
  `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;

/** How many ports after the one asked for are tried, one by one, while each is taken. */
const TRIES = 20;

/**
 * Listens on `port` or, while another program has it (EADDRINUSE), on the next one: another copy of the
 * dev server, or any program that took 3000 first, never stops this one from starting. Resolves with the
 * port it listens on (any free one for 0); anything else that stops it (a port it may not use) is thrown.
 */
export async function listenFrom(server: Server, port: number, host: string): Promise<number> {
  for (let tried = 0; ; tried++) {
    const at = port === 0 ? 0 : port + tried;
    try {
      await new Promise<void>((listening, failed) => {
        server.once('error', failed);
        server.listen(at, host, () => {
          server.off('error', failed);
          listening();
        });
      });
      const address = server.address();
      return typeof address === 'object' && address ? address.port : at;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || tried + 1 >= TRIES) throw error;
    }
  }
}

/** What the terminal is told when the port asked for was taken. */
export const movedPort = (asked: number, url: string) =>
  `Port ${asked} is in use by another program, so this one is at ${url}/ instead (PORT chooses another).`;
