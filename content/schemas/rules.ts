/**
 * List-level rules for `.refine(...)`: each of `values` is used by the records (`once`: by exactly one).
 * Returns the check and its message, to spread into refine: `.refine(...usesEach(categories, (r) => r.category))`.
 */
export function usesEach<T, V extends string>(
  values: readonly V[],
  pick: (record: T) => V,
  { once = false }: { once?: boolean } = {},
): [(records: T[]) => boolean, string] {
  const check = (records: T[]) =>
    values.every((value) => {
      const count = records.filter((record) => pick(record) === value).length;
      return once ? count === 1 : count > 0;
    });
  return [check, `must have ${once ? 'exactly one record' : 'at least one record'} for each of: ${values.join(', ')}`];
}
