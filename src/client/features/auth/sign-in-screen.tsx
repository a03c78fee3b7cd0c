import { Tabs } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { authMessages } from '../../../shared/messages/auth';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type SignInMode = 'sign-in' | 'register';

interface SignInScreenProps {
  mode: SignInMode;
  returnTo: string;
  /** The visitor came from a page that needs an account: the lead says so. */
  sentFromPage?: boolean;
  /** A password sign-in sent by the browser itself found two-factor due: the code step opens. */
  startAtCode?: boolean;
  onModeChange: (mode: SignInMode) => void;
}

export function SignInScreen({
  mode,
  returnTo,
  sentFromPage = false,
  startAtCode = false,
  onModeChange,
}: SignInScreenProps) {
  useDocumentTitle(mode === 'register' ? 'Create your account' : 'Sign in');
  const router = useRouter();
  const { isSignedIn } = useCurrentUser();
  const done = () => router.history.replace(returnTo);

  // Someone already signed in (another tab, the back button) goes straight on to where they were headed.
  useEffect(() => {
    if (isSignedIn) router.history.replace(returnTo);
  }, [isSignedIn, returnTo, router]);

  return (
    <AuthCard
      title={mode === 'register' ? 'Create your BayCatch account' : 'Welcome back'}
      lead={sentFromPage ? authMessages.signInToContinue : authMessages.signInLead}
    >
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
          <PasskeySignInButton onSignedIn={done} />
          <SignInForm onSignedIn={done} returnTo={returnTo} startAtCode={startAtCode} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm onSignedIn={done} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
