/**
 * Draws the placeholder pictures in content/pictures/: light SVG scenes in the site's palette that stand
 * in for the organisation's photos until it has them. Add a line to `pictures` and run
 * `npx tsx scripts/draw-placeholders.ts`; replace a file with a real photo whenever one arrives (same name,
 * or update the content record's src: the build reads its size from the file).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickStable } from '../content/lib/records/vocabulary';

type Motif =
  | 'robot'
  | 'laptop'
  | 'bench'
  | 'group'
  | 'circuit'
  | 'trophy'
  | 'printer'
  | 'solar'
  | 'book'
  | 'building'
  | 'portrait';

interface Picture {
  file: string;
  width: number;
  height: number;
  motifs: Motif[];
  /** What the real photo will show: written into the file so whoever opens it knows what to replace it with. */
  shows: string;
}

/** `skin` and `hair` are for the portraits' people, a different pair in each palette. */
const palettes = [
  { sky: '#e6f2ea', ground: '#0b6b3a', accent: '#f7c873', ink: '#084d2a', skin: '#8d5a3b', hair: '#2b1d16' },
  { sky: '#fde8d7', ground: '#c2410c', accent: '#0b6b3a', ink: '#7c2d12', skin: '#6b4330', hair: '#1f1612' },
  { sky: '#e3edfa', ground: '#1b5fb8', accent: '#f7c873', ink: '#133f7a', skin: '#a36a43', hair: '#3a2619' },
  { sky: '#fdf3c7', ground: '#0b6b3a', accent: '#c2410c', ink: '#084d2a', skin: '#5c3a28', hair: '#17110d' },
];

