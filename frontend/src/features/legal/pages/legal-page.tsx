import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';

const wrapStyle = { overflowWrap: 'anywhere', minWidth: 0 } as const;

export function LegalPage() {
  usePageTitle('Legal');
  return (
    <Container size="md" py="xl" px="md" style={wrapStyle}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Legal</Title>
          <Text>Where DraftMode’s data comes from, who we are not, and the terms that apply when you use the product.</Text>
        </Stack>

        <Box component="section" aria-labelledby="legal-data-sources-heading">
          <Title order={2} size="h3" id="legal-data-sources-heading" mb="sm">
            Data sources
          </Title>
          <Stack gap="sm">
            <Text>DraftMode’s player information, rankings, projections and draft data come from:</Text>
            <List spacing="xs" aria-labelledby="legal-data-sources-heading">
              <List.Item>
                A public fantasy platform API: Sleeper’s public API, for players, average draft position (ADP), projections and live draft
                sync.
              </List.Item>
              <List.Item>
                A second fantasy platform API, used only through your own OAuth authorization, to import your league and roster when you
                choose to connect it.
              </List.Item>
              <List.Item>Open play-by-play datasets, for game statistics behind projections and grades.</List.Item>
              <List.Item>Public injury reports and depth charts, for injury risk and handcuffs.</List.Item>
            </List>
            <Text>
              This data can be late, incomplete or wrong. How we handle your own information when we use these sources is explained in the{' '}
              <Anchor component={Link} to="/privacy">
                Privacy Policy
              </Anchor>
              .
            </Text>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="legal-disclaimer-heading">
          <Title order={2} size="h3" id="legal-disclaimer-heading" mb="sm">
            Disclaimer
          </Title>
          <Stack gap="sm">
            <Text>
              DraftMode is not affiliated with, endorsed by or sponsored by the National Football League (NFL), its teams or any fantasy
              platform, including ESPN, Yahoo and Sleeper.
            </Text>
            <Text>
              Team names, player names, logos and other marks belong to their respective owners and are used only to identify them.
            </Text>
            <Text>
              <Text span fw={700}>
                Entertainment only.
              </Text>{' '}
              Grades, recommendations and chat answers are opinions, not guarantees or betting advice. DraftMode does not take wagers or
              offer prizes.
            </Text>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="legal-policies-heading">
          <Title order={2} size="h3" id="legal-policies-heading" mb="sm">
            Terms and privacy
          </Title>
          <List spacing="xs">
            <List.Item>
              <Anchor component={Link} to="/terms">
                Terms of Service
              </Anchor>
              : the rules for using DraftMode.
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/privacy">
                Privacy Policy
              </Anchor>
              : what we collect, why, and your choices.
            </List.Item>
          </List>
        </Box>
      </Stack>
    </Container>
  );
}
