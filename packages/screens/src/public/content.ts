// Every word of the public site in one place: the landing page's marketing copy, its navigation, the company's
// address and the legal texts. Texts the spec fixes (nav labels, button texts, process steps, claims) are exact.

/** The company as the footer and the map show it. */
export const company = {
  name: 'Wonderforge Themed Attractions Co., Ltd.',
  shortName: 'Wonderforge',
  tagline: 'Themed attractions, made in our own factory',
  addressLines: ['88 Dinosaur Valley Road', 'Gongjing District, Zigong', 'Sichuan 643020, China'],
  /** The factory gate, where the map is centred. */
  location: { lat: 29.3506, lng: 104.7413 },
} as const;

/** The landing page's sections in page order: the anchor each has and the nav label that leads to it (spec §2). */
export const landingSections = [
  { id: 'home', label: 'Home' },
  { id: 'specialties', label: 'Our specialties' },
  { id: 'processes', label: 'Our processes' },
  { id: 'work-with-us', label: 'Work with us' },
  { id: 'about', label: 'About' },
  { id: 'become-a-partner', label: 'Become a partner' },
] as const;
export type LandingSectionId = (typeof landingSections)[number]['id'];

export const hero = {
  title: 'Fiberglass, light and motion for the places people remember',
  lead: 'We design, sculpt, build and ship themed decorations, lighting, animatronics and complete themed projects for parks, malls, zoos and festivals around the world.',
  /** The button's text when a customer is logged in, and otherwise (spec §2). */
  browseCatalog: 'Browse our catalog',
  becomePartner: 'Become our partner',
  scrollerLabel: 'Our work',
} as const;

/**
 * The hero's 8 pictures (spec §9), from the media bucket. Their alternative texts say what each shows; the
 * mocks draw the same 8 pictures under the same paths.
 */
export const heroImages = [
  'Fiberglass dinosaurs',
  'Lantern festivals',
  'Christmas plazas',
  'Animatronic shows',
  'Water-park features',
  'Theme-park props',
  'Halloween nights',
  'Themed signage',
].map((alt, index) => ({ src: `/media/hero/hero-${index + 1}.svg`, alt }));

export const specialties = {
  title: 'Our specialties',
  lead: 'Four trades under one roof, so a single order can fill a whole park.',
  items: [
    {
      title: 'Fiberglass decorations',
      text: 'Hand-sculpted figures, dinosaurs, characters and props in reinforced fiberglass, UV-resistant paint and a steel frame inside, built to stand outdoors for years.',
    },
    {
      title: 'Lighting',
      text: 'Festival lanterns, LED sculptures and light tunnels with IP65 fittings, drawn by our designers and wired and tested in our own workshop.',
    },
    {
      title: 'Animatronics',
      text: 'Moving dinosaurs, animals and characters with silent motors, sound and motion sensors, programmed to your show and easy to service on site.',
    },
    {
      title: 'Themed projects',
      text: 'Complete themed areas from first sketch to installation: rockwork, facades, signage and décor delivered as one project with one team.',
    },
  ],
} as const;

/** The 8 steps of the landing page's process, in order (spec §1). */
export const processes = {
  title: 'Our processes',
  lead: 'Every piece passes the same eight steps in our factory before it is packed.',
  steps: [
    { title: 'Concept', text: 'We turn your brief, theme and budget into sketches and a clear scope.' },
    { title: '3D Modeling', text: 'Digital models fix proportions, scale and engineering before any material is cut.' },
    { title: 'Sculpting', text: 'Our sculptors shape the full-size form in foam and clay, with every detail by hand.' },
    {
      title: 'Molding',
      text: 'Silicone and fiberglass molds are taken from the sculpture so the shape is reproduced exactly.',
    },
    {
      title: 'Assembly',
      text: 'Fiberglass shells are laid up, fixed to welded steel frames and fitted with lights or mechanics.',
    },
    {
      title: 'Sanding (Primer)',
      text: 'Seams are filled and sanded smooth, then sealed with primer for an even base.',
    },
    {
      title: 'Painting (Final)',
      text: 'Artists paint by hand in weather-resistant colours and finish with a protective clear coat.',
    },
    {
      title: 'Packing',
      text: 'Each piece is wrapped, braced and loaded to a container plan so it arrives as it left.',
    },
  ],
} as const;

/**
 * Reasons to work with us: each claim of spec §1 as one sentence, `figure` the part drawn large. The sentence
 * is `before + figure + after`, so the claim reads exactly as the spec words it.
 */
export const reasons = {
  title: 'Why work with us',
  lead: 'A factory of our size means short lead times, steady quality and one partner for the whole order.',
  claims: [
    { before: '', figure: '400', after: ' containers shipped yearly' },
    { before: '', figure: '500', after: ' employees' },
    { before: 'over ', figure: '4000', after: ' fiberglass products' },
    { before: 'over ', figure: '2000', after: ' lighting products' },
    { before: 'a ', figure: '300,000 sq ft', after: ' factory' },
    { before: 'exports to ', figure: 'seven', after: ' continents' },
  ],
} as const;

export const about = {
  title: 'About us',
  lead: 'We are a family of sculptors, engineers, electricians and painters who have been building attractions for parks and festivals since our first workshop opened.',
  mission: {
    title: 'Our mission',
    text: 'To build themed attractions that delight visitors on the first day and still look new after many seasons outdoors, at a fair factory price, delivered on time.',
  },
  vision: {
    title: 'Our vision',
    text: 'To be the partner parks, malls and event organisers on every continent call first when they want a place that tells a story.',
  },
} as const;

export const partner = {
  title: 'Become a partner',
  lead: 'Distributors, designers and park operators: tell us about your company and our partnership team will get back to you.',
  fields: { email: 'Email', company: 'Company', region: 'Region', comment: 'Comment' },
  submit: 'Send application',
  sending: 'Sending',
  errorTitle: 'We could not send your application',
  thankYou: {
    title: 'Thank you for your application',
    text: 'Your application is under review. Our partnership team will contact you by email once it has been reviewed.',
    close: 'Done',
  },
} as const;

export const footer = {
  addressTitle: 'Visit our factory',
  mapLabel: 'Map of our factory',
  mapHint: 'Use the arrow keys to move the map and the + and − keys to zoom.',
  disclaimer: 'Disclaimer',
  privacy: 'Privacy statement',
  copyright: `© ${company.name} All rights reserved.`,
} as const;

export const login = {
  title: 'Log in',
  screenTitle: 'Log in to the catalogue',
  screenLead: 'Our catalogue, prices and documents are for registered customers.',
  fields: { email: 'Email', password: 'Password', remember: 'Remember me' },
  submit: 'Log in',
  submitting: 'Logging in',
  forgotPassword: 'Forgot password?',
  forgotPasswordHelp: 'Your account manager resets passwords: contact them and they will send you a new one.',
  errorTitle: 'Login failed',
  loadingForm: 'Loading the login form',
  backHome: 'Back to the home page',
} as const;

export const statusPages = {
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  },
  home: 'Go to the home page',
} as const;

export const nav = {
  label: 'Sections',
  /** The phone's button that shows the section links, Log in and Catalog. */
  menu: 'Menu',
  catalog: 'Catalog',
  login: 'Log in',
} as const;
