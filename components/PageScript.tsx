/**
 * A page's one script: the bundle of the widgets it holds, a deferred module. The build adds it at the end
 * of the body once it has seen which widgets (`data-module`) the page holds; a page without widgets has none.
 */
export function PageScript({ src }: { src: string }) {
  return <script type="module" src={src} />;
}

/** The page's scripts, in order: its widgets' bundle, and the dev server's live reload while editing. */
export function PageScripts({ sources }: { sources: string[] }) {
  return sources.map((src) => <PageScript key={src} src={src} />);
}
