import { Suspense, useEffect } from 'react';

function Mark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Marks the page live once React has adopted the server's HTML of the screen (or drawn it in the
 * browser): browser tests wait for it before typing, since a key pressed earlier is lost. React
 * adopts the shell first and each Suspense boundary after it, in order; the screen sits in the
 * router's boundary, so the mark takes a boundary of its own after the screen's.
 */
export function HydratedMark() {
  return (
    <Suspense fallback={null}>
      <Mark />
    </Suspense>
  );
}
