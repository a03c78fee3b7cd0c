import { createLazyRoute } from '@tanstack/react-router';
import { SellerRegisterScreen } from '../features/seller/seller-register-screen';

export const sellerRegisterLazyRoute = createLazyRoute('/seller-register')({
  component: SellerRegisterScreen,
});
