import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tones } from '../../content/lib/records/vocabulary';

describe('the badge palette', () => {
  it('names the same tones in content (what records may choose) and in the styles (what is drawn)', () => {
    const tokens = readFileSync(join(import.meta.dirname, '../../styles/_tokens.scss'), 'utf8');
    const map = /\$badge-tones: \(([\s\S]*?)\n\);/.exec(tokens)?.[1] ?? '';
    const drawn = [...map.matchAll(/'([a-z]+)':/g)].map((m) => m[1]);
    expect(drawn).toEqual([...tones]);
  });
});
