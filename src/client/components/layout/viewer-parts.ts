/**
 * A page's viewer parts: the header and the banner above the screen, the only parts of some pages
 * that differ from one signed-in person to the next (decision 036). The server draws such a page
 * once per data version and, for each visitor, only these parts (src/client/entry-server.tsx).
 * While it draws only them, the layout leaves everything else out, in the same places, so every
 * part is drawn exactly as it is inside the whole page.
 */
import { createContext, useContext } from 'react';

export const ViewerPartsOnly = createContext(false);

export const useViewerPartsOnly = () => useContext(ViewerPartsOnly);
