import { Anchor, Code, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PolicyDocument, type PolicySection } from '../components/policy-document';

const PRIVACY_EMAIL = 'privacy@draftmode.app';

function PrivacyEmail() {
  return <Anchor href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Anchor>;
}

const intro = (
  <>
    <Text>
      DraftMode is a fantasy football draft companion: you keep it open beside your real draft on ESPN, Yahoo or Sleeper, record the picks,
      and get grades, recommendations and strategy chat. This policy explains what information DraftMode collects when you use the website
      and app, why we collect it, who we share it with and the choices you have. In this policy, “DraftMode”, “we” and “us” mean the
      operator of the DraftMode service, and “you” means anyone who visits or uses it.
    </Text>
    <Text>
      The short version: we collect what we need to run your account, your teams and the chat; we do not sell your information or show you
      ads; and you can delete your account, with your teams and chat history, at any time. This policy should be read together with our{' '}
      <Anchor component={Link} to="/terms">
        Terms of Service
      </Anchor>
      .
    </Text>
  </>
);

const sections: PolicySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <Text>We collect the following information, most of it directly from you as you use DraftMode:</Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Account details.
            </Text>{' '}
            Your name, email address and role (user or administrator). We never store your password itself: we store only a one-way hash of
            it.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Passkeys.
            </Text>{' '}
            If you sign in with a passkey, we store the passkey’s public key, its credential ID and a signature counter. The private key and
            any fingerprint or face data used to unlock it stay on your device; we never receive them.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Teams and drafts.
            </Text>{' '}
            The teams you create (name, scoring format, league size, draft position and roster settings), your rosters and slot assignments,
            the picks you record for yourself and for the other teams in your draft, the history of those changes, pick grades, draft
            grades, saved report cards, draft history entries and, if you link one, the ID of a Sleeper draft you want synced.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              AI chat.
            </Text>{' '}
            The messages you send in the “Talk to DraftMode” chat, the replies, their timestamps and which team the chat was focused on, as
            well as the number of AI tokens each reply used.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Settings and preferences.
            </Text>{' '}
            Your theme (light, dark or system) and whether you have configured your league and completed the guided tour.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Watch links.
            </Text>{' '}
            The share links you create for a team and whether they are still active.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Emails we send you.
            </Text>{' '}
            A record of the welcome and password-reset emails sent to your address and whether they were delivered.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Technical logs and usage metrics.
            </Text>{' '}
            When you use DraftMode our servers record your IP address, browser and device type, the pages and API requests made, timestamps,
            sign-in attempts and errors. We also count activity such as sign-ups, active users, picks recorded and chat messages sent to
            understand how the product is used.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Information stored on your device.
            </Text>{' '}
            The app keeps a few values in your browser’s local storage, described in section 6.
          </List.Item>
        </List>
        <Text>
          We do not ask for your date of birth, payment card details, precise location, contacts or government ID, and we do not collect the
          passwords you use on ESPN, Yahoo, Sleeper or any other platform.
        </Text>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    heading: 'How we use your information',
    body: (
      <>
        <Text>We use the information above to:</Text>
        <List spacing="xs">
          <List.Item>
            create and secure your account, sign you in with your password or passkey, and reset your password when you ask;
          </List.Item>
          <List.Item>
            store your teams and drafts, grade picks and rosters, recommend players, produce report cards and keep your other devices and
            watch links up to date in real time;
          </List.Item>
          <List.Item>answer your questions in the AI chat (see section 3);</List.Item>
          <List.Item>send service emails: a welcome email when you sign up and password-reset emails when you request them;</List.Item>
          <List.Item>
            keep DraftMode reliable and safe: diagnose errors, monitor performance, limit repeated sign-in attempts and detect abuse;
          </List.Item>
          <List.Item>understand, in aggregate, which features are used so we can improve them;</List.Item>
          <List.Item>comply with the law and enforce our Terms of Service.</List.Item>
        </List>
        <Text>
          We do not send marketing emails, we do not use your information for advertising, and we do not build advertising profiles. Grades
          and recommendations are calculated automatically from player data and your roster; they are opinions about fantasy picks and have
          no legal or similarly significant effect on you.
        </Text>
        <Text>
          If you are in the European Economic Area, the United Kingdom or a similar jurisdiction, we rely on these legal bases: performing
          our contract with you (running your account, teams and chat), our legitimate interests (security, reliability and improving the
          product, balanced against your rights), your consent where we ask for it (for example, when you authorize a connection to another
          fantasy platform), and compliance with legal obligations.
        </Text>
      </>
    ),
  },
  {
    id: 'ai-chat',
    heading: 'AI chat',
    body: (
      <>
        <Text>The chat panel can be answered in one of two ways, and the panel always shows which one is answering:</Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              AI provider.
            </Text>{' '}
            When an AI provider is configured, your message, the recent conversation and the information about your own teams that the
            assistant looks up to answer (such as a roster, its open slots, available players and pick grades) are sent to our AI provider,
            OpenAI, to generate the reply. We do not include your password, your passkeys or your email address. The provider processes this
            information on our behalf to produce the answer.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Built-in engine.
            </Text>{' '}
            Otherwise, a strategy engine built into DraftMode answers on our own servers and nothing is sent to an AI provider.
          </List.Item>
        </List>
        <Text>
          The assistant can see only your own teams, never other users’ data. We do not use your chat messages to train our own models, and
          we do not allow our AI provider to use them to train its models.
        </Text>
        <Text>
          Your chat history is saved to your account so you can pick up where you left off. You can erase it at any time with the clear
          action in the chat panel. Please do not put sensitive personal information in chat messages; the assistant only needs your fantasy
          questions.
        </Text>
      </>
    ),
  },
  {
    id: 'third-party-data-sources',
    heading: 'Third-party data sources',
    body: (
      <>
        <Text>DraftMode’s player and draft data comes from these sources:</Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Sleeper’s public API.
            </Text>{' '}
            We use this public fantasy platform API for player information, average draft position (ADP) and projections. If you link a team
            to a Sleeper draft ID, we read that draft’s picks from Sleeper’s public draft endpoint to record them for you as they happen.
            This does not require your Sleeper password or account.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              A second fantasy platform API, only with your authorization.
            </Text>{' '}
            If you choose to connect another fantasy platform, you sign in on that platform and authorize DraftMode through OAuth. We
            receive an access token limited to the permissions you approve and use it only to read the league and roster information you
            asked us to import. You can revoke this access at any time in that platform’s account settings; after that we can no longer read
            your data there.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Open play-by-play datasets.
            </Text>{' '}
            Publicly available game statistics we use to build projections and to measure how well our grades work.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Public injury reports and depth charts.
            </Text>{' '}
            Used to flag injury risk and identify handcuffs.
          </List.Item>
        </List>
        <Text>
          Apart from a platform you connect yourself, these sources contain information about NFL players and games, not about you. Each
          platform handles your information under its own privacy policy.
        </Text>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    heading: 'How we share information',
    body: (
      <>
        <Text>
          We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only in
          these cases:
        </Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Service providers
            </Text>{' '}
            that run parts of DraftMode for us under contracts that limit their use of the information to providing their service: our
            hosting and database providers, our email delivery provider (for welcome and password-reset emails) and our AI provider, OpenAI
            (for chat replies, as described in section 3).
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Watch links you create.
            </Text>{' '}
            Anyone who has a read-only watch link for one of your teams can see that team’s name, roster, latest picks and live grade, but
            not your email address or any of your other teams. You decide who gets the link, and you can revoke it at any time, after which
            it stops working.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Legal reasons.
            </Text>{' '}
            When we must do so by law or valid legal process, or when it is necessary to protect the rights, safety or property of our
            users, the public or DraftMode.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Business transfers.
            </Text>{' '}
            If DraftMode is merged, acquired or its assets are sold, your information may transfer to the new owner, who must continue to
            protect it under this policy. We will tell you before that happens.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              With your consent
            </Text>{' '}
            in any other case, which we will ask for first.
          </List.Item>
        </List>
        <Text>
          Inside DraftMode, a small number of administrators can see account details (name, email and role) and aggregate usage figures in
          order to support users and operate the service.
        </Text>
      </>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    heading: 'Cookies and local storage',
    body: (
      <>
        <Text>
          DraftMode does not use advertising cookies, tracking pixels or third-party analytics. To keep you signed in and remember your
          choices, the app stores these values in your browser’s local storage:
        </Text>
        <List spacing="xs">
          <List.Item>
            <Code>token</Code>: the sign-in token that proves to our servers that you are signed in.
          </List.Item>
          <List.Item>
            <Code>user</Code>: your user ID, name, email address and role, so the app can greet you and show the right menu.
          </List.Item>
          <List.Item>
            <Code>draftmode-ui-theme</Code>: your light or dark theme choice.
          </List.Item>
          <List.Item>
            <Code>draftmode-welcome-dismissed</Code>: that you closed the draft screen's welcome message, so it is not shown again.
          </List.Item>
        </List>
        <Text>
          The app also keeps a short-lived flag in session storage, cleared when you close the tab, so the guided tour is not shown right
          after you reset your password. Our hosting infrastructure may set a strictly necessary cookie that keeps your live-draft
          connection on the same server; it contains no personal information.
        </Text>
        <Text>
          Signing out removes the token and user values. You can clear all of these values at any time in your browser’s settings; you will
          then need to sign in again and choose your theme again.
        </Text>
      </>
    ),
  },
  {
    id: 'retention-and-deletion',
    heading: 'Data retention and deletion',
    body: (
      <>
        <Text>
          We keep your account information, teams, draft history, report cards, settings and chat history for as long as your account
          exists, because that is what DraftMode shows you.
        </Text>
        <List spacing="xs">
          <List.Item>Clearing the chat deletes your chat history.</List.Item>
          <List.Item>Deleting a team removes it, its roster and its draft history from your account.</List.Item>
          <List.Item>Revoking a watch link makes it stop working immediately.</List.Item>
          <List.Item>
            Deleting your account, from Settings or by emailing us, permanently deletes your account details, passkeys, teams with their
            recorded history, report cards, draft history, chat history, settings and watch links.
          </List.Item>
          <List.Item>Deleted information is removed from our backups within 30 days, when those backups are overwritten.</List.Item>
          <List.Item>
            Password-reset tokens expire after 1 hour and can be used only once. Technical logs are kept only as long as needed for security
            and troubleshooting.
          </List.Item>
        </List>
        <Text>
          We may keep aggregated usage figures that do not identify you, and information we are legally required to keep or need to resolve
          a dispute or prevent abuse, for only as long as that purpose requires.
        </Text>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <>
        <Text>We protect your information with measures appropriate to what DraftMode stores:</Text>
        <List spacing="xs">
          <List.Item>Passwords are hashed with argon2id, a slow, salted algorithm designed to resist cracking.</List.Item>
          <List.Item>
            Password-reset links use random tokens that we store only as a hash; each works once and expires after 1 hour.
          </List.Item>
          <List.Item>
            Passkeys let you sign in without a password. Because we hold only the public key, a breach of our database would not reveal
            anything that lets someone sign in as you with your passkey.
          </List.Item>
          <List.Item>All traffic between your device and DraftMode, including live draft updates, is encrypted with TLS.</List.Item>
          <List.Item>
            Repeated failed sign-in attempts are rate-limited, every request for your data is checked against your account, and watch links
            use long random tokens that you can revoke.
          </List.Item>
        </List>
        <Text>
          No system is perfectly secure. Use a strong, unique password (or a passkey) and sign out on shared devices. If a breach affects
          your information, we will notify you and the authorities as the law requires.
        </Text>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    body: (
      <>
        <Text>Depending on where you live, you may have the right to:</Text>
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Access
            </Text>{' '}
            the personal information we hold about you;
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Correct
            </Text>{' '}
            it, which you can also do yourself in Profile and Settings;
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Export
            </Text>{' '}
            it: we will send your account, teams, draft history and chat history in a machine-readable format;
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Delete
            </Text>{' '}
            it, by deleting your account or asking us to;
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Object to or restrict
            </Text>{' '}
            certain processing, and withdraw any consent you gave (for example, by revoking a platform connection);
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Opt out of the sale or sharing
            </Text>{' '}
            of personal information. We do not sell or share it in that sense, so there is nothing to opt out of.
          </List.Item>
        </List>
        <Text>
          To make a request, email <PrivacyEmail /> from the address on your account. We may ask you to confirm your identity, and we will
          answer within 30 days. You can also use an authorized agent where the law allows it. We will not treat you differently for
          exercising your rights. If you are in the EEA or the UK, you may also complain to your local data protection authority.
        </Text>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children and age requirements',
    body: (
      <>
        <Text>
          DraftMode is not directed at children, and we do not knowingly collect personal information from anyone under 13. Because fantasy
          sports are subject to age rules, you must be at least 18 years old, or the age of majority where you live if that is higher, to
          create an account.
        </Text>
        <Text>
          If we learn that an account belongs to someone below these ages, we will delete it and its information. If you believe a child has
          given us personal information, please contact us at <PrivacyEmail />.
        </Text>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International data transfers',
    body: (
      <>
        <Text>
          Our servers and service providers, including our AI and email providers, may be located in the United States and other countries
          whose data protection laws differ from those where you live. When we transfer personal information from the EEA, the UK or
          Switzerland, we use safeguards recognized by those jurisdictions, such as the European Commission’s Standard Contractual Clauses,
          and we require providers to protect the information as this policy describes.
        </Text>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <>
        <Text>
          We will update this policy when DraftMode or the law changes, for example when we add the features previewed on our vision page.
          We will post the new version here with a new “Last updated” date. If a change materially affects how we use your personal
          information, we will tell you by email or in the app before it takes effect.
        </Text>
      </>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <>
        <Text>
          For questions about this policy or your personal information, or to make a request, email <PrivacyEmail />. We read every message
          and will reply as soon as we can, within 30 days at the latest.
        </Text>
      </>
    ),
  },
];

export function PrivacyPage() {
  return <PolicyDocument title="Privacy Policy" lastUpdated="August 29, 2025" intro={intro} sections={sections} />;
}
