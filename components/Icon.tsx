/** Small line icons, drawn inline so they cost no request. Decorative: the text beside them carries the meaning. */
const paths = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  twitter: 'M4 4l6.5 8.6L4.3 20H6l5.4-6.2L16 20h4l-6.8-9.1L19 4h-1.7l-5 5.8L8 4z',
  instagram:
    'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z',
  linkedin:
    'M4 9h3.5v11H4zm1.8-5.5a2 2 0 110 4 2 2 0 010-4zM9.5 9H13v1.6c.6-1 1.8-1.9 3.6-1.9 3.2 0 4.4 2 4.4 5.3V20h-3.5v-5.4c0-1.5-.3-2.7-1.9-2.7-1.7 0-2.6 1.1-2.6 2.8V20H9.5z',
  play: 'M8 5v14l11-7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  calendar: 'M5 5h14v15H5zM5 9.5h14M9 3v4m6-4v4',
  users: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 000-6m2.5 15c0-2.6-1.3-4.7-3.3-5.6',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-14v5l3.5 2',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  phone:
    'M6.6 3.5l2.8-.5 1.6 4.4-2 1.3a11 11 0 006.3 6.3l1.3-2 4.4 1.6-.5 2.8a2 2 0 01-2.1 1.6C10.1 18.6 5.4 13.9 5 5.6a2 2 0 011.6-2.1z',
  close: 'M6 6l12 12M18 6L6 18',
  lock: 'M6 11h12v10H6zm2.5 0V8a3.5 3.5 0 017 0v3',
} as const;

export type IconName = keyof typeof paths;

/** Icons drawn with strokes rather than fills. */
const stroked: ReadonlySet<IconName> = new Set(['check', 'calendar', 'users', 'clock', 'mail', 'close', 'lock']);

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
