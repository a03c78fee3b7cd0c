import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { FileCheck, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { verificationFigures } from '../../../shared/guide-figures';
import { uploadMessages } from '../../../shared/messages/upload';
import { LICENSE_MAX_BYTES } from '../../../shared/upload-limits';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { uploadFile } from '../../lib/upload-file';

interface LicenseFieldProps {
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
  /**
   * For a visitor without an account yet: nothing can be uploaded before the account exists, so the
   * chosen file is held here and sent with the application.
   */
  held?: { file: File | null; onChange: (file: File | null) => void };
}

/** A license as a link the applicant types, or a JPG, PNG or PDF they upload (checked on the server). */
export function LicenseField({ value, onChange, error, held }: LicenseFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const uploaded = value.startsWith('/api/uploads/licenses/') || Boolean(held?.file);

  async function upload(file: File) {
    if (held) {
      if (file.size > LICENSE_MAX_BYTES) {
        toaster.create({
          title: 'Upload Failed',
          description: uploadMessages.licenseTooLarge,
          type: 'error',
        });
      } else {
        held.onChange(file);
      }
      if (input.current) input.current.value = '';
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadFile('/api/uploads/licenses', file));
      setFileName(file.name);
    } catch (uploadError) {
      toaster.create({ title: 'Upload Failed', description: messageOf(uploadError), type: 'error' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>License image (optional)</Field.Label>
      {uploaded ? (
        <HStack gap="3" p="2" borderWidth="1px" borderRadius="md" w="full">
          <FileCheck size={18} color="var(--chakra-colors-green-600)" aria-hidden />
          <Text flex="1" fontSize="sm" truncate>
            {held?.file?.name ?? fileName ?? 'License uploaded'}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => (held?.file ? held.onChange(null) : onChange(''))}>
            Remove
          </Button>
        </HStack>
      ) : (
        <HStack w="full" gap="2" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            name="licenseImageUrl"
            type="url"
            placeholder="https://..."
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            loading={uploading}
            loadingText="Uploading..."
          >
            <Upload size={16} /> Upload file
          </Button>
        </HStack>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        hidden
        data-testid="license-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          Paste a link, or upload a JPG, PNG or PDF of at most {verificationFigures.maxUploadMb}MB. Only
          admins see it.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
