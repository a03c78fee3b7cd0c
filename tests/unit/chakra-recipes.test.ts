/**
 * Our Chakra system carries only the recipes of components we render (src/client/theme/recipes.ts).
 * A component whose recipe is missing renders unstyled without an error, so this reads every
 * import from '@chakra-ui/react' under src/client and checks each recipe-styled one has its recipe.
 * The palettes it leaves out are checked the same way: a colour from one of them would not show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from '../../src/client/theme/recipes';
import { appSystem } from '../../src/client/theme/system';

const system = appSystem();

const CLIENT_DIR = join(import.meta.dirname, '../../src/client');

/** Components styled by another component's recipe. */
const SHARED_RECIPES: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(CLIENT_DIR)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g)) {
      for (const name of match[1]!.split(',')) {
        const trimmed = name.trim().split(' as ')[0]!.trim();
        if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed);
      }
    }
  }
  return names;
}

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);

describe('Chakra recipes', () => {
  it('has the recipe of every recipe-styled Chakra component the client imports', () => {
    const theme = defaultConfig.theme ?? {};
    const recipeOf = new Map<string, string>(Object.entries(SHARED_RECIPES));
    for (const key of [...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})]) {
      recipeOf.set(pascal(key), key);
    }
    const used = [...chakraImports()].filter((name) => recipeOf.has(name));
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter((name) => !system.hasRecipe(recipeOf.get(name)!));
    expect(missing).toEqual([]);
  });
});

describe('Chakra palettes', () => {
  it('leaves out only palettes no client file names', () => {
    const screens = sourceFiles(CLIENT_DIR).filter(
      (file) => !file.includes(`${join('theme', 'recipes.ts')}`),
    );
    const named = screens.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return UNUSED_PALETTES.filter((palette) => new RegExp(`['"\`]${palette}(['"\`]|\\.)`).test(source)).map(
        (palette) => `${palette} in ${file}`,
      );
    });
    expect(named).toEqual([]);
  });

  it('has the palettes the client uses and not the ones it leaves out', () => {
    for (const palette of ['bay', 'crab', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'])
      expect(system.token(`colors.${palette}.solid`), palette).toBeDefined();
    for (const palette of UNUSED_PALETTES)
      expect(system.token(`colors.${palette}.500`), palette).toBeUndefined();
  });
});
