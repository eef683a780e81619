/**
 * The scripts of the widgets on a page, as deferred modules, and the shared chunks they import, fetched in
 * parallel with them rather than after them. The build adds these to the head once it has seen which
 * widgets (`data-module`) the page holds.
 */
export function PageScripts({ scripts, modulePreloads }: { scripts: string[]; modulePreloads: string[] }) {
  return (
    <>
      {modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </>
  );
}
