/**
 * Where `npm start` and `npm run dev` listen: this computer only (127.0.0.1), since the dev server
 * broadcasts build failures with their paths, unless HOST says otherwise (`HOST=0.0.0.0 npm run dev`
 * opens them to a phone on the same network: README, Set up).
 */
export const listenHost = (env: NodeJS.ProcessEnv = process.env) => env.HOST || '127.0.0.1';

/** The address to open: localhost when listening on this computer only, else the host given. */
export const openAt = (host: string, port: number) =>
  `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;
