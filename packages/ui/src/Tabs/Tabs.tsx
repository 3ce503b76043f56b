import type { Key, ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  Tab,
  TabList,
  TabPanel,
  TabPanels,
} from 'react-aria-components';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import * as styles from './Tabs.css.ts';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, used by `selectedKey` (and in the URL for routed tabs). */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel's content. */
  content: ReactNode;
  /** For routed tabs: the tab is a link to this address (the app's router does the navigation). */
  href?: string;
  /** The tab cannot be chosen. */
  isDisabled?: boolean;
}

export interface TabsProps extends Pick<AriaTabsProps, 'keyboardActivation'>, StyleProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Names the tab list ("Product data"). */
  label: string;
  /** The selected tab (controlled; for routed tabs, derive it from the URL). */
  selectedKey?: string;
  /** The tab selected at first (uncontrolled). Default: the first. */
  defaultSelectedKey?: string;
  /** Called with the chosen tab's id. */
  onSelectionChange?: (id: string) => void;
}

/**
 * Horizontal tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, Home/End jump to the ends.
 * Tabs with `href` are links; wrap the app in React Aria's `RouterProvider` so they navigate client-side.
 */
export function Tabs({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation,
  className,
  style,
}: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange && ((key: Key) => onSelectionChange(String(key)))}
      keyboardActivation={keyboardActivation}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={withSiteClass(styles.tabs, className)}
      style={style}
    >
      <TabList aria-label={label} items={items} className={styles.tabList}>
        {(item) => (
          <Tab id={item.id} href={item.href} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      <TabPanels items={items}>
        {(item) => (
          <TabPanel id={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        )}
      </TabPanels>
    </AriaTabs>
  );
}
