/**
 * The name an editor most likely meant by one that is not there (`updatd` for `updated`): the nearest by
 * edit distance, if it is near enough to be a slip rather than another word.
 */

/** Letters inserted, removed or changed to turn `a` into `b` (Levenshtein), row by row. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    // The cells to the left (row[j - 1]) and up and to the left (previous[j - 1]) of the one worked out.
    let left = i;
    let diagonal = i - 1;
    for (const [j, above] of previous.entries()) {
      if (j === 0) continue;
      left = Math.min(above + 1, left + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
      row.push(left);
    }
    previous = row;
    distance = left;
  }
  return distance;
}

/** The name among `names` within two edits of `name` (one, for a short name), the nearest first. */
export function nearMiss(name: string, names: readonly string[]): string | undefined {
  const allowed = name.length <= 4 ? 1 : 2;
  const ranked = names
    .map((candidate) => ({ candidate, distance: editDistance(name.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= allowed)
    .sort((a, b) => a.distance - b.distance);
  return ranked[0]?.candidate;
}
