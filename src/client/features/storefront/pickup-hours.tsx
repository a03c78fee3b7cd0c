import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { editorDays } from '../../../shared/availability';
import { storefrontMessages } from '../../../shared/messages/storefront';
import { formatTimeOfDay } from '../../../shared/pickup-schedule';
import type { PublicSellerDto } from '../../../shared/seller.schema';

/** The weekly pickup hours, Monday first, as the seller set them on the dashboard. */
export function PickupHours({ seller }: { seller: PublicSellerDto }) {
  const open = editorDays.filter((day) => seller.availability[day]?.enabled);
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {storefrontMessages.pickupHours}
      </Heading>
      {open.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {storefrontMessages.noPickupHours}
        </Text>
      ) : (
        <>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1" data-testid="pickup-hours">
            {open.map((day) => {
              const hours = seller.availability[day]!;
              return (
                <Box key={day} display="contents">
                  <Text as="dt" fontWeight="medium">
                    {day}
                  </Text>
                  <Text as="dd" color="fg.muted">
                    {formatTimeOfDay(hours.startTime)} - {formatTimeOfDay(hours.endTime)}
                  </Text>
                </Box>
              );
            })}
          </Grid>
          <Text color="fg.muted" fontSize="xs">
            {storefrontMessages.pickupHoursNote}
          </Text>
        </>
      )}
    </Stack>
  );
}
