import { Button, HStack } from '@chakra-ui/react';

export function EditActions({
  saving,
  onCancel,
  onSave,
}: {
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <HStack justify="end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button colorPalette="bay" loading={saving} onClick={onSave}>
        Save
      </Button>
    </HStack>
  );
}
