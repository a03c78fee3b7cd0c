// React DOM is CommonJS: the bundle runs its body where it is first imported. Imported here, that
// is the "react" library chunk, evaluated as a task of its own (scripts/build/library-scripts.ts).
import * as reactDom from 'react-dom/client';

export const { createRoot, hydrateRoot } = reactDom;
