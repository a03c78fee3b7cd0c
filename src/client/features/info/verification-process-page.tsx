import {
  Badge,
  Box,
  Button,
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
import {
  BadgeCheck,
  ClipboardList,
  Clock,
  CreditCard,
  FileCheck,
  FileText,
  Megaphone,
  PhoneCall,
  RefreshCw,
  ShieldCheck,
  Store,
  Upload,
} from 'lucide-react';
import {
  sellerGuidance,
  sellerTypeGuides,
  verificationDocuments,
  verificationFigures,
} from '../../../shared/guide-figures';
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../../../shared/money';
import { type AccordionEntry, AccordionList } from '../../components/accordion-list';
import { onDarkOutline, PageCallToAction } from '../../components/page-call-to-action';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoCallout } from './info-callout';
import { InfoPage, InfoSection } from './info-page';
import { type Step, StepList } from './step-list';

const {
  cost,
  applicationTime,
  phoneCallWithin,
  phoneCallLength,
  reviewTime,
  validFor,
  minimumAge,
  maxUploadMb,
  uploadFormats,
} = verificationFigures;
const formats = `${uploadFormats.slice(0, -1).join(', ')} or ${uploadFormats.at(-1)}`;

const summary = [
  { label: 'Cost', value: cost },
  { label: 'Application takes', value: applicationTime },
  { label: 'Phone call within', value: phoneCallWithin },
  { label: 'Final review, typically', value: reviewTime },
];

const steps: Step[] = [
  {
    icon: ClipboardList,
    title: 'Submit your application',
    meta: applicationTime,
    text: 'Sign in and open Register as Seller. Tell us your seller type and the name buyers will see, write a short bio about how and where you fish, choose your pickup dock and set the days and hours you can meet buyers.',
    details: [
      'Display name of at least 2 characters',
      'A bio of 50 to 500 characters',
      'Your pickup location and weekly availability',
    ],
  },
  {
    icon: Upload,
    title: 'Upload your documents',
    meta: `${formats}, up to ${maxUploadMb}MB`,
    text: `Upload a clear photo or scan of each document below. Files must be ${formats}, at most ${maxUploadMb}MB each, and every document must be current and valid.`,
  },
  {
    icon: PhoneCall,
    title: 'Phone verification',
    meta: `call within ${phoneCallWithin}`,
    text: `A member of our team calls you within ${phoneCallWithin} of your application. The call takes ${phoneCallLength}: we confirm who you are, talk through where and how you harvest, and answer your questions about selling.`,
  },
  {
    icon: BadgeCheck,
    title: 'Final approval',
    meta: `typically ${reviewTime}`,
    text: `We review your application, documents and call, typically within ${reviewTime}, and e-mail you the decision. Once approved, your profile carries the Verified Crabber badge and you can post your first listing.`,
  },
];

const afterApproval = [
  {
    icon: BadgeCheck,
    title: 'Verified Crabber badge',
    text: 'Shown with your name on every listing and on your seller card, so buyers know you have been checked.',
  },
  {
    icon: Store,
    title: 'Post your listings',
    text: 'Your dashboard unlocks the Post New Catch form, inventory, orders and your pickup availability.',
  },
  {
    icon: CreditCard,
    title: 'Connect Stripe',
    text: 'Connect a Stripe account from the dashboard to accept card payments. Buyers can always pay you at pickup.',
  },
  {
    icon: Megaphone,
    title: 'Promote when you want',
    text: `Feature a listing on the home page for ${PROMOTION_DAYS} days for ${formatUsd(PROMOTION_PRICE_CENTS)} whenever you have a catch to show off.`,
  },
];

const faq: AccordionEntry[] = [
  {
    value: 'cost',
    title: 'Does verification cost anything?',
    content: `No. Verification is ${cost.toLowerCase()} for every seller type, and so is renewing it each year.`,
  },
  {
    value: 'how-long',
    title: 'How long does the whole process take?',
    content: `The application takes about ${applicationTime}. We call within ${phoneCallWithin}, and the final review typically takes another ${reviewTime}, so most sellers are approved within two to four days.`,
  },
  {
    value: 'expired',
    title: 'My license expires soon. Can I apply now?',
    content:
      'You can apply with a license that is current today. An expired license cannot be accepted: renew it with the Maryland Department of Natural Resources first, then upload the renewed license.',
  },
  {
    value: 'missed-call',
    title: 'What if I miss the verification call?',
    content:
      'We leave a message and try again. You can also reply to the e-mail about your application or send us a message through Contact Us with a time that suits you; we know you are on the water early.',
  },
  {
    value: 'rejected',
    title: 'What if my application is not approved?',
    content:
      'We e-mail you the reason, such as an unreadable or expired document. Fix what was missing and apply again; there is no waiting period.',
  },
  {
    value: 'documents-private',
    title: 'Who sees my documents?',
    content:
      'Only the BayCatch team that reviews applications. Buyers see your display name, bio, pickup location and badge, never your license, ID or registration.',
  },
];

