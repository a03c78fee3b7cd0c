/** The twelve public information pages of the route table (docs/product/info-pages.md). */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const BestPracticesPage = lazyRouteComponent(
  () => import('../features/info/best-practices-page'),
  'BestPracticesPage',
);
const ContactUsPage = lazyRouteComponent(() => import('../features/info/contact-us-page'), 'ContactUsPage');
const FaqPage = lazyRouteComponent(() => import('../features/info/faq-page'), 'FaqPage');
const HowItWorksPage = lazyRouteComponent(
  () => import('../features/info/how-it-works-page'),
  'HowItWorksPage',
);
const PayoutInformationPage = lazyRouteComponent(
  () => import('../features/info/payout-information-page'),
  'PayoutInformationPage',
);
const PickupLocationsPage = lazyRouteComponent(
  () => import('../features/info/pickup-locations-page'),
  'PickupLocationsPage',
);
const PrivacyPolicyPage = lazyRouteComponent(
  () => import('../features/info/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const SafetyHandlingPage = lazyRouteComponent(
  () => import('../features/info/safety-handling-page'),
  'SafetyHandlingPage',
);
const SizingGuidePage = lazyRouteComponent(
  () => import('../features/info/sizing-guide-page'),
  'SizingGuidePage',
);
const StartSellingPage = lazyRouteComponent(
  () => import('../features/info/start-selling-page'),
  'StartSellingPage',
);
const TermsOfServicePage = lazyRouteComponent(
  () => import('../features/info/terms-of-service-page'),
  'TermsOfServicePage',
);
const VerificationProcessPage = lazyRouteComponent(
  () => import('../features/info/verification-process-page'),
  'VerificationProcessPage',
);

const page = <const TPath extends string>(path: TPath, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

export const infoPageRoutes = [
  page('/how-it-works', HowItWorksPage),
  page('/sizing-guide', SizingGuidePage),
  page('/safety-handling', SafetyHandlingPage),
  page('/pickup-locations', PickupLocationsPage),
  page('/start-selling', StartSellingPage),
  page('/verification-process', VerificationProcessPage),
  page('/payout-information', PayoutInformationPage),
  page('/best-practices', BestPracticesPage),
  page('/contact-us', ContactUsPage),
  page('/faq', FaqPage),
  page('/terms-of-service', TermsOfServicePage),
  page('/privacy-policy', PrivacyPolicyPage),
] as const;
