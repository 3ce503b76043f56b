export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link.tsx';
export { NativeLink, type NativeLinkProps } from './NativeLink.tsx';
export { RoutedLink, type RoutedLinkProps } from './RoutedLink.tsx';
