import { Badge, Icon } from '@chakra-ui/react';
import { BadgeCheck, Star } from 'lucide-react';
import { prepLabelOf } from '../../../shared/catch-options';

/** The prep badge names the listing's own preparation: Live, Steamed, Filleted, ... (docs/product/catalog.md). */
export function PrepBadge({ prep }: { prep: string }) {
  const live = prep === 'live';
  return (
    <Badge colorPalette={live ? 'green' : 'crab'} variant="subtle" data-testid="prep-badge">
      {prepLabelOf(prep)}
    </Badge>
  );
}

export function SizeBadge({ sizeMix }: { sizeMix: string }) {
  return (
    <Badge colorPalette="bay" variant="subtle">
      {sizeMix}
    </Badge>
  );
}

/** A season covers the catch and is open today (docs/product/traceability.md); otherwise nothing is said. */
export function InSeasonBadge() {
  return (
    <Badge colorPalette="green" variant="subtle" data-testid="in-season-badge">
      In season
    </Badge>
  );
}

export function FeaturedBadge() {
  return (
    <Badge colorPalette="yellow" variant="solid" gap="1">
      <Star size={12} aria-hidden /> Featured
    </Badge>
  );
}

/** The verified icon shown beside approved sellers ('Verified Crabber'). */
export function VerifiedIcon({ size = 16 }: { size?: number }) {
  return (
    // Chakra's Icon hides icons from screen readers by default; this one says something.
    <Icon color="bay.500" aria-hidden={false} role="img" aria-label="Verified Crabber">
      <BadgeCheck size={size} />
    </Icon>
  );
}
