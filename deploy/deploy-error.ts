/**
 * A failure the person deploying can act on: its message says what went wrong and what to check, in words
 * that name the setting (DEPLOY_TARGET, DEPLOY_PASSWORD…) and never its secret value.
 */
export class DeployError extends Error {
  override name = 'DeployError';
}
