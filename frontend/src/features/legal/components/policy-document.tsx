import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/components/ui/page-title';

export type PolicySection = {
  /** Stable anchor id, e.g. 'ai-chat'. The heading gets `${id}-heading`. */
  id: string;
  heading: string;
  body: ReactNode;
};

type PolicyDocumentProps = {
  title: string;
  /** Display date, e.g. 'August 29, 2025'. */
  lastUpdated: string;
  intro?: ReactNode;
  sections: PolicySection[];
};

// Long words, e-mail addresses and storage keys must wrap instead of widening the page at 360px.
const wrapStyle = { overflowWrap: 'anywhere', wordBreak: 'normal', minWidth: 0 } as const;

// Leave room for a sticky header (if the layout has one) when jumping to a section.
const sectionStyle = {
  scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
} as const;

function headingId(sectionId: string): string {
  return `${sectionId}-heading`;
}

/** Scrolls to a section and moves keyboard / screen-reader focus to its heading. */
function goToSection(sectionId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  section.scrollIntoView({ block: 'start' });
  const heading = document.getElementById(headingId(sectionId));
  heading?.focus({ preventScroll: true });
  return true;
}

export function PolicyDocument({ title, lastUpdated, intro, sections }: PolicyDocumentProps) {
  usePageTitle(title);
  // Deep links such as /privacy#ai-chat: the content is rendered after the browser tried to
  // scroll, so scroll once it exists (after the layout's own scroll-to-top has run).
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash) return;
    const frame = window.requestAnimationFrame(() => {
      goToSection(hash);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  const handleTocClick = (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
    // Handle in-page links ourselves so the router does not treat them as a page change
    // (which would scroll back to the top). Modified clicks keep their default behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!goToSection(sectionId)) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${sectionId}`);
  };

  return (
    <Container size="md" py="xl" px="md" style={wrapStyle}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} style={wrapStyle}>
            {title}
          </Title>
          <Text size="sm">{`Last updated ${lastUpdated}`}</Text>
        </Stack>

        {intro ? (
          <Stack gap="sm" style={wrapStyle}>
            {intro}
          </Stack>
        ) : null}

        <Box
          component="nav"
          aria-label="Contents"
          p="md"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fw={700} mb="xs">
            Contents
          </Text>
          <List type="ordered" spacing={6} size="sm">
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor
                  href={`#${section.id}`}
                  size="sm"
                  underline="always"
                  style={wrapStyle}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => handleTocClick(event, section.id)}
                >
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>

        {sections.map((section, index) => (
          <Box component="section" key={section.id} id={section.id} aria-labelledby={headingId(section.id)} style={sectionStyle}>
            <Title order={2} size="h3" id={headingId(section.id)} tabIndex={-1} mb="sm" style={wrapStyle}>
              {`${index + 1}. ${section.heading}`}
            </Title>
            <Stack gap="sm" style={wrapStyle}>
              {section.body}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
