import {
  Badge,
  Box,
  Card,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Clock, Headset, type LucideIcon, Mail, MessageSquare, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_RESPONSE_HOURS, supportHours } from '../../../shared/support';
import { trpc } from '../../lib/trpc';
import { ContactForm } from './contact-form';
import { InfoPage } from './info-page';

const quickHelp = [
  { to: '/faq', label: 'Frequently asked questions' },
  { to: '/pickup-locations', label: 'Pickup locations and hours' },
  { to: '/verification-process', label: 'Seller verification' },
  { to: '/payout-information', label: 'Payments and payouts' },
] as const;

function SupportCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack gap="3">
          <Box bg="bay.subtle" color="bay.700" borderRadius="lg" p="2">
            <Icon size={20} aria-hidden />
          </Box>
          <Heading as="h2" size="md">
            {title}
          </Heading>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function SupportDetails() {
  const support = trpc.contact.supportDetails.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <Stack gap="4">
      <SupportCard icon={Mail} title="E-mail support">
        {support.data ? (
          <ChakraLink
            href={`mailto:${support.data.email}`}
            color="bay.fg"
            fontWeight="semibold"
            wordBreak="break-all"
          >
            {support.data.email}
          </ChakraLink>
        ) : (
          <Text color="fg.muted">Use the form, or write to our support address.</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          Messages sent with the form reach the same inbox.
        </Text>
      </SupportCard>
      <SupportCard icon={Timer} title="Response time">
        <Text>
          We reply within <strong>{SUPPORT_RESPONSE_HOURS} hours</strong>, usually sooner during support
          hours.
        </Text>
      </SupportCard>
      <SupportCard icon={Clock} title="Support hours">
        <Stack as="dl" gap="2" data-testid="support-hours">
          {supportHours.map((row) => (
            <Flex key={row.days} justify="space-between" gap="4">
              <Text as="dt" fontWeight="medium">
                {row.days}
              </Text>
              <Text as="dd" color={row.open ? 'fg' : 'fg.muted'}>
                {row.open ? row.hours : <Badge colorPalette="gray">{row.hours}</Badge>}
              </Text>
            </Flex>
          ))}
        </Stack>
      </SupportCard>
      <SupportCard icon={MessageSquare} title="Quick help">
        <Stack gap="1">
          {quickHelp.map((item) => (
            <ChakraLink key={item.to} asChild color="bay.fg">
              <Link to={item.to}>
                <ChevronRight size={16} aria-hidden /> {item.label}
              </Link>
            </ChakraLink>
          ))}
        </Stack>
      </SupportCard>
    </Stack>
  );
}

export function ContactUsPage() {
  return (
    <InfoPage
      title="Contact Us"
      page="/contact-us"
      eyebrow="Support"
      icon={Headset}
      lead={`Questions about an order, selling on BayCatch or your account? Send us a message and a real person on our team will reply within ${SUPPORT_RESPONSE_HOURS} hours.`}
    >
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '10', lg: '10' }} alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }} borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }}>
          <ContactForm />
        </Box>
        <SupportDetails />
      </SimpleGrid>
    </InfoPage>
  );
}
