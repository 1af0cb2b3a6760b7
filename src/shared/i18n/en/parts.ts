/**
 * The frame's texts that only screens loaded later say: the dashboard menu, dialogs, password and
 * photo fields, the verified tick, the 404 page (the home page's first script does not carry them).
 */
export const PARTS = {
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.photo': 'Photo',
  'common.uploading': 'Uploading photo',
  'common.verified': 'Verified seller',
  'common.verifiedStudent': 'Verified student',
  'common.verifiedSr': '(verified seller)',
  'dashboard.menu': 'Dashboard menu',
  'dashboard.close': 'Close',
  'dashboard.profile': 'My Profile',
  'dashboard.sellers': 'All Sellers',
  'dashboard.buyers': 'All Buyers',
  'dashboard.admins': 'Admins',
  'dashboard.reportedItems': 'Reported Items',
  'dashboard.reportedChats': 'Reported Chats',
  'dashboard.spots': 'Meet-up Spots',
  'dashboard.campuses': 'Campuses',
  'dashboard.addProduct': 'Add A Product',
  'dashboard.myProducts': 'My Products',
  'dashboard.myBuyers': 'My Buyers',
  'dashboard.myOrders': 'My Orders',
  'dashboard.wishlists': 'My WishLists',
  'dashboard.messages': 'Messages',
  'dashboard.wanted': 'Wanted',
  'notFound.title': 'Page not found',
  'notFound.description':
    'This page does not exist on Boipoka. Find second-hand books by category instead.',
  'notFound.alt': 'A bookworm with glasses peeking out of a book with a page torn out: 404',
  'notFound.heading': 'This page does not exist',
  'notFound.hint': 'The link may be broken, or the page may have moved.',
  'notFound.home': 'Back to Home',
} as const;
