/**
 * What a person recognises a session by: browser, system and kind of device, read from the
 * User-Agent the browser sent. bowser keeps up with browser and OS names so we do not.
 */
import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  platform: string | null;
}

export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null, platform: parsed.platform.type ?? null };
}