function DocumentCards() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {verificationDocuments.map((document) => (
        <Card.Root key={document.title} variant="outline">
          <Card.Body>
            <HStack align="start" gap="3">
              <Box color="bay.600" mt="0.5">
                <FileText size={20} aria-hidden />
              </Box>
              <Stack gap="1">
                <Heading as="h3" size="sm">
                  {document.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {document.note}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function VerificationProcessPage() {
  return (
    <InfoPage
      title="Seller Verification Process"
      page="/verification-process"
      eyebrow="For Sellers"
      icon={ShieldCheck}
      lead="Buyers trust BayCatch because every seller is checked by a person before selling. Verification is free, the application takes a few minutes, and most sellers are approved within days."
      actions={
        <Button asChild colorPalette="crab" size="lg">
          <Link to="/seller-register">Start Your Application</Link>
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {summary.map((item) => (
          <Box key={item.label} borderWidth="1px" borderRadius="xl" p="4" textAlign="center">
            <Text fontSize="xs" textTransform="uppercase" fontWeight="semibold" color="fg.muted">
              {item.label}
            </Text>
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="bay.fg" whiteSpace="nowrap">
              {item.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <InfoSection title="The four steps">
        <StepList steps={steps} layout="timeline" />
      </InfoSection>

      <InfoSection
        title="Documents you will need"
        intro={`You must be at least ${minimumAge} years old to sell. Have these ready before you start:`}
      >
        <Stack gap="5">
          <DocumentCards />
          <InfoCallout icon={FileCheck} title="Upload rules">
            <CheckList
              items={[
                `Accepted formats: ${formats}.`,
                `Maximum ${maxUploadMb}MB per file. A phone photo in good light is usually well under that.`,
                'All four corners of the document visible, text readable, no glare.',
                'Documents must be current and valid. Expired licenses need to be renewed before you apply.',
              ]}
            />
          </InfoCallout>
        </Stack>
      </InfoSection>

      <InfoSection
        title="Verification levels"
        intro="Commercial fishers go through full verification and can list without limits. Recreational sellers need basic verification and sell within weekly or daily limits."
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {sellerTypeGuides.map((guide) => (
            <Flex key={guide.type} direction="column" gap="2" borderWidth="1px" borderRadius="xl" p="4">
              <Text fontWeight="semibold">{guide.label}</Text>
              <Text fontSize="sm" color="fg.muted">
                {guide.limit}
              </Text>
              <Badge
                alignSelf="start"
                colorPalette={guide.verification === 'Full verification' ? 'crab' : 'bay'}
              >
                {guide.verification}
              </Badge>
            </Flex>
          ))}
        </SimpleGrid>
      </InfoSection>

      <InfoSection title="What happens after approval">
        <IconCards items={afterApproval} columns={4} />
      </InfoSection>

      <InfoSection
        title="Staying verified"
        intro={`Approval is valid for ${validFor}. We ask you to re-verify once a year, and to keep these commitments in between:`}
      >
        <CheckList
          icon={RefreshCw}
          color="bay.600"
          items={[
            `Re-verify every year, with the same documents and a short call. Renewal is ${cost.toLowerCase()}.`,
            'Keep your license current and upload the new one when you renew it. With a lapsed license you must stop listing until it is renewed.',
            'Follow Maryland Department of Natural Resources rules on seasons, sizes and catch limits, and the limits of your seller type.',
            `Answer new orders within ${sellerGuidance.respondToOrdersWithin} and confirm pickups within ${sellerGuidance.confirmPickupWithin}.`,
            'Describe every listing honestly: species, size, preparation and when it was caught.',
          ]}
        />
        <HStack mt="5" gap="2" color="fg.muted" fontSize="sm">
          <Clock size={16} aria-hidden />
          <Text>
            Not sure where your application stands?{' '}
            <ChakraLink asChild color="bay.fg">
              <Link to="/contact-us">Contact us</Link>
            </ChakraLink>{' '}
            with the e-mail you registered with.
          </Text>
        </HStack>
      </InfoSection>

      <InfoSection title="Verification questions">
        <AccordionList items={faq} aria-label="Verification questions" />
      </InfoSection>

      <PageCallToAction
        title="Ready to apply?"
        text={`It is ${cost.toLowerCase()} and takes about ${applicationTime}. Have your license, photo ID and boat registration handy.`}
        actions={
          <>
            <Button asChild colorPalette="crab" size="lg">
              <Link to="/seller-register">Register as Seller</Link>
            </Button>
            <Button asChild size="lg" {...onDarkOutline}>
              <Link to="/contact-us">Ask a Question</Link>
            </Button>
          </>
        }
      />
    </InfoPage>
  );
}
