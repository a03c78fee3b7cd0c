import type { UserDto } from '../../../shared/user.dto';
import { isAdmin } from '../../../shared/users';
import { viewerOf } from '../../lib/order-viewer';
import type { SaleActor } from './sale-access';

/** The signed-in user as a sale's actor; admin rights need the two-factor sign-in admin tools need. */
export function saleActorOf(user: UserDto): SaleActor {
  return { ...viewerOf(user), isAdmin: isAdmin(user) && user.twoFactorEnabled === true };
}
