import { Box, Button, Link as ChakraLink, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleHelp, Mail, MessageSquare } from 'lucide-react';
import { SUPPORT_RESPONSE_HOURS } from '../../../shared/support';
import { AccordionList } from '../../components/accordion-list';
import { trpc } from '../../lib/trpc';
import { faqGroups } from './faq-content';
import { FaqStructuredData } from './faq-structured-data';
import { InfoPage, InfoSection } from './info-page';

export function FaqPage() {
  const support = trpc.contact.supportDetails.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <InfoPage
      title="Frequently Asked Questions"
      page="/faq"
      eyebrow="Support"
      icon={CircleHelp}
      lead="Quick answers about buying and selling Chesapeake Bay seafood on BayCatch. Click a question to open it, and click it again to close it."
    >
      <FaqStructuredData groups={faqGroups} />
      <HStack as="nav" aria-label="FAQ sections" gap="2" flexWrap="wrap">
        {faqGroups.map((group) => (
          <Button key={group.id} asChild variant="outline" size="sm" colorPalette="bay">
            <a href={`#${group.id}`}>{group.title}</a>
          </Button>
        ))}
      </HStack>

      {faqGroups.map((group) => (
        <Box key={group.id} id={group.id} scrollMarginTop="24" data-testid={`faq-${group.id}`}>
          <InfoSection title={group.title} intro={group.intro}>
            <AccordionList items={group.items} aria-label={group.title} />
          </InfoSection>
        </Box>
      ))}

      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        align={{ md: 'center' }}
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '6', md: '8' }}
        bg="bay.subtle"
      >
        <Stack gap="2" flex="1">
          <Heading as="h2" size="xl">
            Still have questions?
          </Heading>
          <Text color="fg.muted">
            Our support team replies within {SUPPORT_RESPONSE_HOURS} hours.
            {support.data && (
              <>
                {' '}
                You can also e-mail{' '}
                <ChakraLink href={`mailto:${support.data.email}`} color="bay.fg">
                  {support.data.email}
                </ChakraLink>
                .
              </>
            )}
          </Text>
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="crab">
            <Link to="/contact-us">
              <MessageSquare size={18} aria-hidden /> Contact Us
            </Link>
          </Button>
          {support.data && (
            <Button asChild variant="outline" colorPalette="bay">
              <a href={`mailto:${support.data.email}`}>
                <Mail size={18} aria-hidden /> E-mail Support
              </a>
            </Button>
          )}
        </HStack>
      </Flex>
    </InfoPage>
  );
}
