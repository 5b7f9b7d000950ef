import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Privacy Policy: 12 sections (spec section 2). */
const SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Wordreel provides an online service that captions, edits and renders short videos. This policy explains what personal data we handle and why.',
    ],
  },
  {
    title: 'Data we collect',
    paragraphs: [
      'Account data: your e-mail address, name and sign-in method. Content: the videos you upload, the captions made from them and your style choices. Usage data: basic logs such as request times and errors. Messages you send us through the contact form.',
    ],
  },
  {
    title: 'How we use your data',
    paragraphs: [
      'To run your account, process your videos into captions and renders, send you one-time codes and service e-mails, answer your messages, keep the Service secure and improve it.',
    ],
  },
  {
    title: 'Legal bases',
    paragraphs: [
      'We process data to perform our contract with you, to meet legal obligations, and for our legitimate interest in keeping the Service secure and working well.',
    ],
  },
  {
    title: 'Your videos and captions',
    paragraphs: [
      'Your videos are processed on our servers to produce captions and renders. They are available only to your account and are never used to train models or shown to other users.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We use one essential session cookie to keep you signed in and a short-lived cookie while you verify a one-time code. The app keeps your basic user details and player volume in your browser\u2019s local storage. We use no advertising cookies.',
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'We do not sell your data. We share it only with providers that help us run the Service (hosting, e-mail, payments) under contracts that protect it, or when the law requires it.',
    ],
  },
  {
    title: 'Retention',
    paragraphs: [
      'We keep your data while your account exists. When you delete your account, your projects, videos, captions, renders and API keys are deleted.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are stored as strong one-way hashes, one-time codes expire quickly, API keys are stored hashed, and every video is served only to its owner.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can see and correct your account details, download your rendered videos, and delete your account at any time. Depending on where you live you may have further rights, such as access or portability; contact us to use them.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'The Service is not meant for children under 13 and we do not knowingly collect their data. If you believe a child has given us data, contact us and we will delete it.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We will post changes to this policy here and tell you about significant ones. Questions or requests: hello@wordreel.app.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro="Your privacy matters to us. This policy says plainly what we collect and what we do with it."
      sections={SECTIONS}
    />
  );
}
