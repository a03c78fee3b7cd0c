import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { contactSubjectLabels } from '../../../shared/contact.schema';
import { dataRetention, SUPPORT_RESPONSE_HOURS } from '../../../shared/support';
import { InfoPage } from './info-page';
import { InfoTable } from './info-table';
import { LegalDocument, type LegalSection } from './legal-document';

const contactLink = (
  <ChakraLink asChild color="bay.fg">
    <Link to="/contact-us">Contact Us</Link>
  </ChakraLink>
);

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: [
      'BayCatch runs an online marketplace for fresh Chesapeake Bay seafood with dockside pickup in Maryland. This policy explains what personal information we collect when you use BayCatch as a visitor, buyer or seller, why we collect it, who we share it with, how long we keep it and the choices you have.',
    ],
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: [
      'Information you give us:',
      [
        <Text as="span" key="account">
          <strong>Account:</strong> your name, e-mail address and password. We store only a one-way hash of
          your password, never the password itself.
        </Text>,
        <Text as="span" key="seller">
          <strong>Seller profile:</strong> display name, bio, seller type, pickup location address and map
          coordinates, pickup instructions and availability, specialties, quantity limits, and the license and
          identity documents you upload for verification.
        </Text>,
        <Text as="span" key="orders">
          <strong>Orders:</strong> what you reserved, quantities, prices, pickup window and location, payment
          method, order status and the pickup code of your QR pass.
        </Text>,
        <Text as="span" key="support">
          <strong>Support:</strong> the name, e-mail address, optional phone number and message you send
          through Contact Us, and notes from verification calls.
        </Text>,
      ],
      'Information collected automatically:',
      [
        <Text as="span" key="technical">
          <strong>Technical data:</strong> your IP address, browser type and the pages you request, recorded
          in server logs and used briefly to protect accounts, for example to slow down repeated failed
          sign-ins or messages.
        </Text>,
        <Text as="span" key="usage">
          <strong>Usage analytics:</strong> counts of how the marketplace is used, such as listings viewed and
          orders placed, kept in aggregated form.
        </Text>,
      ],
      'Information from others: Stripe tells us whether a card payment succeeded and whether a seller’s payout account is active. We never receive full card numbers or bank account numbers.',
    ],
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: [
      [
        'To run your account and keep you signed in.',
        'To take reservations, tell you when an order changes status and show your pickup pass.',
        'To verify sellers, including the verification call, and to keep the marketplace safe.',
        'To process card payments, seller payouts and listing promotions through Stripe.',
        `To answer your messages; we reply within ${SUPPORT_RESPONSE_HOURS} hours.`,
        'To prevent fraud and abuse, enforce our Terms of Service and meet legal obligations.',
        'To understand, in aggregate, how BayCatch is used and improve it.',
      ],
      'We do not sell your personal information, and we do not use it for targeted advertising.',
    ],
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: [
      [
        <Text as="span" key="parties">
          <strong>The other side of your order:</strong> sellers see the name and e-mail address of buyers who
          order from them, to prepare and hand over the order. Buyers see a seller’s display name, bio, photo,
          verification badge, pickup address and pickup instructions.
        </Text>,
        <Text as="span" key="stripe">
          <strong>Stripe</strong>, which processes card payments and seller payouts under its own privacy
          policy.
        </Text>,
        <Text as="span" key="providers">
          <strong>Service providers</strong> who host BayCatch and deliver our e-mail, only as needed to
          provide those services.
        </Text>,
        <Text as="span" key="maps">
          <strong>Map tiles:</strong> maps on BayCatch load tiles from OpenStreetMap, which receives your IP
          address as with any website. Directions links open Google Maps only when you choose to follow them.
        </Text>,
        <Text as="span" key="law">
          <strong>Authorities</strong>, when the law requires it, or to protect the safety of our users or the
          public, for example a Maryland Department of Natural Resources investigation.
        </Text>,
      ],
      'If BayCatch is ever merged or sold, your information would pass to the new owner under this policy.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: [
      'BayCatch uses one cookie of its own: a session cookie that keeps you signed in. It cannot be read by scripts on the page, is sent only to BayCatch, and lasts up to 30 days, extended while you keep using the site. Signing out deletes the session.',
      'We use no advertising or third-party tracking cookies. Stripe may set its own cookies on payment forms to prevent fraud.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: [
      'We keep information only as long as we need it, and then delete it or reduce it to anonymous statistics:',
      <InfoTable
        key="retention"
        caption="Retention periods"
        columns={['Record', 'Kept for', 'Why']}
        rows={dataRetention.map((rule) => [rule.record, rule.period, rule.reason])}
      />,
      'Account details are kept while your account is open. When you close your account we delete your profile, except for records we must keep for the periods above.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: [
      'Passwords are hashed with argon2id, and sign-in sessions are stored only as hashes of their tokens, so a copy of our database cannot be used to sign in as you. Connections are encrypted, verification documents are visible only to the team that reviews them, and repeated failed sign-ins are slowed down. No system is perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.',
    ],
  },
  {
    id: 'choices',
    title: 'Your choices and rights',
    body: [
      'You can see and update your account and seller profile at any time. You can also ask us to:',
      [
        'give you a copy of the personal information we hold about you;',
        'correct information that is wrong;',
        'delete your information, subject to the records we must keep;',
        'stop using your information for a purpose you object to.',
      ],
      <Text key="how">
        Send your request through {contactLink} with the subject "{contactSubjectLabels['account-help']}". We
        confirm who you are before acting on it and answer within 45 days at most. Maryland residents and
        residents of other states with privacy laws have these rights under their state law, and we extend
        them to every user.
      </Text>,
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      'BayCatch is not meant for children. You must be 18 or older to create an account, and we do not knowingly collect information from anyone under 13. If you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'When we change this policy we update the date at the top. If a change affects how we use information we already hold, we tell registered users by e-mail before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [<Text key="contact">Questions about your privacy? Send us a message through {contactLink}.</Text>],
  },
];

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      page="/privacy-policy"
      eyebrow="Support"
      icon={Lock}
      lead="What we collect, why, who sees it and how long we keep it. We collect only what the marketplace needs and never sell your information."
    >
      <LegalDocument
        summary="In short: we collect what we need to run your account, your orders and seller verification. Card details go to Stripe, not us. We use one session cookie, no advertising trackers, and we never sell your information. Records are deleted after fixed retention periods."
        sections={sections}
      />
    </InfoPage>
  );
}
