import { Box, Card, Container, Heading, Image, Tabs, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type SignInMode = 'sign-in' | 'register';

interface SignInScreenProps {
  mode: SignInMode;
  returnTo: string;
  onModeChange: (mode: SignInMode) => void;
}

export function SignInScreen({ mode, returnTo, onModeChange }: SignInScreenProps) {
  useDocumentTitle(mode === 'register' ? 'Create your account' : 'Sign in');
  const router = useRouter();
  const { isSignedIn } = useCurrentUser();
  const done = () => router.history.replace(returnTo);

  // Someone already signed in (another tab, the back button) goes straight on to where they were headed.
  useEffect(() => {
    if (isSignedIn) router.history.replace(returnTo);
  }, [isSignedIn, returnTo, router]);

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box textAlign="center" mb="6">
        <Image src="/images/brand/logo-mark.svg" alt="" boxSize="12" mx="auto" mb="3" />
        <Heading as="h1" size="2xl">
          {mode === 'register' ? 'Create your BayCatch account' : 'Welcome back'}
        </Heading>
        <Text color="fg.muted" mt="2">
          Reserve today's catch from Chesapeake Bay watermen and pick it up at the dock.
        </Text>
      </Box>
      <Card.Root>
        <Card.Body>
          <Tabs.Root
            value={mode}
            onValueChange={(details) => onModeChange(details.value as SignInMode)}
            variant="enclosed"
            fitted
          >
            <Tabs.List mb="5">
              <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
              <Tabs.Trigger value="register">Create Account</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              <SignInForm onSignedIn={done} />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm onSignedIn={done} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
