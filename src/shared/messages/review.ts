/** Reviews of a completed order and the seller's reply (docs/product/reviews.md). */
export const reviewTexts = {
  starsRequired: 'Choose from 1 to 5 stars',
  tooLong: 'Reviews are up to 1,000 characters',
  replyEmpty: 'Write a reply',
  replyTooLong: 'Replies are up to 1,000 characters',
  buyerOnly: 'Only the buyer can review this order',
  notCompleted: 'Only completed orders can be reviewed',
  editClosed: 'Reviews can be changed for 14 days after they are written',
  notFound: 'Review not found',
  changedMeanwhile: 'This review changed meanwhile. Please reload and try again.',
  alreadyReplied: 'You have already replied to this review',
  formerBuyer: 'Former buyer',
  unnamedBuyer: 'A BayCatch buyer',
  notificationTitle: 'New Review',
  tooMany: 'You are writing reviews too quickly. Please wait a few minutes.',
} as const;
