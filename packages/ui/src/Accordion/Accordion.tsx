import type { Key, ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './Accordion.css.ts';

/** One section: a heading that expands its content. */
export interface AccordionItem {
  /** Stable key, used by `expandedKeys`. */
  id: string;
  /** The heading text (the button that expands). */
  title: ReactNode;
  /** What expands. */
  content: ReactNode;
  /** The section cannot be opened or closed. */
  isDisabled?: boolean;
}

export interface AccordionProps {
  /** The sections, in order. */
  items: readonly AccordionItem[];
  /** Let several sections be open at once. Default `false`: opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Open sections (controlled). */
  expandedKeys?: readonly string[];
  /** Sections open at first (uncontrolled). */
  defaultExpandedKeys?: readonly string[];
  /** Called with the ids of the open sections. */
  onExpandedChange?: (ids: string[]) => void;
  /** Heading level of the section titles, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Stacked sections that expand and collapse (WAI-ARIA accordion: heading buttons with aria-expanded). */
export function Accordion({
  items,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  headingLevel = 3,
}: AccordionProps) {
  return (
    <DisclosureGroup
      allowsMultipleExpanded={allowsMultipleExpanded}
      expandedKeys={expandedKeys}
      defaultExpandedKeys={defaultExpandedKeys}
      onExpandedChange={onExpandedChange && ((keys: Set<Key>) => onExpandedChange([...keys].map(String)))}
      className={styles.group}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className={styles.chevron}>
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
