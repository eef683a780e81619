/** Times a build's stages: each `step` records the time since the one before. */
export function stageTimer() {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let lap = started;
  return {
    steps,
    step: (name: string) => {
      const now = performance.now();
      steps[name] = now - lap;
      lap = now;
    },
    milliseconds: () => performance.now() - started,
  };
}
