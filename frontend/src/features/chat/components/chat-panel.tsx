import { type ChatEngineName, chatMessageSchema } from '@draftmode/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHAT_INPUT_ID } from '@/lib/page-bridges';
import type { ChatTeam } from '../api/chat-types';
import { chatMachine } from '../machines/chat.machine';
import { ChatMarkdown } from './chat-markdown';
import classes from './chat-panel.module.css';

const NO_TEAMS_TEXT = 'Add your team in My Teams, then return here for instant AI strategy.';

function engineLabel(engine: ChatEngineName | null, model: string | null): string {
  if (engine === 'openai') return model ? `AI: ${model}` : 'AI provider';
  if (engine === 'builtin') return 'Built-in strategy engine';
  return 'Connecting…';
}

/** The focus menu: all teams, each team, and a mock draft's team while its draft is on screen (its own conversation). */
function focusOptions(teams: readonly ChatTeam[], screenTeam: string | null): { value: string; label: string }[] {
  const options = [{ value: 'all', label: 'All teams' }, ...teams.map((team) => ({ value: team.id, label: team.name }))];
  if (screenTeam && !teams.some((team) => team.id === screenTeam)) options.push({ value: screenTeam, label: 'This mock draft' });
  return options;
}

/** The draft page's chat panel ('Talk to DraftMode', docs/draft-rules.md §6). */
export function ChatPanel() {
  const [snapshot, send] = useMachine(chatMachine, { input: {} });
  // The draft page names the team on screen in its URL (?team=); the chat answers about it by default.
  const [params] = useSearchParams();
  const teamOnScreen = params.get('team');
  useEffect(() => {
    send({ type: 'screen.team', teamId: teamOnScreen });
  }, [send, teamOnScreen]);
  const { messages, teams, engine, model, focus, screenTeam, pending, streamed, error, socketConnected } = snapshot.context;
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const loading = snapshot.matches('loading') || snapshot.matches('switching');
  const sending = snapshot.matches('sending') || snapshot.matches('answering');
  const online = engine !== null && !snapshot.matches('failed');

  // Keep the newest text in view as messages arrive and the reply streams in.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, pending, streamed]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || loading) return;
    send({ type: 'message.send', content: draft });
    // The input empties once a valid question is on its way (docs/draft-rules.md §8); an invalid one stays to be fixed.
    if (chatMessageSchema.safeParse({ content: draft }).success) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const empty = messages.length === 0 && !pending;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="chat-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title id="chat-title" order={2} size="h4">
            Talk to DraftMode
          </Title>
          <Group gap={6} wrap="nowrap">
            <Box className={online ? classes.dot : `${classes.dot} ${classes.dotOffline}`} aria-hidden />
            <Text
              size="xs"
              fw={700}
              c={online ? 'light-dark(var(--mantine-color-turf-9), var(--mantine-color-turf-3))' : 'dimmed'}
              data-testid="chat-status"
              data-socket={socketConnected ? 'connected' : 'disconnected'}
            >
              {online ? 'ONLINE' : loading ? 'CONNECTING' : 'OFFLINE'}
            </Text>
            <Text size="xs" c="dimmed" data-testid="chat-engine">
              · {engineLabel(engine, model)}
            </Text>
          </Group>
        </Group>

        {teams.length === 0 && !loading ? <Text c="dimmed">{NO_TEAMS_TEXT}</Text> : null}

        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="Focus"
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            data={focusOptions(teams, screenTeam)}
            value={focus}
            allowDeselect={false}
            onChange={(value) => value && send({ type: 'focus.change', focus: value })}
            // Each focus is its own conversation: it changes between questions, not during one.
            disabled={loading || sending}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => send({ type: 'history.clear' })}
            disabled={messages.length === 0 || sending}
            loading={snapshot.matches('clearing')}
          >
            Clear
          </Button>
        </Group>

        <ScrollArea.Autosize
          mah={280}
          viewportRef={viewport}
          // The history scrolls: it takes focus, so the keyboard can scroll it too.
          viewportProps={{ tabIndex: 0 }}
          type="auto"
          scrollbars="y"
          offsetScrollbars="y"
          className={classes.scroll}
          classNames={{ content: classes.scrollContent }}
        >
          <Stack gap="xs" role="log" aria-live="polite" aria-label="Chat messages" py={2}>
            {loading ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Loading chat…
                </Text>
              </Group>
            ) : null}
            {empty && !loading ? (
              <Text size="sm" c="dimmed">
                {teams.length > 0
                  ? 'Ask who to pick next, grade your team, compare two players, or check bye weeks.'
                  : 'Ask about any player in the pool.'}
              </Text>
            ) : null}
            {messages.map((message) =>
              message.role === 'user' ? (
                <Box key={message.id} className={`${classes.message} ${classes.user}`} data-role="user">
                  <Text size="sm">{message.content}</Text>
                </Box>
              ) : (
                <Box key={message.id} className={`${classes.message} ${classes.ai}`} data-role="ai">
                  <ChatMarkdown>{message.content}</ChatMarkdown>
                </Box>
              ),
            )}
            {pending ? (
              <>
                <Box className={`${classes.message} ${classes.user}`} data-role="user">
                  <Text size="sm">{pending.content}</Text>
                </Box>
                <Box className={`${classes.message} ${classes.ai}`} data-role="ai" data-streaming="true" aria-busy="true">
                  {streamed ? (
                    <ChatMarkdown>{streamed}</ChatMarkdown>
                  ) : (
                    <Group gap="xs">
                      <Loader size="xs" type="dots" />
                      <Text size="sm" c="dimmed">
                        DraftMode is thinking…
                      </Text>
                    </Group>
                  )}
                </Box>
              </>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>

        {error ? (
          <Alert color="red" variant="light" role="alert" p="xs" withCloseButton={false}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{error}</Text>
              {snapshot.matches('failed') ? (
                <Button size="compact-xs" variant="light" color="red" onClick={() => send({ type: 'history.reload' })}>
                  Try Again
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}

        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              id={CHAT_INPUT_ID}
              aria-label="Message DraftMode"
              placeholder="Who should I pick next?"
              autosize
              minRows={1}
              maxRows={4}
              style={{ flex: 1 }}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              // Typing is fine while the history loads ('Try AI Chat' may focus it at once); sending waits.
              disabled={snapshot.matches('failed')}
            />
            <Tooltip label="Send">
              <ActionIcon type="submit" size="lg" aria-label="Send" loading={sending} disabled={loading || snapshot.matches('failed')}>
                <IconSend size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
