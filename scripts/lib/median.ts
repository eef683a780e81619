/**
 * The run that stands for several: the middle one by `measure` (the later of the two middle ones of an even
 * count). Sorts `runs` in place, so they show in that order beside it.
 */
export function medianRun<T>(runs: T[], measure: (run: T) => number): T {
  const median = runs.sort((a, b) => measure(a) - measure(b))[Math.floor(runs.length / 2)];
  if (median === undefined) throw new Error('medianRun: there are no runs to take the median of');
  return median;
}
