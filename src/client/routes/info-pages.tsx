/** The twelve public information pages of the route table (spec section 2). */
import { createRoute } from '@tanstack/react-router';
import type { JSX } from 'react';
import { BestPracticesPage } from '../features/info/best-practices-page';
import { ContactUsPage } from '../features/info/contact-us-page';
import { FaqPage } from '../features/info/faq-page';
import { HowItWorksPage } from '../features/info/how-it-works-page';
import { PayoutInformationPage } from '../features/info/payout-information-page';
import { PickupLocationsPage } from '../features/info/pickup-locations-page';
import { PrivacyPolicyPage } from '../features/info/privacy-policy-page';
import { SafetyHandlingPage } from '../features/info/safety-handling-page';
import { SizingGuidePage } from '../features/info/sizing-guide-page';
import { StartSellingPage } from '../features/info/start-selling-page';
import { TermsOfServicePage } from '../features/info/terms-of-service-page';
import { VerificationProcessPage } from '../features/info/verification-process-page';
import { rootRoute } from './__root';

const page = <const TPath extends string>(path: TPath, component: () => JSX.Element) =>
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
