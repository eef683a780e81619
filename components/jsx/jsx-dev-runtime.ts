/** The development form of ./jsx-runtime.ts, which tools compiling for development import instead. */
import type { ElementType } from 'react';
import { jsx, jsxs } from './jsx-runtime';

export { Fragment } from './jsx-runtime';
export type { JSX } from 'react/jsx-runtime';

export const jsxDEV = (type: ElementType, props: Record<string, unknown>, key: string | undefined, isStatic: boolean) =>
  (isStatic ? jsxs : jsx)(type, props, key);
