import { Box, Card, Columns, Heading, LazyImage, NativeButton, Scroller, Stack, Text, Tiles } from '@factory/ui';
import { lazy, memo, type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useScreenEnvironment } from '../../environment/ScreenEnvironment.tsx';
import { loadWhileHere } from '../../shared/moduleLoad.ts';
import { useHydratedSoon } from '../../shared/useHydrated.ts';
import {
  about,
  hero,
  heroImages,
  type LandingSectionId,
  landingSections,
  partner,
  processes,
  reasons,
  specialties,
} from '../content.ts';
import * as styles from './LandingScreen.css.ts';
import { homeSection, needsHomeHash, sectionOfHash, type VisitorKind } from './landingLogic.ts';
import { useLandingNavigation, useLandingNavigationSource } from './landingNavigation.tsx';
import { checkVisitor } from './landingSession.ts';
import { whenNearScreen } from './nearScreen.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/**
 * The partner form, far below the fold, is the page's heaviest part to hydrate (its fields' React Aria hooks, the
 * region select). Over the prerendered page its code waits until the section nears the screen or is touched: until
 * then React leaves the server's HTML of it as it is (its Send disabled, so it cannot be submitted natively; what is
 * typed into it is taken over when it hydrates). Nothing above re-renders it meanwhile (`LandingBody` is memoised and
 * the navigation's context never changes), which would make React replace that HTML by the fallback. The prerender,
 * and a page rendered in the browser without prerendered HTML, load it at once.
 */
const loadPartnerForm = loadWhileHere(() => import('./PartnerForm.tsx'));
const PartnerForm = lazy(async () => {
  const section = typeof document === 'undefined' ? null : document.getElementById('become-a-partner');
  if (section?.hasChildNodes()) await whenNearScreen(section);
  return { default: (await loadPartnerForm()).PartnerForm };
});

const labelOf = (id: LandingSectionId) => landingSections.find((section) => section.id === id)?.label ?? id;

/** One landing section: its anchor, a heading that names it, and a lead paragraph. */
function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id: LandingSectionId;
  title?: string;
  lead?: string;
  tone?: 'plain' | 'sunken';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      // The nav moves focus here, so keyboard and screen-reader users continue from the section they chose.
      tabIndex={-1}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : labelOf(id)}
      className={tone === 'sunken' ? `${styles.section} ${styles.sunken}` : styles.section}
    >
      <Box paddingX="xl" paddingY="xxxl">
        <div className={styles.container}>
          <Stack gap="xl">
            {title && (
              <Stack gap="sm">
                <Heading level={2} id={headingId} tone="brand">
                  {title}
                </Heading>
                {lead && <Text tone="muted">{lead}</Text>}
              </Stack>
            )}
            {children}
          </Stack>
        </div>
      </Box>
    </section>
  );
}

function Hero({ visitor }: { visitor: VisitorKind }) {
  const { routes } = useScreenEnvironment();
  const { navigate } = useLandingNavigationSource();
  return (
    <Columns widths={[5, 6]} collapseBelow="desktop" gap="xxl" alignY="center">
      <Stack gap="lg" align="start">
        <h1 className={styles.heroTitle}>{hero.title}</h1>
        <Text size="lg">{hero.lead}</Text>
        {visitor === 'customer' && (
          <NativeButton size="lg" onClick={() => navigate(routes.catalog())}>
            {hero.browseCatalog}
          </NativeButton>
        )}
        {visitor === 'visitor' && (
          <NativeButton size="lg" onClick={() => navigate(routes.index('become-a-partner'))}>
            {hero.becomePartner}
          </NativeButton>
        )}
        {visitor === 'unknown' && (
          <div className={styles.reserved}>
            <NativeButton size="lg">{hero.becomePartner}</NativeButton>
          </div>
        )}
      </Stack>
      <Scroller label={hero.scrollerLabel}>
        {heroImages.map((image, index) => (
          <div key={image.src} className={styles.slide}>
            <LazyImage src={image.src} alt={image.alt} width={1600} height={900} priority={index === 0} />
          </div>
        ))}
      </Scroller>
    </Columns>
  );
}

