import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../../shared/support';

export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

/** A paragraph, or a bulleted list when given an array. */
export type LegalBlock = ReactNode | readonly ReactNode[];

function Block({ block }: { block: LegalBlock }) {
  if (Array.isArray(block)) {
    return (
      <Stack as="ul" gap="1.5" ps="5" listStyleType="disc">
        {block.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static legal text in a fixed order
          <li key={index}>{item}</li>
        ))}
      </Stack>
    );
  }
  // Strings become paragraphs; elements (already a paragraph of their own) are used as they are.
  return typeof block === 'string' ? <Text>{block}</Text> : (block as ReactNode);
}

/** A legal text: the date it was last updated, a table of contents and numbered sections. */
export function LegalDocument({
  summary,
  sections,
}: {
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <Stack gap="10" maxW="4xl">
      <Stack gap="4">
        <Text fontWeight="semibold" data-testid="legal-last-updated">
          Last updated: {LEGAL_LAST_UPDATED}
        </Text>
        <Box color="fg.muted" lineHeight="tall">
          {summary}
        </Box>
      </Stack>
      <Card.Root variant="subtle" bg="bay.subtle">
        <Card.Body>
          <Heading as="h2" size="md" mb="3">
            Contents
          </Heading>
          <Box as="ol" ps="5" listStyleType="decimal" columnCount={{ base: 1, md: 2 }} columnGap="10">
            {sections.map((section) => (
              <Box as="li" key={section.id} mb="1.5">
                <Link href={`#${section.id}`} color="bay.fg">
                  {section.title}
                </Link>
              </Box>
            ))}
          </Box>
        </Card.Body>
      </Card.Root>
      {sections.map((section, index) => (
        <Box
          as="section"
          key={section.id}
          id={section.id}
          scrollMarginTop="24"
          aria-labelledby={`${section.id}-title`}
        >
          <Heading as="h2" id={`${section.id}-title`} size="xl" mb="4">
            {index + 1}. {section.title}
          </Heading>
          <Stack gap="3" lineHeight="tall" color="fg">
            {section.body.map((block, blockIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static legal text in a fixed order
              <Block key={blockIndex} block={block} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
