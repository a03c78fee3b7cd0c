import { useEffect } from 'react';

export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} · BayCatch`;
    if (!description) return;
    const meta = document.querySelector('meta[name="description"]');
    const previous = meta?.getAttribute('content');
    meta?.setAttribute('content', description);
    // Put the site-wide description back, so a page without its own never shows another page's.
    return () => {
      if (previous != null) meta?.setAttribute('content', previous);
    };
  }, [title, description]);
}
