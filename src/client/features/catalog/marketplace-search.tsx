import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from './marketplace-filters';

/**
 * Words to look for in titles, species, descriptions and seller names. It searches on Enter or
 * the button, not on every keystroke: on a dock's weak signal each request counts.
 */
export function MarketplaceSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(value);
  // Clear All empties the filters; the box follows.
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form aria-label="Search the marketplace" onSubmit={submit}>
      <HStack gap="2">
        <Input
          type="search"
          name="q"
          aria-label="Search catches"
          placeholder="Search crabs, oysters, a seller..."
          maxLength={SEARCH_MAX_LENGTH}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            // The browser's clear (×) button empties the box: show everything again at once.
            if (event.target.value === '' && value !== '') onSearch('');
          }}
        />
        <Button type="submit" colorPalette="bay" flexShrink={0}>
          <Search size={16} aria-hidden /> Search
        </Button>
      </HStack>
    </form>
  );
}
