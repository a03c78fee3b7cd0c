import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface InfoTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A reference table. On a phone each row becomes a small block of labelled lines instead, so no
 * column hides behind a sideways scroll.
 */
export function InfoTable({ caption, columns, rows }: InfoTableProps) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="xl" hideBelow="md">
        <Table.Root size="md" variant="line" striped>
          <Table.Caption
            captionSide="top"
            textAlign="start"
            px="4"
            py="3"
            fontWeight="semibold"
            fontSize="md"
            color="fg"
          >
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column} whiteSpace="nowrap" bg="bg.muted" fontWeight="semibold">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static rows in a fixed order
              <Table.Row key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <Table.Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: static cells in a fixed order
                    key={cellIndex}
                    fontWeight={cellIndex === 0 ? 'semibold' : undefined}
                    minW={cellIndex === 0 ? '8rem' : '10rem'}
                    verticalAlign="top"
                    whiteSpace="normal"
                  >
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box hideFrom="md" borderWidth="1px" borderRadius="xl" overflow="hidden">
        <Text fontWeight="semibold" px="4" py="3" bg="bg.muted">
          {caption}
        </Text>
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows in a fixed order
          <Stack key={rowIndex} gap="1" px="4" py="3" borderTopWidth="1px">
            <Text fontWeight="semibold">{row[0]}</Text>
            {row.slice(1).map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static cells in a fixed order
              <Text key={cellIndex} fontSize="sm">
                <Text as="span" color="fg.muted">
                  {columns[cellIndex + 1]}:{' '}
                </Text>
                {cell}
              </Text>
            ))}
          </Stack>
        ))}
      </Box>
    </>
  );
}
