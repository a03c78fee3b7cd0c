import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServer } from './server';

/**
 * Waits for the local fake of Twilio (global-setup.ts) to receive a text to `to` whose words match
 * `pattern`, and returns those words.
 */
export async function textSentTo(to: string, pattern: RegExp): Promise<string> {
  const dir = e2eServer().textDir;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir)) {
      const text = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; body: string };
      if (text.to === to && pattern.test(text.body)) return text.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text matching ${pattern} reached ${to}`);
}
