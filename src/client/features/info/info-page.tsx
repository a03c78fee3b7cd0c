import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type PublicPagePath, publicPages } from '../../../shared/page-meta';
import { useDocumentTitle } from '../../lib/use-document-title';

interface InfoPageProps {
  /** The h1. */
  title: string;
  /** Where the page lives: its tab title and meta description are looked up there. */
  page: PublicPagePath;
  eyebrow: string;
  icon: LucideIcon;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every information page shares: a header band with the h1, then its sections. */
export function InfoPage({ title, page, eyebrow, icon: Icon, lead, actions, children }: InfoPageProps) {
  const meta = publicPages[page];
  useDocumentTitle(meta.title, meta.description);
  return (
    <Box>
      <Box
        bgColor="bay.800"
        bgImage="linear-gradient(120deg, var(--chakra-colors-bay-900) 0%, var(--chakra-colors-bay-700) 100%)"
        color="white"
      >
        <Container maxW="6xl" py={{ base: '10', md: '16' }}>
          <Stack gap="4" maxW="3xl">
            <HStack gap="2" color="crab.300">
              <Icon size={18} aria-hidden />
              <Text fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
                {eyebrow}
              </Text>
            </HStack>
            <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" fontWeight="extrabold">
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="bay.100" lineHeight="tall">
              {lead}
            </Text>
            {actions && (
              <HStack gap="3" flexWrap="wrap" pt="2">
                {actions}
              </HStack>
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>{children}</Stack>
      </Container>
    </Box>
  );
}

interface InfoSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function InfoSection({ title, intro, children }: InfoSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="2" mb="6" maxW="3xl">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {intro && (
          <Text color="fg.muted" lineHeight="tall">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
