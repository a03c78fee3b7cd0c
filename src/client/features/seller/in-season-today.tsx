import { Text } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MM-DD' as "Dec 15"; February's last day reads as the end of February, leap year or not. */
function dayText(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  if (month === 2 && day !== undefined && day >= 28) return 'end of Feb';
  return `${MONTHS[(month ?? 1) - 1]} ${day}`;
}

/**
 * What is in season today, on the post form (docs/product/traceability.md): the seasons open on the
 * Bay's clock, each with its last day. Nothing when seasons are off or none is open.
 */
export function InSeasonToday() {
  const rules = trpc.seasons.today.useQuery(undefined, { staleTime: 5 * 60_000 });
  const seasons = (rules.data?.rules ?? []).filter((rule) => rule.kind === 'season' && rule.openTo);
  if (!rules.data?.enforced || seasons.length === 0) return null;
  const open = seasons.map(
    (rule) => `${rule.species}${rule.prep ? ` (${rule.prep})` : ''} to ${dayText(rule.openTo ?? '')}`,
  );
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="in-season-today">
      <b>In season today:</b> {open.join(' · ')}. Anything with a closed season cannot be posted.
    </Text>
  );
}
