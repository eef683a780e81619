/**
 * The site's JSX: React's, with two things the build needs said as each element is made rather than read
 * back out of the rendered HTML (tsconfig.json's `jsxImportSource` points every .tsx file here):
 * - the classes an element has are recorded with the page's parts (components/PageParts.tsx), so that the
 *   page inlines the rules of the stylesheet they use (styles/page-stylesheet.ts);
 * - English shown for want of a translation is marked as English (./english-marks.ts).
 * https://react.dev/blog/2020/09/22/introducing-the-new-jsx-transform
 */
import { useContext, type ElementType, type ReactElement } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { PagePartsContext } from '../PageParts';
import { withEnglishMarked } from './english-marks';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

type Props = Record<string, unknown>;
type Make = (type: ElementType, props: Props, key?: string) => ReactElement;

/** Renders an element as it is, recording its classes in the page being rendered, if any. */
function WithClasses({ classes, element }: { classes: string; element: ReactElement }) {
  const parts = useContext(PagePartsContext);
  if (parts) for (const name of classes.split(/\s+/)) if (name) parts.classes.add(name);
  return element;
}

/** An HTML or SVG element made with its text marked, wrapped to record its classes when it has any. */
function site(make: Make): Make {
  return (type, props, key) => {
    if (typeof type !== 'string') return make(type, props, key);
    const marked = withEnglishMarked(type, props);
    const element = make(type, marked, key);
    return typeof marked.className === 'string'
      ? reactJsx(WithClasses, { classes: marked.className, element }, key)
      : element;
  };
}

export const jsx = site(reactJsx as Make);
export const jsxs = site(reactJsxs as Make);
