/**
 * Accessibility check of every built page (tests/support/pa11y.ts): pa11y-ci, WCAG AA, zero errors
 * allowed, every page of both editions. Serves dist-enlarged/, the published site grown as an editor grows
 * it (what any valid content must pass), on a free port and exits with pa11y-ci's status.
 */
import { builtPaths } from '../support/dist';
import { runPa11y } from '../support/pa11y';
import { enlargedDistDir, startServer } from '../support/server';

const server = await startServer(enlargedDistDir);
try {
  process.exitCode = (await runPa11y(server.url, builtPaths(enlargedDistDir))).status;
} finally {
  await server.close();
}
