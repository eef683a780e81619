/**
 * A page's one script: the bundle of the widgets it holds, a deferred module. The build adds it at the end
 * of the body once it has seen which widgets (`data-module`) the page holds; a page without widgets has none.
 */
export function PageScript({ src }: { src: string }) {
  return <script type="module" src={src} />;
}
