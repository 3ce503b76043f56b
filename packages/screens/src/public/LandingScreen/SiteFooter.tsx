import { Box, Columns, Heading, Inline, Stack, Text } from '@factory/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { loadWhileHere } from '../../shared/moduleLoad.ts';
import { company, footer as copy } from '../content.ts';
import type { LegalTextName } from '../legalContent.ts';
import * as styles from './LandingScreen.css.ts';
import { whenNearScreen } from './nearScreen.ts';
import { DialogOnDemand, LegalText } from './onDemand.tsx';

// Leaflet is the landing page's largest dependency: the map comes in its own chunk once its box nears the screen (a
// visitor who never scrolls to the footer never loads it); the box is reserved meanwhile so nothing shifts. Leaflet
// needs a browser, so the prerendered HTML carries the empty box.
const loadMap = loadWhileHere(() => import('./CompanyMap.tsx'));
const CompanyMap = lazy(async () => ({ default: (await loadMap()).CompanyMap }));

/** A footer button that opens a dialog of legal text (disclaimer, privacy statement). */
function LegalDialog({ title, name }: { title: string; name: LegalTextName }) {
  return (
    <DialogOnDemand title={title} size="lg" trigger={{ label: title, variant: 'ghost' }}>
      {/* Its chunk is the dialog's, already here: the boundary only spans the render that finds that out. */}
      <Suspense fallback={null}>
        <LegalText name={name} />
      </Suspense>
    </DialogOnDemand>
  );
}

/** The company's address (as text and on a map) and the disclaimer and privacy statement dialogs. */
export function SiteFooter() {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const hintId = useId();
  return (
    <footer className={styles.footer}>
      <Box paddingX="xl" paddingY="xxxl">
        <div className={styles.container}>
          <Stack gap="xl">
            {/* The address beside a map twice its width on wide screens, stacked on narrow ones. */}
            <Columns widths={[1, 2]} collapseBelow="desktop" gap="xl" alignY="stretch">
              <Stack gap="sm">
                <Heading level={2} size="md">
                  {copy.addressTitle}
                </Heading>
                <address className={styles.address}>
                  <Text weight="bold">{company.name}</Text>
                  {company.addressLines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </address>
              </Stack>
              <div>
                <Suspense fallback={<div className={styles.map} />}>
                  {near ? (
                    <CompanyMap center={company.location} label={copy.mapLabel} hintId={hintId} />
                  ) : (
                    <div ref={setBox} className={styles.map} />
                  )}
                </Suspense>
                <Text id={hintId} size="sm" tone="muted">
                  {copy.mapHint}
                </Text>
              </div>
            </Columns>
            <Inline align="between" gap="md">
              <Text size="sm" tone="muted">
                {copy.copyright}
              </Text>
              <Inline gap="sm">
                <LegalDialog title={copy.disclaimer} name="disclaimer" />
                <LegalDialog title={copy.privacy} name="privacy" />
              </Inline>
            </Inline>
          </Stack>
        </div>
      </Box>
    </footer>
  );
}

/** Whether `element` has come within a screen's height of the viewport (it stays true once it has). */
function useNearScreen(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const watching = new AbortController();
    whenNearScreen(element, watching.signal).then(() => setNear(true));
    return () => watching.abort();
  }, [element, near]);
  return near;
}
