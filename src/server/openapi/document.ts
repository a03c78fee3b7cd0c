/**
 * The REST API as an OpenAPI 3.1 document, generated from the zod schemas the routes validate with
 * (zod-openapi). Served at /api/openapi.json and rendered at /api/docs; a test checks that every
 * route in src/server/rest has its operation here, and the fuzz test checks answers against it.
 */
import { createDocument, type oas31, type ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '../http/session-cookie';
import { withUnsafeMethodRefusals } from './operation';
import { accountPaths } from './paths/account';
import { adminPaths } from './paths/admin';
import { alertPaths } from './paths/alerts';
import { authPaths } from './paths/auth';
import { cartPaths } from './paths/cart';
import { catalogPaths } from './paths/catalog';
import { contactPaths } from './paths/contact';
import { harvestAreaPaths, shellfishTagPaths } from './paths/harvest-areas';
import { healthPaths } from './paths/health';
import { licencePaths } from './paths/licences';
import { listingPaths } from './paths/listings';
import { moderationPaths } from './paths/moderation';
import { notificationPaths } from './paths/notifications';
import { orderMessagePaths } from './paths/order-messages';
import { orderPaths } from './paths/orders';
import { passkeyPaths } from './paths/passkeys';
import { paymentPaths } from './paths/payments';
import { placePaths } from './paths/places';
import { pushPaths } from './paths/push';
import { receiptPaths } from './paths/receipts';
import { referencePaths } from './paths/reference';
import { reviewPaths } from './paths/reviews';
import { rulePaths } from './paths/rules';
import { sellerStatsPaths } from './paths/seller-stats';
import { sellerPaths } from './paths/sellers';
import { standingOrderPaths } from './paths/standing-orders';
import { textPaths } from './paths/texts';
import { traceabilityPaths } from './paths/traceability';
import { twoFactorPaths } from './paths/two-factor';
import { uploadPaths } from './paths/uploads';
import { waitlistPaths } from './paths/waitlist';

const description = `Fresh Chesapeake Bay seafood, reserved online and collected at the dock. This is the REST
mirror of everything the BayCatch web app does.

**Signing in.** \`POST /api/auth/login\` (or \`/api/auth/register\`) sets the session cookie
\`${SESSION_COOKIE}\` (named \`__Host-${SESSION_COOKIE}\` over HTTPS); send it back on every call. When the account has two-factor sign-in, \`/api/auth/login\` answers
\`{twoFactorRequired: true}\` and a short-lived sign-in cookie instead, and
\`POST /api/auth/login/two-factor\` with the code sets the session cookie.
A browser's state-changing call must come from the same origin; a call without \`Origin\` and
\`Sec-Fetch-Site\` headers (a server or a script) is accepted with its cookie.

**Money** travels as decimal strings of US dollars with two places (\`"45.00"\`); requests may send
a number with at most two decimals. **Instants** are ISO 8601 in UTC; pickup dates are on the
dock's clock (America/New_York).

**Errors** answer \`{ message, errors?, reason? }\`: \`message\` is for people, \`errors\` names the
refused fields, \`reason\` is a stable code for refusals a client tells apart. A 429 carries
\`Retry-After\`.`;

const tags: oas31.TagObject[] = [
  { name: 'Auth', description: 'Sign-up, sign-in, password resets and e-mail confirmation' },
  { name: 'Account', description: "The signed-in person's own settings, sessions, data and deletion" },
  { name: 'Catalog', description: 'Browsing catches' },
  { name: 'Listings', description: "A seller's catches: post, edit, stock, promotion" },
  { name: 'Cart', description: "The buyer's cart" },
  { name: 'Orders', description: 'Checkout, orders and the pickup pass' },
  { name: 'Receipts', description: "Completed orders' numbered receipts, and a seller's month of them" },
  { name: 'Licences', description: "Sellers' licences, their expiry and an admin's check" },
  { name: 'Traceability', description: "Buyers' traceability records of their completed lines" },
  { name: 'Seasons', description: 'Selling seasons and limits kept as data, changed by an admin' },
  { name: 'Harvest areas', description: 'Shellfish harvest areas and their closures by the state' },
  { name: 'Reviews', description: "Reviews of completed orders, sellers' replies and ratings" },
  { name: 'Payments', description: 'Card payments, the payment provider and its webhook' },
  { name: 'Sellers', description: 'Seller registration, profiles and payment accounts' },
  {
    name: 'Seller dashboard',
    description: "A seller's listings, earnings, analytics, inventory and pickups",
  },
  { name: 'Uploads', description: 'Photos and licence documents' },
  { name: 'Notifications', description: 'In-app notifications and phone alerts (Web Push)' },
  {
    name: 'Text messages',
    description: 'A mobile number for texts, its choices, inbound texts and the outbox',
  },
  { name: 'Alerts', description: 'Following sellers and new-catch alerts' },
  { name: 'Waitlist', description: 'Places in line for sold-out listings, and the units held for them' },
  { name: 'Standing orders', description: 'Weekly orders filled when the seller posts' },
  { name: 'Admin', description: 'Seller applications' },
  {
    name: 'Moderation',
    description: 'Admins revoking sellers, hiding listings and suspending accounts; reports',
  },
  { name: 'Places', description: 'Place suggestions for location inputs' },
  { name: 'Contact', description: 'Messages to the BayCatch team' },
  { name: 'Health', description: 'Liveness and readiness for load balancers' },
  { name: 'Reference', description: 'This API document' },
];

/** `get /api/orders/{id}/status` → `getOrdersByIdStatus`: stable, unique, and readable in generated clients. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method, ...words].map((word, i) => (i ? word[0]?.toUpperCase() + word.slice(1) : word)).join('');
}

function withOperationIds(document: oas31.OpenAPIObject): oas31.OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) operation.operationId = operationId(method, path);
    }
  }
  return document;
}

const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

function withRefusalsOfUnsafeMethods(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const refused = { ...item };
      for (const method of UNSAFE_METHODS) {
        const operation = item[method];
        if (operation) refused[method] = withUnsafeMethodRefusals(operation);
      }
      return [path, refused];
    }),
  );
}

function buildDocument(): oas31.OpenAPIObject {
  return withOperationIds(
    createDocument({
      openapi: '3.1.0',
      info: {
        title: 'BayCatch API',
        version: '1.0.0',
        description,
        // Partners use the API under the same terms as the site.
        license: { name: 'BayCatch Terms of Service', url: '/terms-of-service' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by sign-in or sign-up',
          },
        },
      },
      paths: withRefusalsOfUnsafeMethods({
        ...authPaths,
        ...accountPaths,
        ...passkeyPaths,
        ...twoFactorPaths,
        ...catalogPaths,
        ...listingPaths,
        ...cartPaths,
        ...orderPaths,
        ...receiptPaths,
        ...orderMessagePaths,
        ...reviewPaths,
        ...licencePaths,
        ...rulePaths,
        ...traceabilityPaths,
        ...harvestAreaPaths,
        ...shellfishTagPaths,
        ...paymentPaths,
        ...sellerPaths,
        ...sellerStatsPaths,
        ...uploadPaths,
        ...notificationPaths,
        ...pushPaths,
        ...textPaths,
        ...waitlistPaths,
        ...alertPaths,
        ...standingOrderPaths,
        ...adminPaths,
        ...moderationPaths,
        ...placePaths,
        ...contactPaths,
        ...healthPaths,
        ...referencePaths,
      }),
    }),
  );
}

let built: oas31.OpenAPIObject | undefined;

/** The document, built once: it depends on code only, never on configuration or data. */
export function apiDocument(): oas31.OpenAPIObject {
  built ??= buildDocument();
  return built;
}
