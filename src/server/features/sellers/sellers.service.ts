/**
 * Seller applications and the seller's own profile: registration (and re-application after a
 * rejection), availability and location edits, and the payout account at the payment provider.
 * Only a profile's owner may read or change it here; admins decide applications elsewhere.
 */

import type { z } from 'zod';
import { moderationMessages } from '../../../shared/messages/moderation';
import { sellerMessages } from '../../../shared/messages/seller';
import type { OnboardingLinkDto } from '../../../shared/seller.dto';
import {
  type PaymentAccountStatusDto,
  type PublicSellerDto,
  type SellerProfileDto,
  type SellerRegistration,
  sellerUpdateData,
} from '../../../shared/seller.schema';
import { isUniqueViolation } from '../../db/errors';
import type { Geocoder } from '../../integrations/geocoding/geocoder';
import {
  PaymentAccountMissingError,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/validation';
import type { SignedInUser } from '../auth/access';
import type { UploadsService } from '../uploads/uploads.service';
import { toPublicSellerDto, toSellerProfileDto } from './seller.mapper';
import type { SellerProfileRow, SellersRepo } from './sellers.repo';

type SellerUpdate = z.output<typeof sellerUpdateData>;

interface SellersServiceDeps {
  repo: SellersRepo;
  geocoder: Pick<Geocoder, 'geocodeAddress'>;
  uploads: Pick<UploadsService, 'isUsableLicenseUrl'>;
  payments: PaymentProvider;
  logger: Logger;
}

export function createSellersService({ repo, geocoder, uploads, payments, logger }: SellersServiceDeps) {
  /** Coordinates for a pickup address; a geocoder failure leaves them empty rather than failing the save. */
  async function locate(address: string): Promise<{ lat: number | null; lng: number | null }> {
    try {
      const place = await geocoder.geocodeAddress(address);
      return place ? { lat: place.lat, lng: place.lng } : { lat: null, lng: null };
    } catch (error) {
      logger.warn('pickup address not geocoded', { error });
      return { lat: null, lng: null };
    }
  }

  /** The caller's own profile; another seller's is refused, a missing one is not found. */
  async function ownProfile(user: SignedInUser, id: string): Promise<SellerProfileRow> {
    const profile = await repo.findById(id);
    if (!profile) throw new AppError('NOT_FOUND', sellerMessages.notFound);
    if (profile.userId !== user.id) throw new AppError('FORBIDDEN', sellerMessages.notOwner);
    return profile;
  }

  /**
   * The stored account's state as the provider tells it. An account the provider no longer knows
   * (deleted there, or made under the other mode's keys) is forgotten: the seller is not connected.
   */
  async function readAccountStatus(profile: SellerProfileRow): Promise<SellerProfileRow> {
    if (!profile.stripeAccountId) return profile;
    let status: SellerProfileRow['stripeAccountStatus'];
    try {
      status = await payments.retrieveAccountStatus(profile.stripeAccountId);
    } catch (error) {
      if (!(error instanceof PaymentAccountMissingError)) throw error;
      logger.warn('payout account unknown to the provider, forgotten', {
        sellerId: profile.id,
        accountId: profile.stripeAccountId,
      });
      return (
        (await repo.update(profile.id, { stripeAccountId: null, stripeAccountStatus: 'not_connected' })) ??
        profile
      );
    }
    if (status === profile.stripeAccountStatus) return profile;
    return (await repo.update(profile.id, { stripeAccountStatus: status })) ?? profile;
  }

  return {
    /**
     * A storefront's public profile. Only approved sellers have one: an applicant, a rejected or a
     * revoked seller is not found, so nothing about them leaks; nor is one who deleted the account
     * or whose account an admin suspended.
     */
    async getPublic(id: string): Promise<PublicSellerDto> {
      const profile = await repo.findById(id);
      if (profile?.verificationStatus !== 'approved' || (await repo.isOwnerAway(id))) {
        throw new AppError('NOT_FOUND', sellerMessages.notFound);
      }
      return toPublicSellerDto(profile);
    },
    async register(user: SignedInUser, input: SellerRegistration): Promise<SellerProfileDto> {
      const existing = await repo.findByUserId(user.id);
      if (existing?.verificationStatus === 'pending')
        throw new AppError('CONFLICT', sellerMessages.alreadyPending);
      if (existing?.verificationStatus === 'approved') {
        throw new AppError('CONFLICT', sellerMessages.alreadyApproved);
      }
      // Only an admin reinstates a revoked seller (decision 012).
      if (existing?.verificationStatus === 'revoked') {
        throw new AppError('CONFLICT', moderationMessages.revokedCannotReapply);
      }
      if (input.licenseImageUrl && !(await uploads.isUsableLicenseUrl(user.id, input.licenseImageUrl))) {
        throw new AppError('BAD_REQUEST', sellerMessages.licenseUrl, {
          fieldErrors: { licenseImageUrl: [sellerMessages.licenseUrl] },
        });
      }
      const { lat, lng } = await locate(input.pickupLocationAddress);
      const application = {
        sellerType: input.sellerType,
        displayName: input.displayName,
        bio: input.bio,
        pickupLocationAddress: input.pickupLocationAddress,
        pickupLocationLat: lat,
        pickupLocationLng: lng,
        pickupInstructions: input.pickupInstructions ?? null,
        availability: input.availability,
        licenseImageUrl: input.licenseImageUrl ?? null,
        // Commercial fishers are verified in full, the recreational types at the basic level (docs/product/sellers.md).
        verificationLevel: input.sellerType === 'commercial' ? ('full' as const) : ('basic' as const),
      };
      if (existing) {
        const reopened = await repo.reopenRejected(existing.id, application);
        if (!reopened) throw new AppError('CONFLICT', sellerMessages.alreadyPending);
        return toSellerProfileDto(reopened, user);
      }
      try {
        return toSellerProfileDto(await repo.insertApplication({ userId: user.id, ...application }), user);
      } catch (error) {
        // A second tab submitted at the same moment: its profile won.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', sellerMessages.alreadyPending);
        throw error;
      }
    },

    /** The signed-in seller's own profile, or null for someone who never applied. */
    async getMine(user: SignedInUser): Promise<SellerProfileDto | null> {
      const profile = await repo.findByUserId(user.id);
      return profile ? toSellerProfileDto(profile, user) : null;
    },

    /** The same for a caller that needs the profile: someone who never applied gets a 404. */
    async requireMine(user: SignedInUser): Promise<SellerProfileDto> {
      const profile = await repo.findByUserId(user.id);
      if (!profile) throw new AppError('NOT_FOUND', sellerMessages.notRegistered);
      return toSellerProfileDto(profile, user);
    },

    /** Ownership first, then the body: someone else's profile is refused whatever they send. */
    async update(user: SignedInUser, id: string, body: unknown): Promise<SellerProfileDto> {
      await ownProfile(user, id);
      const data: SellerUpdate = parseInput(sellerUpdateData, body);
      const changes: Parameters<SellersRepo['update']>[1] = {};
      if (data.availability !== undefined) {
        changes.availability = data.availability;
        // The map replaces the legacy string for good, so the two can never disagree.
        changes.hours = null;
      }
      if (data.pickupLocationAddress !== undefined) {
        changes.pickupLocationAddress = data.pickupLocationAddress;
        const given = data.pickupLocationLat != null && data.pickupLocationLng != null;
        const { lat, lng } = given
          ? { lat: data.pickupLocationLat ?? null, lng: data.pickupLocationLng ?? null }
          : await locate(data.pickupLocationAddress);
        changes.pickupLocationLat = lat;
        changes.pickupLocationLng = lng;
      }
      if (data.pickupInstructions !== undefined) changes.pickupInstructions = data.pickupInstructions;
      if (data.displayName !== undefined) changes.displayName = data.displayName;
      if (data.bio !== undefined) changes.bio = data.bio;
      if (data.orderCutoffHours !== undefined) changes.orderCutoffHours = data.orderCutoffHours;
      if (data.slotCapacity !== undefined) changes.slotCapacity = data.slotCapacity;
      if (data.noShowGraceHours !== undefined) changes.noShowGraceHours = data.noShowGraceHours;
      const updated = await repo.update(id, changes);
      if (!updated) throw new AppError('NOT_FOUND', sellerMessages.notFound);
      return toSellerProfileDto(updated, user);
    },

    /** GET /api/sellers/{id}/stripe-status: re-read from the provider, since onboarding happens there. */
    async paymentAccountStatus(user: SignedInUser, id: string): Promise<PaymentAccountStatusDto> {
      let profile = await ownProfile(user, id);
      try {
        profile = await readAccountStatus(profile);
      } catch (error) {
        logger.warn('payment account status not refreshed', { sellerId: id, error });
      }
      return {
        connected: profile.stripeAccountStatus !== 'not_connected',
        status: profile.stripeAccountStatus,
      };
    },

    /** Creates the connected account on first use, then a fresh onboarding link to send the browser to. */
    async connectPaymentAccount(user: SignedInUser, id: string, origin: string): Promise<OnboardingLinkDto> {
      let profile = await ownProfile(user, id);
      const provider = payments;
      const stored = profile.stripeAccountId;
      // An account the provider lost is forgotten here, and a fresh one is made below.
      if (stored) profile = await readAccountStatus(profile);
      if (profile.stripeAccountId) {
        if (profile.stripeAccountStatus === 'active')
          throw new AppError('CONFLICT', sellerMessages.alreadyConnected);
      } else {
        const { accountId } = await provider.createConnectedAccount({
          email: user.email,
          sellerId: id,
          ...(stored ? { replacing: stored } : {}),
        });
        profile =
          (await repo.update(id, { stripeAccountId: accountId, stripeAccountStatus: 'pending' })) ?? profile;
      }
      const { url } = await provider.createOnboardingLink({
        accountId: profile.stripeAccountId!,
        returnUrl: `${origin}/dashboard?stripe=return`,
        refreshUrl: `${origin}/dashboard?stripe=refresh`,
      });
      return { onboardingUrl: url };
    },

    /** For the provider's `account.updated` webhook: the event names the account, the provider says its state. */
    async syncPaymentAccount(accountId: string): Promise<void> {
      const profile = await repo.findByPaymentAccountId(accountId);
      if (!profile) {
        logger.info('account update for an unknown connected account', { accountId });
        return;
      }
      await readAccountStatus(profile);
    },
  };
}
