import { Checkbox, Grid, HStack, Input, Text } from '@chakra-ui/react';
import {
  type Availability,
  type DayAvailability,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  editorDays,
} from '../../../shared/availability';

interface AvailabilityEditorProps {
  value: Availability;
  onChange: (next: Availability) => void;
  disabled?: boolean;
}

/** Monday to Sunday, each with an on/off box and its hours (09:00-17:00 unless set). */
export function AvailabilityEditor({ value, onChange, disabled }: AvailabilityEditorProps) {
  const slotOf = (day: (typeof editorDays)[number]): DayAvailability =>
    value[day] ?? { enabled: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME };
  const update = (day: (typeof editorDays)[number], change: Partial<DayAvailability>) =>
    onChange({ ...value, [day]: { ...slotOf(day), ...change } });

  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '9rem 1fr' }}
      columnGap="4"
      rowGap={{ base: '1', sm: '2' }}
      alignItems="center"
    >
      {editorDays.map((day) => {
        const slot = slotOf(day);
        return (
          <AvailabilityRow
            key={day}
            day={day}
            slot={slot}
            disabled={disabled}
            onChange={(change) => update(day, change)}
          />
        );
      })}
    </Grid>
  );
}

function AvailabilityRow({
  day,
  slot,
  disabled,
  onChange,
}: {
  day: string;
  slot: DayAvailability;
  disabled: boolean | undefined;
  onChange: (change: Partial<DayAvailability>) => void;
}) {
  return (
    <>
      <Checkbox.Root
        checked={slot.enabled}
        disabled={disabled}
        onCheckedChange={(details) => onChange({ enabled: details.checked === true })}
        colorPalette="bay"
        mt={{ base: '2', sm: '0' }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="medium">{day}</Checkbox.Label>
      </Checkbox.Root>
      {/* A day off dims its times (disabled fields need no contrast), never the "to" between them. */}
      <HStack gap="2">
        <Input
          type="time"
          size="sm"
          maxW="9rem"
          opacity={slot.enabled ? 1 : 0.55}
          aria-label={`${day} start time`}
          value={slot.startTime}
          disabled={disabled || !slot.enabled}
          onChange={(event) => onChange({ startTime: event.target.value })}
        />
        <Text color="fg.muted">to</Text>
        <Input
          type="time"
          size="sm"
          maxW="9rem"
          opacity={slot.enabled ? 1 : 0.55}
          aria-label={`${day} end time`}
          value={slot.endTime}
          disabled={disabled || !slot.enabled}
          onChange={(event) => onChange({ endTime: event.target.value })}
        />
      </HStack>
    </>
  );
}
