export {
  Disclosure,
  type DisclosureBreakpoint,
  type DisclosureLabels,
  type DisclosureProps,
  defaultDisclosureLabels,
  disclosureBreakpoints,
} from './Disclosure.tsx';
