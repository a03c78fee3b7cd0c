import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';
import { textSentTo, textToBayCatch } from './texts';

describe('text messages', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a buyer confirms a mobile number on /account and is texted when the seller texts READY from the boat', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'texts');
    const digits = String(Math.floor(1000 + Math.random() * 9000));
    const number = `+1410555${digits}`;

    await page.goto('/account');
    const section = page.getByRole('form', { name: 'Mobile number for texts' });
    await section.getByLabel('Mobile number').fill(`(410) 555-${digits}`);
    await section.getByRole('button', { name: 'Send code' }).click();
    const code = /\b(\d{6})\b/.exec(await textSentTo(number, /your code is/))![1]!;
    const codeForm = page.getByRole('form', { name: 'Confirmation code' });
    await codeForm.getByLabel(/Code texted to/).fill('000000' === code ? '111111' : '000000');
    await codeForm.getByRole('button', { name: 'Confirm number' }).click();
    await page.getByText('That code is not right. Check the text and try again.').waitFor();
    await codeForm.getByLabel(/Code texted to/).fill(code);
    await codeForm.getByRole('button', { name: 'Confirm number' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'My order is ready' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('checkbox', { name: 'My order is ready' }).isChecked()).toBe(true);

    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string };

    // The seller, with a confirmed number of their own, texts READY and the order's code.
    await page.context().clearCookies();
    await signInAs(page, 'seller@baycatch.test');
    const sellerNumber = `+1443555${digits}`;
    expect((await page.request.post('/api/account/phone', { data: { phone: sellerNumber } })).status()).toBe(
      202,
    );
    const sellerCode = /\b(\d{6})\b/.exec(await textSentTo(sellerNumber, /your code is/))![1]!;
    const verified = await page.request.post('/api/account/phone/verify', { data: { code: sellerCode } });
    expect(verified.status()).toBe(200);
    const reference = order.id.slice(-8).toUpperCase();
    const reply = await textToBayCatch(sellerNumber, `READY ${reference}`);
    expect(reply).toContain(`marked ready and told the buyer: #${reference}.`);
    const text = await textSentTo(number, /is ready/);
    expect(text).toMatch(/^BayCatch: your order .+ from Dobbins Crab Co\. is ready\./);
    expect(text.endsWith('Reply STOP to stop')).toBe(true);
  });
});