/** Each motif is drawn in a 100 x 100 box and scaled into place. */
const motifs: Record<Motif, (c: (typeof palettes)[number]) => string> = {
  robot: (c) =>
    `<rect x="25" y="30" width="50" height="40" rx="8" fill="${c.ground}"/><circle cx="40" cy="48" r="7" fill="#fff"/><circle cx="60" cy="48" r="7" fill="#fff"/><circle cx="40" cy="48" r="3" fill="${c.ink}"/><circle cx="60" cy="48" r="3" fill="${c.ink}"/><rect x="47" y="14" width="6" height="16" fill="${c.ink}"/><circle cx="50" cy="12" r="5" fill="${c.accent}"/><rect x="30" y="70" width="12" height="16" fill="${c.ink}"/><rect x="58" y="70" width="12" height="16" fill="${c.ink}"/><rect x="38" y="60" width="24" height="4" rx="2" fill="${c.accent}"/>`,
  laptop: (c) =>
    `<rect x="18" y="28" width="64" height="42" rx="4" fill="${c.ink}"/><rect x="23" y="33" width="54" height="32" fill="${c.sky}"/><path d="M30 42h20M30 49h30M30 56h14" stroke="${c.ground}" stroke-width="3" stroke-linecap="round"/><path d="M10 72h80l-6 8H16z" fill="${c.ground}"/>`,
  bench: (c) =>
    `<rect x="8" y="66" width="84" height="6" fill="${c.ink}"/><rect x="14" y="72" width="6" height="20" fill="${c.ink}"/><rect x="80" y="72" width="6" height="20" fill="${c.ink}"/><path d="M30 30h10v14l10 22H20l10-22z" fill="${c.accent}" stroke="${c.ink}" stroke-width="2"/><rect x="58" y="36" width="8" height="30" rx="3" fill="${c.ground}"/><rect x="70" y="44" width="8" height="22" rx="3" fill="${c.accent}"/>`,
  group: (c) =>
    [20, 50, 80]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${38 - (i % 2) * 6}" r="10" fill="${c.ink}"/><path d="M${x - 15} ${88}c0-18 6-${32 - (i % 2) * 6} 15-${32 - (i % 2) * 6}s15 ${14 - (i % 2) * 6} 15 ${32 - (i % 2) * 6}z" fill="${i === 1 ? c.accent : c.ground}"/>`,
      )
      .join(''),
  circuit: (c) =>
    `<rect x="15" y="25" width="70" height="50" rx="4" fill="${c.ground}"/><path d="M25 40h20v20h30M25 60h10M55 35v10h20" stroke="${c.accent}" stroke-width="3" fill="none"/><circle cx="45" cy="40" r="4" fill="#fff"/><circle cx="75" cy="60" r="4" fill="#fff"/><rect x="52" y="50" width="14" height="14" fill="${c.ink}"/>`,
  trophy: (c) =>
    `<path d="M32 20h36v18a18 18 0 01-36 0z" fill="${c.accent}" stroke="${c.ink}" stroke-width="2"/><path d="M32 26H22a10 10 0 0010 14M68 26h10a10 10 0 01-10 14" stroke="${c.ink}" stroke-width="3" fill="none"/><rect x="46" y="56" width="8" height="14" fill="${c.ink}"/><rect x="34" y="70" width="32" height="10" rx="2" fill="${c.ground}"/>`,
  printer: (c) =>
    `<rect x="20" y="15" width="60" height="70" rx="4" fill="none" stroke="${c.ink}" stroke-width="4"/><rect x="30" y="30" width="40" height="6" fill="${c.ground}"/><rect x="47" y="36" width="6" height="10" fill="${c.ink}"/><path d="M38 72h24l-4-18H42z" fill="${c.accent}"/><rect x="20" y="76" width="60" height="9" fill="${c.ink}"/>`,
  solar: (c) =>
    `<circle cx="78" cy="20" r="10" fill="${c.accent}"/><path d="M15 60l20-30h45l-20 30z" fill="${c.ink}"/><path d="M30 45h45M25 52h45M45 30l-12 30M60 30l-12 30" stroke="${c.sky}" stroke-width="2"/><rect x="42" y="60" width="5" height="25" fill="${c.ground}"/>`,
  book: (c) =>
    `<path d="M12 28c14-6 26-6 38 2v52c-12-8-24-8-38-2z" fill="${c.ground}"/><path d="M88 28c-14-6-26-6-38 2v52c12-8 24-8 38-2z" fill="${c.accent}"/><path d="M20 40h20M20 50h20M60 40h20M60 50h20" stroke="#fff" stroke-width="3"/>`,
  portrait: (c) =>
    `<path d="M10 100c0-22 16-34 40-34s40 12 40 34z" fill="${c.ground}"/><path d="M40 67l10 14 10-14z" fill="${c.accent}"/><rect x="43" y="50" width="14" height="18" rx="6" fill="${c.skin}"/><ellipse cx="50" cy="38" rx="17" ry="20" fill="${c.skin}"/><path d="M33 36c0-14 7-21 17-21s17 7 17 21c-4-7-10-10-17-10s-13 3-17 10z" fill="${c.hair}"/><circle cx="43.5" cy="40" r="2" fill="${c.hair}"/><circle cx="56.5" cy="40" r="2" fill="${c.hair}"/><path d="M44 48q6 5 12 0" stroke="${c.hair}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  building: (c) =>
    `<rect x="20" y="35" width="60" height="50" fill="${c.ground}"/><path d="M14 38L50 14l36 24z" fill="${c.ink}"/><rect x="30" y="48" width="10" height="12" fill="${c.accent}"/><rect x="60" y="48" width="10" height="12" fill="${c.accent}"/><rect x="44" y="62" width="12" height="23" fill="${c.sky}"/>`,
};

export const pictures: Picture[] = [
  {
    file: 'home/hero-robotics-class.svg',
    width: 640,
    height: 480,
    motifs: ['group', 'robot'],
    shows: 'students around a robot they built',
  },
  {
    file: 'home/programme-school.svg',
    width: 480,
    height: 320,
    motifs: ['circuit', 'book'],
    shows: 'pupils testing a cardboard circuit',
  },
  {
    file: 'home/programme-youth.svg',
    width: 480,
    height: 320,
    motifs: ['laptop', 'group'],
    shows: 'young women coding on laptops',
  },
  {
    file: 'home/programme-labs.svg',
    width: 480,
    height: 320,
    motifs: ['printer', 'bench'],
    shows: 'a 3D printer and soldering stations',
  },
  {
    file: 'home/video-poster.svg',
    width: 960,
    height: 540,
    motifs: ['robot', 'circuit', 'laptop'],
    shows: 'a still from the lab-day video',
  },
  {
    file: 'home/gallery-maker-faire.svg',
    width: 480,
    height: 360,
    motifs: ['solar', 'group'],
    shows: 'a solar water pump at the maker faire',
  },
  {
    file: 'home/gallery-teacher-training.svg',
    width: 480,
    height: 360,
    motifs: ['circuit', 'book'],
    shows: 'teachers wiring a microcontroller',
  },
  {
    file: 'home/gallery-ignite-girls.svg',
    width: 480,
    height: 360,
    motifs: ['laptop', 'trophy'],
    shows: 'Ignite Girls celebrating their app',
  },
  {
    file: 'impact/story-girls-in-stem.svg',
    width: 640,
    height: 480,
    motifs: ['robot', 'group'],
    shows: 'a student adjusting a robot arm as younger girls watch',
  },
  {
    file: 'impact/story-community.svg',
    width: 640,
    height: 480,
    motifs: ['group', 'circuit'],
    shows: 'parents and students with sensors at a Saturday session',
  },
  {
    file: 'impact/story-innovation.svg',
    width: 640,
    height: 480,
    motifs: ['solar', 'circuit'],
    shows: 'a founder checking a solar drip controller in a field',
  },
  {
    file: 'impact/update-mombasa-lab.svg',
    width: 480,
    height: 320,
    motifs: ['building', 'group'],
    shows: 'the ribbon cutting at the Likoni lab',
  },
  {
    file: 'impact/update-olympiad.svg',
    width: 480,
    height: 320,
    motifs: ['robot', 'trophy'],
    shows: 'a team with its waste-sorting robot',
  },
  {
    file: 'impact/update-partnership.svg',
    width: 480,
    height: 320,
    motifs: ['group', 'book'],
    shows: 'officials signing a partnership agreement',
  },
  {
    file: 'impact/update-laptops.svg',
    width: 480,
    height: 320,
    motifs: ['laptop', 'laptop'],
    shows: 'refurbished laptops being labelled',
  },
  {
    file: 'impact/update-teachers.svg',
    width: 480,
    height: 320,
    motifs: ['group', 'solar'],
    shows: 'teachers testing a cardboard wind turbine',
  },
  {
    file: 'impact/blog-girls-in-stem.svg',
    width: 480,
    height: 320,
    motifs: ['group', 'circuit'],
    shows: 'girls presenting a water-level sensor',
  },
  {
    file: 'impact/blog-education.svg',
    width: 480,
    height: 320,
    motifs: ['book', 'bench'],
    shows: 'a teacher with a cardboard hydraulic arm',
  },
  {
    file: 'impact/blog-entrepreneurship.svg',
    width: 480,
    height: 320,
    motifs: ['laptop', 'group'],
    shows: 'young founders pitching to mentors',
  },
  {
    file: 'impact/blog-innovation.svg',
    width: 480,
    height: 320,
    motifs: ['solar', 'bench'],
    shows: 'makers testing a solar cool box',
  },
  {
    file: 'impact/blog-community.svg',
    width: 480,
    height: 320,
    motifs: ['group', 'solar'],
    shows: 'parents and students building a solar lamp',
  },
  {
    file: 'impact/blog-technology-access.svg',
    width: 480,
    height: 320,
    motifs: ['laptop', 'book'],
    shows: 'a student coding at home on a borrowed laptop',
  },
  {
    file: 'impact/gallery-maker-faire.svg',
    width: 480,
    height: 360,
    motifs: ['group', 'solar'],
    shows: 'crowds at the Nairobi maker faire',
  },
  {
    file: 'impact/gallery-olympiad-qualifier.svg',
    width: 480,
    height: 360,
    motifs: ['robot', 'trophy'],
    shows: 'a robot on the olympiad qualifier course',
  },
  {
    file: 'impact/gallery-girls-tech-day.svg',
    width: 480,
    height: 360,
    motifs: ['group', 'laptop'],
    shows: 'an engineer showing girls a drone',
  },
  {
    file: 'impact/gallery-mobile-lab.svg',
    width: 480,
    height: 360,
    motifs: ['bench', 'circuit'],
    shows: 'the mobile tinkering lab van opened into a workbench',
  },
  {
    file: 'impact/gallery-teacher-training.svg',
    width: 480,
    height: 360,
    motifs: ['circuit', 'group'],
    shows: 'teachers wiring microcontrollers',
  },
  {
    file: 'impact/gallery-coding-bootcamp.svg',
    width: 480,
    height: 360,
    motifs: ['laptop', 'laptop'],
    shows: 'learners pairing at laptops',
  },
  {
    file: 'impact/gallery-solar-dryer.svg',
    width: 480,
    height: 360,
    motifs: ['solar', 'bench'],
    shows: 'students checking a solar maize dryer',
  },
  {
    file: 'impact/gallery-app-pitch.svg',
    width: 480,
    height: 360,
    motifs: ['laptop', 'group'],
    shows: 'a student presenting her app',
  },
  {
    file: 'impact/gallery-nairobi-lab.svg',
    width: 480,
    height: 360,
    motifs: ['printer', 'bench', 'laptop'],
    shows: 'the Nairobi lab with members at work',
  },
  {
    file: 'impact/gallery-kisumu-printers.svg',
    width: 480,
    height: 360,
    motifs: ['printer', 'circuit'],
    shows: 'a 3D printer building a bicycle gear',
  },
  {
    file: 'impact/gallery-award.svg',
    width: 480,
    height: 360,
    motifs: ['trophy', 'group'],
    shows: 'a start-up team with its award',
  },
  {
    file: 'impact/gallery-graduation.svg',
    width: 480,
    height: 360,
    motifs: ['group', 'building'],
    shows: 'graduates outside the lab',
  },
  {
    file: 'competitions/maker-faire.svg',
    width: 800,
    height: 600,
    motifs: ['solar', 'group'],
    shows: 'students showing a solar pump to judges',
  },
  {
    file: 'competitions/robot-olympiad.svg',
    width: 800,
    height: 600,
    motifs: ['robot', 'trophy'],
    shows: 'a robot on the olympiad competition mat',
  },
  {
    file: 'competitions/vex-championship.svg',
    width: 800,
    height: 600,
    motifs: ['robot', 'group'],
    shows: 'students driving a robot in a VEX match',
  },
  {
    file: 'about/hero-team-workshop.svg',
    width: 640,
    height: 480,
    motifs: ['group', 'book'],
    shows: 'staff planning a robotics workshop',
  },
  {
    file: 'about/team-grace-wambui-mwangi.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Dr. Grace Wambui Mwangi',
  },
  {
    file: 'about/team-daniel-ochieng-otieno.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Daniel Ochieng Otieno',
  },
  {
    file: 'about/team-amina-hassan-said.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Amina Hassan Said',
  },
  {
    file: 'about/team-peter-kiprono-langat.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Peter Kiprono Langat',
  },
  {
    file: 'about/team-faith-njeri-kamau.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Faith Njeri Kamau',
  },
  {
    file: 'about/team-samuel-mutua-musyoka.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Samuel Mutua Musyoka',
  },
  {
    file: 'about/team-lilian-achieng-odhiambo.svg',
    width: 240,
    height: 240,
    motifs: ['portrait'],
    shows: 'a portrait of Lilian Achieng Odhiambo',
  },
  {
    file: 'programs/school-hero.svg',
    width: 640,
    height: 480,
    motifs: ['circuit', 'group'],
    shows: 'pupils wiring a buzzer circuit',
  },
  {
    file: 'programs/youth-hero.svg',
    width: 640,
    height: 480,
    motifs: ['laptop', 'group'],
    shows: 'young people reviewing code together',
  },
  {
    file: 'programs/labs-hero.svg',
    width: 640,
    height: 480,
    motifs: ['printer', 'bench'],
    shows: 'a maker checking a 3D-printed part',
  },
  {
    file: 'programs/lab-nairobi.svg',
    width: 480,
    height: 320,
    motifs: ['robot', 'laptop'],
    shows: 'students programming robots in Nairobi',
  },
  {
    file: 'programs/lab-kisumu.svg',
    width: 480,
    height: 320,
    motifs: ['solar', 'circuit'],
    shows: 'a solar irrigation controller in Kisumu',
  },
  {
    file: 'programs/lab-mombasa.svg',
    width: 480,
    height: 320,
    motifs: ['group', 'printer'],
    shows: 'students assembling a drone in Mombasa',
  },
];

/** A deterministic palette per file, so redrawing changes nothing that did not change. */
function paletteFor(file: string) {
  return pickStable(file, palettes);
}

export function draw({ file, width, height, motifs: names, shows }: Picture): string {
  const colours = paletteFor(file);
  if (names.length === 1 && names[0] === 'portrait') return drawPortrait({ width, height, shows }, colours);
  const size = Math.min(height * 0.62, (width * 0.8) / names.length);
  const gap = (width - size * names.length) / (names.length + 1);
  const top = height * 0.88 - size;
  const scenes = names
    .map((name, i) => {
      const x = gap + i * (size + gap);
      return `<g transform="translate(${x.toFixed(1)} ${top.toFixed(1)}) scale(${(size / 100).toFixed(3)})">${motifs[name](colours)}</g>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<!-- Placeholder for a photo of ${shows}: put a photo in content/pictures/ and name it in the record (CONTENT.md) -->` +
    `<rect width="${width}" height="${height}" fill="${colours.sky}"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.12}" fill="${colours.accent}" opacity=".5"/>` +
    `<rect y="${height * 0.88}" width="${width}" height="${height * 0.12}" fill="${colours.ground}" opacity=".25"/>` +
    scenes +
    `</svg>\n`
  );
}

/**
 * A portrait, which its card crops to a circle (styles/components/_profile-card.scss): head and shoulders
 * fill the square, centred, in front of a soft sun.
 */
function drawPortrait(
  { width, height, shows }: Omit<Picture, 'motifs' | 'file'>,
  colours: (typeof palettes)[number],
): string {
  const size = Math.min(width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<!-- Placeholder for a photo of ${shows}: put a photo in content/pictures/ and name it in the record (CONTENT.md) -->` +
    `<rect width="${width}" height="${height}" fill="${colours.sky}"/>` +
    `<circle cx="${width / 2}" cy="${(height * 0.38).toFixed(1)}" r="${(size * 0.3).toFixed(1)}" fill="${colours.accent}" opacity=".5"/>` +
    `<g transform="translate(${((width - size) / 2).toFixed(1)} ${(height - size).toFixed(1)}) scale(${(size / 100).toFixed(3)})">${motifs.portrait(colours)}</g>` +
    `</svg>\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contentPictures = join(dirname(fileURLToPath(import.meta.url)), '../content/pictures');
  for (const picture of pictures) {
    const target = join(contentPictures, picture.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, draw(picture));
  }
  console.log(`Drew ${pictures.length} placeholders in content/pictures/`);
}
