/** Follow / Following on a seller's storefront (docs/product/alerts.md). */
import { Button } from '@chakra-ui/react';
import { Bell, BellRing } from 'lucide-react';
import { alertTexts } from '../../../shared/messages/alert';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { toaster } from '../ui/toaster';

export function FollowButton({ crabberId, sellerName }: { crabberId: string; sellerName: string }) {
  const utils = trpc.useUtils();
  const state = trpc.alerts.followState.useQuery({ id: crabberId });
  const onError = (error: unknown) =>
    toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
  const settle = (following: boolean) => {
    utils.alerts.followState.setData({ id: crabberId }, { crabberId, following });
    void utils.alerts.list.invalidate();
    toaster.create({
      description: following ? alertTexts.followed(sellerName) : alertTexts.unfollowed(sellerName),
      type: 'success',
    });
  };
  const follow = trpc.alerts.follow.useMutation({ onSuccess: () => settle(true), onError });
  const unfollow = trpc.alerts.unfollow.useMutation({ onSuccess: () => settle(false), onError });
  const following = state.data?.following ?? false;

  return (
    <Button
      alignSelf="start"
      size="sm"
      colorPalette="bay"
      variant={following ? 'outline' : 'solid'}
      aria-pressed={following}
      title={alertTexts.followHelp}
      disabled={state.isLoading || state.isError}
      loading={follow.isPending || unfollow.isPending}
      onClick={() => (following ? unfollow : follow).mutate({ id: crabberId })}
    >
      {following ? <BellRing size={16} aria-hidden /> : <Bell size={16} aria-hidden />}
      {following ? alertTexts.following : alertTexts.follow}
    </Button>
  );
}
