import { useEffect, useState } from 'react';
import { SUN_THEME_COOKIE } from '../../shared/sun-theme';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function saved(): boolean {
  return document.cookie.split('; ').includes(`${SUN_THEME_COOKIE}=on`);
}

/**
 * The seller's high-contrast "sun" theme, remembered on the device: a class on the root that the
 * theme's global styles answer (theme/system.ts). Only the seller's screens put it on; leaving
 * them takes it off. The server puts the class on these screens' HTML from the cookie
 * (static-client.ts), so the page never flashes the normal theme; the switch reads the cookie once
 * the page is live (null until then, and the class is left as the server drew it).
 */
export function useSunTheme(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => setOn(saved()), []);
  useEffect(() => {
    if (on === null) return;
    const root = document.documentElement;
    root.classList.toggle('sun', on);
    return () => root.classList.remove('sun');
  }, [on]);
  const change = (next: boolean) => {
    setOn(next);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every phone's browser
    document.cookie = `${SUN_THEME_COOKIE}=${next ? 'on' : 'off'}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  };
  return [on === true, change];
}
