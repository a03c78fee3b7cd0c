import { Button, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { FieldErrors } from '../../../shared/api-errors';
import {
  CONTACT_MESSAGE_MAX,
  type ContactMessageInput,
  contactSubjectLabels,
  contactSubjects,
  contactUserTypeLabels,
  contactUserTypes,
} from '../../../shared/contact.schema';
import { contactMessages } from '../../../shared/messages/contact';
import type { UserDto } from '../../../shared/user.schema';
import { FormAlert } from '../../components/ui/form-alert';
import { FormField } from '../../components/ui/form-field';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';

type FormState = Record<keyof ContactMessageInput, string>;

function blankForm(user: UserDto | null): FormState {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    userType: '',
    subject: '',
    message: '',
  };
}

/** The Contact Us message form: validated on the server, stored, and e-mailed to support. */
export function ContactForm() {
  const { user } = useCurrentUser();
  const [form, setForm] = useState<FormState>(() => blankForm(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      setForm(blankForm(user));
      setErrors({});
      toaster.create({
        title: contactMessages.sentTitle,
        description: contactMessages.sentDescription,
        type: 'success',
      });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  // A signed-in visitor's name and e-mail fill in once the account has loaded, unless already typed.
  useEffect(() => {
    if (!user) return;
    setForm((prev) => ({
      ...prev,
      firstName: prev.firstName || (user.firstName ?? ''),
      lastName: prev.lastName || (user.lastName ?? ''),
      email: prev.email || user.email,
    }));
  }, [user]);

  const bind = (key: keyof FormState) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => {
      setForm((prev) => ({ ...prev, [key]: event.target.value }));
      if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The selects start empty on purpose; the server names any choice still missing.
    send.mutate(form as ContactMessageInput);
  };

  const hasFieldErrors = Object.values(errors).some((list) => list && list.length > 0);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id="contact-form-title" size="xl">
            Send us a message
          </Heading>
          <Text color="fg.muted">Fields marked with * are required.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" error={errors.firstName?.[0]} required>
            <Input autoComplete="given-name" {...bind('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.[0]} required>
            <Input autoComplete="family-name" {...bind('lastName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.[0]} required>
            <Input type="email" autoComplete="email" inputMode="email" {...bind('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.[0]} mark="optional">
            <Input type="tel" autoComplete="tel" placeholder="(410) 555-0123" {...bind('phone')} />
          </FormField>
          <FormField label="I am a" error={errors.userType?.[0]} required>
            <NativeSelect.Root>
              <NativeSelect.Field placeholder="Choose one" {...bind('userType')}>
                {contactUserTypes.map((type) => (
                  <option key={type} value={type}>
                    {contactUserTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Subject" error={errors.subject?.[0]} required>
            <NativeSelect.Root>
              <NativeSelect.Field placeholder="Choose a subject" {...bind('subject')}>
                {contactSubjects.map((subject) => (
                  <option key={subject} value={subject}>
                    {contactSubjectLabels[subject]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField
          label="Message"
          error={errors.message?.[0]}
          required
          helper={`${form.message.length}/${CONTACT_MESSAGE_MAX} characters. For an order, include the order number from your order page.`}
        >
          <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...bind('message')} />
        </FormField>
        {send.error && !hasFieldErrors && <FormAlert>{messageOf(send.error)}</FormAlert>}
        <Button
          type="submit"
          colorPalette="crab"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={send.isPending}
          loadingText="Sending..."
        >
          <Send size={18} aria-hidden /> Send Message
        </Button>
      </Stack>
    </form>
  );
}
