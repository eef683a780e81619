import { createContext, useContext } from 'react';

/**
 * The address of the search index's script (pagefind.js, in the folder that stages/search.ts writes), with
 * the index's version after `#`. The build indexes the pages once they have rendered, and gives the address to
 * the pages it then finishes; absent while a page first renders, and in a component's unit test.
 */
export const SearchIndexContext = createContext<string | undefined>(undefined);

export const useSearchIndex = () => useContext(SearchIndexContext);
