import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import type { Edition } from '../../stages/content';
import { readContentPictures, writeNamedPictures } from '../../stages/pictures';
import type { SiteModule } from '../../stages/site-bundle';
import { pictureUses } from '../../content/lib/records/pictures';
import { PICTURES_URL } from '../../pictures/catalogue';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 20"><rect width="80" height="20" fill="#0b6b3a"/></svg>';

let project: string;
beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'stage-pictures-'));
  await mkdir(join(project, 'content/pictures/about'), { recursive: true });
  await writeFile(join(project, 'content/pictures/about/pattern.svg'), drawing);
  await writeFile(join(project, 'content/pictures/about/map.svg'), drawing.replace('#0b6b3a', '#f2c94c'));
});
afterAll(() => rm(project, { recursive: true, force: true }));

/** Both editions of a site whose records are these (by their content file), each naming its pictures. */
const editions = (english: Record<string, unknown>, kiswahili = english): Edition[] =>
  [english, kiswahili].map((records, i) => ({
    lang: i === 0 ? 'en' : 'sw',
    site: {
      contents: Object.fromEntries(Object.entries(records).map(([file, record]) => [file, { default: record }])),
      pictureUses,
    } as unknown as SiteModule,
  }));

const read = (records: Edition[]) =>
  readContentPictures(records, { projectDir: project, contentDir: join(project, 'content'), photoFixtures: false });

describe('the pictures the records name', () => {
  it('are read from every edition’s records, each with the file it makes and its sharing card', async () => {
    const pictures = await read(
      editions(
        { 'content/values.ts': { pattern: { src: '/about/pattern.svg', decorative: true } } },
        { 'content/values.ts': { map: { src: '/about/map.svg', alt: 'Ramani ya kaunti' } } },
      ),
    );
    expect([...pictures.pictures.keys()].sort()).toEqual(['/about/map.svg', '/about/pattern.svg']);
    expect(pictures.pictures.get('/about/pattern.svg')).toMatchObject({
      width: 80,
      height: 20,
      svg: expect.stringMatching(/^\/assets\/pictures\/pattern-[0-9a-f]{10}\.svg$/) as unknown,
    });
    expect(pictures.shareCards.get('/about/map.svg')).toMatch(/^\/assets\/pictures\/map-[0-9a-f]{10}-share\.jpg$/);
  });

  it('stop the build when one is not there, naming the record that names it and the file', async () => {
    const records = editions({ 'content/values.ts': { team: { src: '/about/team.jpg', alt: 'The team' } } });
    await expect(read(records)).rejects.toThrow(BuildError);
    await expect(read(records)).rejects.toThrow(
      'pictures are not usable:\n  content/values.ts: team: content/pictures/about/team.jpg does not exist: put the picture there, or correct src',
    );
  });
});

describe('writing the pictures the pages name', () => {
  it('writes each named file once, and no other', async () => {
    const pictures = await read(
      editions({
        'content/values.ts': {
          pattern: { src: '/about/pattern.svg', decorative: true },
          map: { src: '/about/map.svg', alt: 'A map of the counties' },
        },
      }),
    );
    const pattern = pictures.pictures.get('/about/pattern.svg')?.svg ?? '';
    const siteDir = join(project, 'site');
    await writeNamedPictures([pattern, pattern], { pictures, projectDir: project, siteDir, log: () => {} });
    const written = await readdir(join(siteDir, PICTURES_URL));
    expect(written.map((name) => `${PICTURES_URL}${name}`)).toEqual([pattern]);
    expect(await readFile(join(siteDir, pattern), 'utf8')).toContain('#0b6b3a');
  });

  it('stops the build at a file no picture makes, naming its address', async () => {
    const pictures = await read(editions({}));
    const named = `${PICTURES_URL}team-0123456789-640.avif`;
    await expect(
      writeNamedPictures([named], { pictures, projectDir: project, siteDir: join(project, 'other'), log: () => {} }),
    ).rejects.toThrow(new BuildError(`a page names ${named}, which no picture in content/pictures/ makes`));
  });
});