/**
 * Follows the URL hash: `/` becomes `/#home` (spec §2), and a hash chosen in the nav scrolls its section into
 * view and moves focus there. The first hash of the page only scrolls: focus stays where the browser put it.
 * While the prerendered page hydrates, no section is current (the HTML was painted without a hash).
 */
function useSectionFromHash(hydrated: boolean): LandingSectionId | undefined {
  const { location, navigate } = useLandingNavigation();
  const { routes } = useScreenEnvironment();
  const current = hydrated ? sectionOfHash(location.hash) : undefined;
  const arrived = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it when the same anchor is chosen again.
  useEffect(() => {
    if (!hydrated) return;
    if (needsHomeHash(location.hash)) {
      navigate(routes.index(homeSection), { replace: true });
      return;
    }
    const section = current ? document.getElementById(current) : null;
    if (section && (arrived.current || current !== homeSection)) {
      section.scrollIntoView({ block: 'start' });
    }
    if (section && arrived.current) section.focus({ preventScroll: true });
    arrived.current = true;
  }, [hydrated, location.hash, location.key, current, navigate, routes]);

  return current;
}

/** Who is looking: `unknown` until the session check (GET /api/user) has answered. */
function useVisitor(): VisitorKind {
  const [visitor, setVisitor] = useState<VisitorKind>('unknown');
  useEffect(() => {
    const controller = new AbortController();
    checkVisitor(controller.signal).then((kind) => {
      if (!controller.signal.aborted) startTransition(() => setVisitor(kind));
    });
    return () => controller.abort();
  }, []);
  return visitor;
}

/**
 * The public landing page `/` (index): hero, specialties, processes, reasons, about, partner form, footer. It uses
 * no router and no query cache, so its own page entry loads neither: it moves through `LandingNavigation`.
 */
export function LandingScreen() {
  const hydrated = useHydratedSoon();
  const visitor = useVisitor();
  const current = useSectionFromHash(hydrated);

  return (
    <>
      <SiteHeader visitor={visitor} current={current} />
      <main>
        <Section id="home">
          <Hero visitor={visitor} />
        </Section>

        <LandingBody />
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * Everything between the hero and the footer. It depends on nothing that changes, so the render that follows
 * hydration (session known, hash read) and the one after the session check skip it: on a slow phone that is most
 * of the page's rendering.
 */
const LandingBody = memo(function LandingBody() {
  return (
    <>
      <Section id="specialties" title={specialties.title} lead={specialties.lead} tone="sunken">
        <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="lg">
          {specialties.items.map((item) => (
            <li key={item.title} className={styles.gridItem}>
              <Card title={item.title}>
                <Text>{item.text}</Text>
              </Card>
            </li>
          ))}
        </Tiles>
      </Section>

      <Section id="processes" title={processes.title} lead={processes.lead}>
        <Tiles as="ol" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="xl">
          {processes.steps.map((step, index) => (
            <li key={step.title} className={styles.gridItem}>
              <Stack gap="sm">
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Heading level={3} size="sm">
                  {step.title}
                </Heading>
                <Text tone="muted">{step.text}</Text>
              </Stack>
            </li>
          ))}
        </Tiles>
      </Section>

      <Section id="work-with-us" title={reasons.title} lead={reasons.lead} tone="sunken">
        <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="lg">
          {reasons.claims.map((claim) => (
            <li key={claim.after} className={styles.claim}>
              {claim.before}
              <strong className={styles.figure}>{claim.figure}</strong>
              {claim.after}
            </li>
          ))}
        </Tiles>
      </Section>

      <Section id="about" title={about.title} lead={about.lead}>
        <Tiles columns={{ mobile: 1, tablet: 2 }} gap="xl">
          {[about.mission, about.vision].map((statement) => (
            <Stack key={statement.title} gap="sm">
              <Heading level={3}>{statement.title}</Heading>
              <Text size="lg">{statement.text}</Text>
            </Stack>
          ))}
        </Tiles>
      </Section>

      <Section id="become-a-partner" title={partner.title} lead={partner.lead} tone="sunken">
        <Suspense fallback={null}>
          <PartnerForm />
        </Suspense>
      </Section>
    </>
  );
});
