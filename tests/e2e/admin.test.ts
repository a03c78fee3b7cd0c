import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

describe('admin reviews seller applications', () => {
  const b = useBrowser();

  it('approves the pending demo applicant, who then holds an approved profile', async () => {
    const { page } = b;
    await signInAs(page, 'admin@baycatch.test');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const card = page.getByTestId('application-card').filter({ hasText: 'Hollins Backyard Crabs' });
    await card.waitFor();
    await card.getByText('pending@baycatch.test').waitFor();
    await card.getByText('40 lbs').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Application Approved').waitFor();
    // It leaves the Pending tab and shows up under Approved.
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Approved/ }).click();
    await page.getByTestId('application-card').filter({ hasText: 'Hollins Backyard Crabs' }).waitFor();

    const applicant = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(applicant, 'pending@baycatch.test');
    const me = (await (await applicant.request.get('/api/auth/user')).json()) as {
      crabberProfile: { verificationStatus: string };
    };
    expect(me.crabberProfile.verificationStatus).toBe('approved');
    const applicantPage = await applicant.newPage();
    await applicantPage.goto('/');
    await applicantPage.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    await applicantPage.getByText('You are a Verified Crabber').waitFor();

    // Now approved, the applicant can post a catch from the dashboard.
    await applicantPage.goto('/dashboard');
    const post = applicantPage.getByRole('region', { name: 'Post New Catch' });
    await post.getByLabel('Title').fill('Magothy Jimmies');
    await post.getByLabel('Price per unit ($)').fill('85');
    await post.getByLabel('Quantity available').fill('2');
    await post.getByRole('button', { name: 'Post Catch' }).click();
    await applicantPage.getByText('Catch Posted').waitFor();
    const mine = (await (await applicant.request.get('/api/crabber/catches')).json()) as { title: string }[];
    expect(mine.map((listing) => listing.title)).toContain('Magothy Jimmies');
    await applicant.close();
  });
});
