import { Badge, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SaleRuleDto } from '../../../shared/sale-rule.schema';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** One season or limit on the admin screen: its words, source and days, which the admin may change. */
export function SeasonRuleRow({ rule }: { rule: SaleRuleDto }) {
  const utils = trpc.useUtils();
  const [openFrom, setOpenFrom] = useState(rule.openFrom ?? '');
  const [openTo, setOpenTo] = useState(rule.openTo ?? '');
  const done = (title: string) => () => {
    void utils.seasons.invalidate();
    void utils.moderation.actions.invalidate();
    toaster.create({ title, type: 'success' });
  };
  const failed = (error: unknown) =>
    toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
  const change = trpc.seasons.change.useMutation({ onSuccess: done('Season saved'), onError: failed });
  const remove = trpc.seasons.remove.useMutation({ onSuccess: done('Rule removed'), onError: failed });
  const season = rule.kind === 'season';
  return (
    <Card.Root variant="outline" data-testid="season-rule">
      <Card.Body gap="2" p="4">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">
            {rule.species}
            {rule.prep ? ` (${rule.prep})` : ''}: {rule.kind}
          </Text>
          {season && (
            <Badge colorPalette={rule.inForceToday ? 'green' : 'gray'} variant="subtle">
              {rule.inForceToday ? 'Open today' : 'Closed today'}
            </Badge>
          )}
          {rule.checkEachYear && (
            <Badge colorPalette="orange" variant="subtle">
              Check each year
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm">{rule.text}</Text>
        <Text fontSize="xs" color="fg.muted">
          Source: {rule.source}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'end' }}>
          {season && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                change.mutate({ id: rule.id, openFrom, openTo });
              }}
            >
              <HStack gap="2" align="end">
                <Input
                  size="sm"
                  w="24"
                  aria-label={`${rule.species} season from (MM-DD)`}
                  value={openFrom}
                  onChange={(event) => setOpenFrom(event.target.value)}
                />
                <Input
                  size="sm"
                  w="24"
                  aria-label={`${rule.species} season to (MM-DD)`}
                  value={openTo}
                  onChange={(event) => setOpenTo(event.target.value)}
                />
                <Button size="sm" type="submit" variant="outline" loading={change.isPending}>
                  Save
                </Button>
              </HStack>
            </form>
          )}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: rule.id })}
          >
            Remove
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
