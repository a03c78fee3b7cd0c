/**
 * What the admin's searchable lists (orders, accounts, listings) share: the search form, and a
 * table that scrolls inside itself on a phone instead of widening the page.
 */
import { Button, HStack, Input, type StackProps, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

/** A search box and its button; `onSearch` gets the trimmed words when the form is sent. */
export function AdminSearchForm({
  label,
  placeholder,
  onSearch,
  ...layout
}: {
  /** The field's accessible name, e.g. "Find orders". */
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
} & Omit<StackProps, 'onSubmit'>) {
  const [search, setSearch] = useState('');
  return (
    <HStack
      as="form"
      gap="2"
      flexWrap="wrap"
      {...layout}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <Input
        flex="1"
        minW="0"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
      />
      <Button type="submit" colorPalette="bay">
        Search
      </Button>
    </HStack>
  );
}

/** A column heading; `phoneHidden` gives the column's room to the others below the `sm` width. */
export interface AdminColumn {
  name: string;
  phoneHidden?: boolean;
}

/** A table of rows with an unlabelled last column for each row's actions. */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly AdminColumn[];
  children: ReactNode;
}) {
  return (
    // Relative, so the visually hidden column label scrolls with the table instead of widening the page;
    // words wrap (Chakra's scroll area keeps them on one line), so a phone scrolls only what cannot fit.
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" position="relative" whiteSpace="normal">
      <Table.Root size="sm" variant="line" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.name} hideBelow={column.phoneHidden ? 'sm' : undefined}>
                {column.name}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
