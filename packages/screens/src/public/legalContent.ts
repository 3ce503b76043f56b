// The footer's legal texts (the titles are in content.ts): shown only in their dialogs, so they load with the
// dialogs' code, not with the page.

export const legal = {
  disclaimer: [
    'The information on this website is provided for general information about our products and services. We make every effort to keep it accurate and up to date, but descriptions, dimensions, weights, colours and pictures are indicative and may differ from the delivered product.',
    'Prices, lead times and specifications are confirmed only in a written quotation or order confirmation. Nothing on this website is an offer that can be accepted as a contract.',
    'We are not liable for any loss arising from the use of this website or from reliance on its content, except where the law does not allow liability to be excluded.',
  ],
  privacy: [
    'When you send us a partner application we store your email address, company, region and comment to answer you and to prepare a possible partnership. We do not sell or share these details with third parties for their own marketing.',
    'Registered customers who log in to our catalogue have their account details, wishlist and shared documents stored so the catalogue works for them. We use only the cookies needed to keep you logged in and to protect forms against forgery.',
    'You may ask us at any time which of your details we hold, and to correct or delete them, by writing to us at the address below.',
  ],
} as const;

export type LegalTextName = keyof typeof legal;
