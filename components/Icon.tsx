import type { IconName } from '../content/lib/records/vocabulary';

/** Small line icons, drawn inline so they cost no request. Decorative: the text beside them carries the meaning. */
export type { IconName };

const paths: Record<IconName, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  twitter: 'M4 4l6.5 8.6L4.3 20H6l5.4-6.2L16 20h4l-6.8-9.1L19 4h-1.7l-5 5.8L8 4z',
  instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z',
  linkedin:
    'M4 9h3.5v11H4zm1.8-5.5a2 2 0 110 4 2 2 0 010-4zM9.5 9H13v1.6c.6-1 1.8-1.9 3.6-1.9 3.2 0 4.4 2 4.4 5.3V20h-3.5v-5.4c0-1.5-.3-2.7-1.9-2.7-1.7 0-2.6 1.1-2.6 2.8V20H9.5z',
  play: 'M8 5v14l11-7z',
  heart:
    'M12 21l-1.5-1.3C5.4 15.1 2 12.1 2 8.4 2 5.4 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1C13.2 3.8 14.9 3 16.6 3 19.6 3 22 5.4 22 8.4c0 3.7-3.4 6.7-8.5 11.3z',
  comment: 'M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H10l-5 4v-4H4a2 2 0 01-2-2V6a2 2 0 012-2z',
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z',
  chip: 'M7 7h10v10H7zM9 2h2v4H9zm4 0h2v4h-2zM9 18h2v4H9zm4 0h2v4h-2zM2 9h4v2H2zm0 4h4v2H2zm16-4h4v2h-4zm0 4h4v2h-4z',
  image: 'M3 4h18v16H3zm2 2v9.5l4-4.5 3 3.5 3-2.5 4 3.5V6zm10 1.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5z',
  file: 'M6 2h8l6 6v14H6zm8 1.5V8h4.5zM9 12v1.5h6V12zm0 3.5V17h6v-1.5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  calendar: 'M5 5h14v15H5zM5 9.5h14M9 3v4m6-4v4',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 000-6m2.5 15c0-2.6-1.3-4.7-3.3-5.6',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-14v5l3.5 2',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  phone:
    'M6.6 3.5l2.8-.5 1.6 4.4-2 1.3a11 11 0 006.3 6.3l1.3-2 4.4 1.6-.5 2.8a2 2 0 01-2.1 1.6C10.1 18.6 5.4 13.9 5 5.6a2 2 0 011.6-2.1z',
  close: 'M6 6l12 12M18 6L6 18',
  lock: 'M6 11h12v10H6zm2.5 0V8a3.5 3.5 0 017 0v3',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zm9 0v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  repeat: 'M4 11V9a3 3 0 013-3h12m-3-3l3 3-3 3M20 13v2a3 3 0 01-3 3H5m3 3l-3-3 3-3',
  briefcase: 'M3 8h18v12H3zm5 0V5h8v3M3 13h18',
  package: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zm0 9l8-4.5M12 12L4 7.5M12 12v9',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zm0 1H5a3 3 0 003 4m8-4h3a3 3 0 01-3 4m-4 4v4m-4 4h8m-6-4h4',
  robot: 'M6 8h12v10H6zm6-4v4m-3 4h.01M15 12h.01M9 15h6M3 12v3m18-3v3',
  lightbulb: 'M9 18h6m-5 3h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0012 3z',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  cap: 'M2 9l10-5 10 5-10 5zm4 2v5c3 2.5 9 2.5 12 0v-5m3-2v6',
};

/** Icons drawn with strokes rather than fills. */
const stroked: ReadonlySet<IconName> = new Set([
  'check',
  'calendar',
  'users',
  'clock',
  'mail',
  'close',
  'lock',
  'gift',
  'repeat',
  'briefcase',
  'package',
  'trophy',
  'robot',
  'lightbulb',
  'globe',
  'cap',
]);

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const isStroked = stroked.has(name);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={paths[name]}
        fill={isStroked ? 'none' : 'currentColor'}
        stroke={isStroked ? 'currentColor' : undefined}
        strokeWidth={isStroked ? 2 : undefined}
        strokeLinecap={isStroked ? 'round' : undefined}
        strokeLinejoin={isStroked ? 'round' : undefined}
      />
    </svg>
  );
}
