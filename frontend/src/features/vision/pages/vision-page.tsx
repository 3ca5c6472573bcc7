import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Container, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/components/ui/page-title';

type Feature = {
  id: string;
  title: string;
  summary: string;
  dialogTitle: string;
  details: ReactNode;
};

const FEATURES: Feature[] = [
  {
    id: 'weekly-start-sit',
    title: 'Weekly Start/Sit',
    summary:
      'Lineup advice every week, built from projections, matchups and injury news, so you know who to start and who to bench before kickoff.',
    dialogTitle: 'Weekly Start/Sit: lineup advice every week',
    details: (
      <>
        <Text>
          The draft is only the first decision of the season. Start/Sit takes the roster you built in DraftMode and, every week, recommends
          the strongest lineup for your league’s scoring format.
        </Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Projections:
            </Text>{' '}
            each player’s expected points this week, with a realistic range, not just a single number.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Matchups:
            </Text>{' '}
            how the opposing defense handles the position, and what the game environment suggests.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Injuries:
            </Text>{' '}
            practice reports and depth chart changes, with a warning when a starter is questionable and a suggestion for who should replace
            him.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Close calls explained:
            </Text>{' '}
            when two players are nearly even, you will see why one edges the other, and you can ask the chat to talk it through.
          </List.Item>
        </List>
        <Text>As with draft grades, this is advice for fun, not a guarantee. You always make the final call.</Text>
      </>
    ),
  },
  {
    id: 'waiver-trade-tools',
    title: 'Waiver & Trade Tools',
    summary:
      'Waiver-wire pickups ranked for your roster, a trade analyzer that shows who wins a deal, and season analytics that track how your team is really doing.',
    dialogTitle: 'Waiver & Trade Tools: manage your team all season',
    details: (
      <>
        <Text>
          Leagues are won between Tuesday and Sunday. These tools apply the same value-over-replacement thinking behind DraftMode’s pick
          grades to the moves you make after the draft.
        </Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Waiver-wire pickups:
            </Text>{' '}
            available players ranked by what they would add to your roster, accounting for bye weeks, injuries and the handcuffs behind your
            starters.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Trade analyzer:
            </Text>{' '}
            enter both sides of an offer and see how each team’s projected starting lineup changes for the rest of the season, with a
            plain-language verdict.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Season analytics:
            </Text>{' '}
            points scored against your projections, strength by position, and how your draft grade held up as the weeks went by.
          </List.Item>
        </List>
        <Text>We will share more as these tools take shape. Your feedback decides what we build first.</Text>
      </>
    ),
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  const [opened, setOpened] = useState(false);
  const headingId = `vision-${feature.id}-heading`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {feature.title}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            Planned
          </Badge>
        </Group>
        <Text style={{ flexGrow: 1 }}>{feature.summary}</Text>
        <Group>
          <Button variant="light" aria-label={`Learn more about ${feature.title}`} aria-haspopup="dialog" onClick={() => setOpened(true)}>
            Learn More
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={feature.dialogTitle}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          {feature.details}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Got it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

export function VisionPage() {
  usePageTitle('Our Vision');
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Our Vision</Title>
          <Text maw={720}>
            DraftMode starts with draft day: live grades, smart recommendations and a chat that knows your roster. But the season doesn’t
            end when the draft does. Here is what we are building next to help you from the first pick to the playoffs.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </SimpleGrid>

        <Box component="section" aria-labelledby="vision-founder-heading" maw={720}>
          <Title order={2} id="vision-founder-heading" mb="sm">
            A note from our founder
          </Title>
          <Stack gap="sm">
            <Text>
              If you have ever drafted with the league open on a laptop, a printed cheat sheet covered in crossed-out names and your phone
              in the other hand, you know the feeling: the clock is running, three running backs just went off the board, and you are still
              trying to work out whether you need one. That scramble is why DraftMode exists.
            </Text>
            <Text>
              I wanted one screen that kept up with the draft for me: who is gone, what my roster still needs, and an honest answer to “was
              that a good pick?” while there is still time to do something about it. That is what DraftMode is today, and every grade comes
              with the reason behind it, because a letter without a reason doesn’t teach you anything.
            </Text>
            <Text>
              Start/Sit and the waiver and trade tools are the next step: the same idea, carried through the whole season. Fantasy football
              is best as a game you enjoy with friends, so we will keep DraftMode focused on making your decisions clearer, not on telling
              you what to bet.
            </Text>
            <Text>
              Thank you for drafting with us. If something feels off, or you have an idea for what we should build next, we want to hear it.
            </Text>
            <Text fw={700}>— The DraftMode founder</Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
