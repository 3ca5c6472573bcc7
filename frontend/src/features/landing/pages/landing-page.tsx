import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconDeviceMobile, IconMessageChatbot, IconPercentage } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { usePageTitle } from '@/components/ui/page-title';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import classes from './landing-page.module.css';

const FEATURES = [
  {
    icon: IconChartBar,
    title: 'Grade every pick',
    text: 'See a letter grade before you click draft, and a live grade for your whole roster as it fills.',
  },
  {
    icon: IconPercentage,
    title: 'Know who will still be there',
    text: 'Recommendations show the chance each player survives to your next pick.',
  },
  { icon: IconMessageChatbot, title: 'Chat strategy', text: 'Ask about byes, handcuffs or your weakest spot. The chat knows your roster.' },
  {
    icon: IconDeviceMobile,
    title: 'Runs beside your draft',
    text: 'Keep ESPN, Yahoo or Sleeper open. Record picks in one tap on your laptop or phone.',
  },
];

export function LandingPage() {
  usePageTitle('');
  return (
    <Box className={classes.hero}>
      <Container size="lg" py="md">
        <Group justify="space-between">
          <BrandLogo />
          <ThemeToggle />
        </Group>
      </Container>
      <Container size="md" py={{ base: 48, sm: 96 }}>
        <Stack align="center" gap="lg" ta="center">
          <Title order={1} className={classes.headline}>
            No Luck. Just DraftMode.
          </Title>
          <Text fz={{ base: 'xl', sm: 26 }} fw={700} className={classes.tagline}>
            Build. Chat. Win.
          </Text>
          <Text size="lg" c="dimmed" maw={520}>
            Sign up or sign in to input your team and start making smarter moves.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/auth?mode=signup" size="lg" radius="xl" px={40}>
              Sign Up
            </Button>
            <Button component={Link} to="/auth" size="lg" radius="xl" px={40} variant="default">
              Sign In
            </Button>
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {FEATURES.map((feature) => (
            <Card key={feature.title} withBorder padding="lg">
              <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                <feature.icon size={20} />
              </ThemeIcon>
              <Title order={2} size="h4" mb={6}>
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" gap="lg" mt="xl" component="nav" aria-label="Policies">
          <Anchor component={Link} to="/terms" size="sm">
            Terms of Service
          </Anchor>
          <Anchor component={Link} to="/privacy" size="sm">
            Privacy Policy
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
