import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PolicyDocument, type PolicySection } from '../components/policy-document';

const LEGAL_EMAIL = 'legal@draftmode.app';

function LegalEmail() {
  return <Anchor href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</Anchor>;
}

function PrivacyLink() {
  return (
    <Anchor component={Link} to="/privacy">
      Privacy Policy
    </Anchor>
  );
}

const intro = (
  <Text>
    These Terms of Service (“Terms”) govern your use of DraftMode, a fantasy football draft companion offered on the web and on mobile
    browsers. In these Terms, “DraftMode”, “we” and “us” mean the operator of the DraftMode service, and “you” means the person using it.
    Please read them carefully: they include an entertainment-only disclaimer and limit our liability.
  </Text>
);

const sections: PolicySection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these Terms',
    body: (
      <>
        <Text>
          By creating an account, signing in or otherwise using DraftMode, you agree to these Terms and confirm that you have read our{' '}
          <PrivacyLink />, which explains how we handle your information. If you do not agree, do not use DraftMode.
        </Text>
      </>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    heading: 'Eligibility and accounts',
    body: (
      <>
        <List spacing="xs">
          <List.Item>
            You must be at least 18 years old, or the age of majority where you live if that is higher, and able to form a binding contract.
            DraftMode is not for children.
          </List.Item>
          <List.Item>
            Give us accurate account information and keep your email address up to date, because we use it for password resets.
          </List.Item>
          <List.Item>
            Your account is personal. Keep your password and the devices that hold your passkeys secure, and do not let anyone else use your
            account. You are responsible for what happens under your account.
          </List.Item>
          <List.Item>
            Tell us right away at <LegalEmail /> if you think someone has accessed your account without permission.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'the-service',
    heading: 'The service',
    body: (
      <>
        <Text>
          DraftMode is a companion you keep open beside your real draft on ESPN, Yahoo, Sleeper or another fantasy platform. You record your
          picks and the picks made by the other teams, and DraftMode grades each pick, keeps a live draft grade, recommends players along
          with the chance each one is still available at your next pick, produces a report card when your roster is complete, and answers
          strategy questions in a chat. You can also share a read-only watch link to a team.
        </Text>
        <Text>
          DraftMode does not run your league and does not make picks for you. Your actual picks are made on your fantasy platform, and you
          remain responsible for them and for following your league’s rules.
        </Text>
        <Text>
          Grades, percentages, recommendations, report cards and chat answers are opinions produced automatically from projections, average
          draft position and other data that may be incomplete or out of date. They are provided for entertainment only. We do not guarantee
          any result: your team may lose with an A+ draft.
        </Text>
        <Text>
          We may add, change or remove features, including those previewed on our vision page, and we may interrupt the service for
          maintenance. We will try to avoid doing so during the busiest draft periods.
        </Text>
      </>
    ),
  },
  {
    id: 'entertainment-only',
    heading: 'Entertainment only: no gambling, no affiliation',
    body: (
      <>
        <Text>
          DraftMode is for entertainment only. It is not a gambling, sports betting or daily fantasy contest service: we do not accept
          wagers or entry fees, run contests or pay out prizes, and nothing in DraftMode is betting advice. If you play in leagues with
          entry fees or prizes, you are responsible for complying with the laws that apply where you live.
        </Text>
        <Text>
          DraftMode is not affiliated with, endorsed by or sponsored by the National Football League (NFL), its teams, its players’
          association, or ESPN, Yahoo, Sleeper or any other fantasy platform. Team names, player names, logos and other marks belong to
          their respective owners and are used only to identify them.
        </Text>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <Text>When you use DraftMode, you agree not to:</Text>
        <List spacing="xs">
          <List.Item>break the law or infringe anyone’s rights;</List.Item>
          <List.Item>
            access or try to access another user’s account, teams or chat, or probe, scan or test the security of DraftMode without our
            written permission;
          </List.Item>
          <List.Item>get around sign-in rate limits or other protections, or overload the service with automated requests;</List.Item>
          <List.Item>
            scrape, copy or resell DraftMode’s data, grades or recommendations, or use them to build a competing product;
          </List.Item>
          <List.Item>reverse engineer the service, except where the law allows it despite this restriction;</List.Item>
          <List.Item>
            use offensive, hateful or harassing team names or chat messages, or try to make the AI chat produce unlawful or harmful content;
          </List.Item>
          <List.Item>use DraftMode in a way that breaks the terms of a fantasy platform you connect to it.</List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'user-content-and-ai-chat',
    heading: 'Your content and the AI chat',
    body: (
      <>
        <Text>
          Your content (team names, the picks you record and your chat messages) remains yours. You give us a non-exclusive, worldwide,
          royalty-free licence to store, process and display it only as needed to run DraftMode for you, for example to show a team on a
          watch link you share. This licence ends when you delete the content or your account, except for copies in backups that expire as
          described in the <PrivacyLink />.
        </Text>
        <Text>
          Chat answers are generated automatically, either by a third-party AI provider or by DraftMode’s built-in engine, and the chat
          panel tells you which one is answering. AI answers may be wrong, out of date or incomplete, and may sound more confident than they
          should. Check anything important before you rely on it. Chat answers are not professional, financial or betting advice.
        </Text>
        <Text>
          When the AI provider is used, your messages and the relevant data about your own teams are sent to it to produce the reply, as
          described in the <PrivacyLink />.
        </Text>
      </>
    ),
  },
  {
    id: 'third-party-services',
    heading: 'Third-party services and data',
    body: (
      <>
        <Text>
          DraftMode relies on data and services from others: Sleeper’s public API for players, ADP and live draft sync; a second fantasy
          platform API used only if you authorize it through OAuth; open play-by-play datasets; and public injury reports and depth charts.
          It also relies on hosting, email and AI providers.
        </Text>
        <Text>
          We do not control these third parties. Their data can be late, incomplete or wrong, and they can change or withdraw it at any
          time, which may affect DraftMode. Your use of a platform you connect is governed by that platform’s own terms and privacy policy,
          and you can revoke DraftMode’s access there at any time.
        </Text>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    body: (
      <>
        <Text>
          DraftMode’s software, design, text, grading methods, name and logo belong to us or our licensors. Subject to these Terms, we give
          you a personal, non-exclusive, non-transferable, revocable licence to use DraftMode for your own non-commercial fantasy football.
        </Text>
        <Text>
          Player, team and league names and marks belong to their owners, and third-party data remains subject to its providers’ rights. If
          you send us feedback or ideas, we may use them without any obligation to you.
        </Text>
      </>
    ),
  },
  {
    id: 'disclaimers-and-liability',
    heading: 'Disclaimers and limitation of liability',
    body: (
      <>
        <Text>
          DraftMode is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all warranties, express or
          implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not
          promise that DraftMode will be uninterrupted or error-free, that its data is accurate, or that its grades or recommendations will
          improve your results.
        </Text>
        <Text>
          To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages,
          or for lost league fees, lost prizes, lost winnings or lost data, arising from your use of DraftMode. Our total liability for any
          claim relating to DraftMode is limited to the greater of the amount you paid us for DraftMode in the 12 months before the claim or
          US$50.
        </Text>
        <Text>
          Some jurisdictions do not allow some of these exclusions or limits. Nothing in these Terms limits liability that cannot be limited
          by law, or the rights you have as a consumer under the mandatory laws of the country where you live.
        </Text>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Termination',
    body: (
      <>
        <Text>
          You can stop using DraftMode at any time and delete your account in Settings. We may suspend or close your account if you
          seriously or repeatedly break these Terms, if the law requires it, or if your use puts other users or DraftMode at risk. Where
          reasonable, we will tell you why and give you a chance to respond.
        </Text>
        <Text>
          When your account is closed, your right to use DraftMode ends and your data is deleted as described in the <PrivacyLink />. The
          sections on your content, intellectual property, disclaimers and limitation of liability, and governing law continue to apply.
        </Text>
      </>
    ),
  },
  {
    id: 'changes-law-contact',
    heading: 'Changes, governing law and contact',
    body: (
      <>
        <Text>
          We may update these Terms as DraftMode changes. We will post the new version here with a new “Last updated” date and, for material
          changes, tell you by email or in the app before they take effect. If you keep using DraftMode after that, you accept the updated
          Terms; if you do not accept them, stop using DraftMode and delete your account.
        </Text>
        <Text>
          These Terms are governed by the laws of the place where DraftMode’s operator is established, without regard to its
          conflict-of-laws rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live
          and may bring a claim in your local courts. If any part of these Terms cannot be enforced, the rest remains in effect.
        </Text>
        <Text>
          Questions about these Terms? Email <LegalEmail />. For privacy questions, see the <PrivacyLink />.
        </Text>
      </>
    ),
  },
];

export function TermsPage() {
  return <PolicyDocument title="Terms of Service" lastUpdated="August 29, 2025" intro={intro} sections={sections} />;
}
