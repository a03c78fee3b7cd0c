import { Accordion, Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  /** Stable key of the item; also what `defaultOpen` refers to. */
  value: string;
  title: string;
  content: ReactNode;
}

interface AccordionListProps {
  items: readonly AccordionEntry[];
  /**
   * 'single': at most one item open, and the open one collapses when its title is clicked again.
   * 'multiple': any number open at once.
   */
  mode?: 'single' | 'multiple';
  defaultOpen?: string[];
  'aria-label'?: string;
}

/** Question-and-answer style disclosure list on top of Chakra's Accordion. */
export function AccordionList({ items, mode = 'single', defaultOpen = [], ...rest }: AccordionListProps) {
  return (
    <Accordion.Root
      multiple={mode === 'multiple'}
      collapsible
      defaultValue={defaultOpen}
      variant="enclosed"
      bg="bg"
      borderRadius="xl"
      aria-label={rest['aria-label']}
    >
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.ItemTrigger py="4" px={{ base: '4', md: '5' }} cursor="pointer" gap="3">
            <Text as="span" flex="1" fontWeight="semibold" textAlign="start">
              {item.title}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody px={{ base: '4', md: '5' }} pt="0" pb="5">
              <Box color="fg.muted" lineHeight="tall">
                {item.content}
              </Box>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
