/**
 * The site's JSX: React's, with English shown for want of a translation marked as English as each element
 * is made (./english-marks.ts). tsconfig.json's `jsxImportSource` points every .tsx file here.
 * https://react.dev/blog/2020/09/22/introducing-the-new-jsx-transform
 */
import type { ElementType, ReactElement } from 'react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withEnglishMarked } from './english-marks';

export { Fragment };
export type { JSX } from 'react/jsx-runtime';

type Props = Record<string, unknown>;
type Make = (type: ElementType, props: Props, key?: string) => ReactElement;

/** An HTML or SVG element made with its text marked; a component as it is. */
function site(make: Make): Make {
  return (type, props, key) => make(type, typeof type === 'string' ? withEnglishMarked(type, props) : props, key);
}

export const jsx = site(reactJsx as Make);
export const jsxs = site(reactJsxs as Make);
