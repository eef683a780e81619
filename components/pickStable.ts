/**
 * Picks one of `choices` for a key, always the same one for the same key (a string hash), so a category
 * keeps its badge colour and a placeholder its palette from build to build.
 */
export function pickStable<T>(key: string, choices: readonly T[]): T {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return choices[hash % choices.length];
}
