import { useEffect, useState } from 'react';

const KEY = 'baycatch-sun-theme';

function saved(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The seller's high-contrast "sun" theme, remembered on the device: a class on the root that the
 * theme's global styles answer (theme/system.ts). Only the seller's screens put it on; leaving
 * them takes it off. Off while the server draws the page, read from the device once in the browser.
 */
export function useSunTheme(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(saved()), []);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('sun', on);
    return () => root.classList.remove('sun');
  }, [on]);
  const change = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // A device that keeps nothing still switches for this visit.
    }
  };
  return [on, change];
}
