/**
 * .env.example is where an operator learns what can be set, so it lists every variable the server's
 * settings read and nothing they do not. The variables read are found by running the settings
 * loader on a source that records each name asked for: whatever module the schema lives in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/env';

function variablesRead(): string[] {
  const read = new Set<string>();
  const source = new Proxy({} as Record<string, string | undefined>, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  loadConfig(source);
  return [...read].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
}

function variablesListed(): string[] {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string).sort();
}

describe('.env.example', () => {
  it('finds the variables the settings read', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'S3_BUCKET']));
  });

  it('lists every variable the settings read, each once, and no other', () => {
    const listed = variablesListed();
    expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
    expect(listed).toEqual(variablesRead());
  });
});
