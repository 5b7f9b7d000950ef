import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Terms of Service: 17 sections, minimum age 13 (spec sections 2 and 9). */
const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Wordreel (the "Service") you agree to these Terms of Service. If you do not agree, do not use the Service.',
    ],
  },
  {
    title: 'Eligibility and minimum age',
    paragraphs: [
      'You must be at least 13 years old to use the Service. If you are under the age of majority where you live, you may use the Service only with the consent of a parent or legal guardian who agrees to these terms for you.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You sign up with an e-mail address and password or through a supported identity provider. Keep your password and API keys secret; you are responsible for everything done with your account. Tell us at once if you think someone else has access to it.',
    ],
  },
  {
    title: 'The Service',
    paragraphs: [
      'Wordreel creates captions from the speech in videos you upload, lets you edit and style them, add music, generate titles and descriptions, and export a rendered video. We may change, add or remove features over time.',
    ],
  },
  {
    title: 'Your content',
    paragraphs: [
      'You keep all rights to the videos, audio, text and other material you upload ("Your Content"). You give us a limited licence to store, process and render Your Content only to provide the Service to you.',
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      'Do not upload content that is illegal, infringes the rights of others, harasses people, or contains malware. Do not try to break, overload or get around the security of the Service, or access other users\u2019 data.',
    ],
  },
  {
    title: 'Captions and generated text',
    paragraphs: [
      'Captions, titles, descriptions and hashtags are produced automatically and may contain mistakes. Review them before you publish; you are responsible for what you post.',
    ],
  },
  {
    title: 'Plans, credits and payments',
    paragraphs: [
      'Paid plans are billed in advance in US dollars. API credits cost $0.05 each and are bought in steps of 10, from 100 to 12,000 at a time. Taxes may apply.',
    ],
  },
  {
    title: 'Cancellation and refunds',
    paragraphs: [
      'You can cancel a plan at any time; it stays active until the end of the period you paid for. Unused credits are not refunded unless the law requires it.',
    ],
  },
  {
    title: 'API use',
    paragraphs: [
      'API keys are personal to your account. Regenerating a key revokes the previous one immediately. We may limit the rate of API calls to keep the Service reliable for everyone.',
    ],
  },
  {
    title: 'Third-party services',
    paragraphs: [
      'Social sign-in and the platforms you publish to are run by third parties under their own terms. We are not responsible for their services.',
    ],
  },
  {
    title: 'Intellectual property',
    paragraphs: [
      'The Service, its software, caption themes, music library and brand belong to Wordreel or its licensors. Music tracks may be used in videos made with the Service.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'Our Privacy Policy explains what personal data we collect and how we use it. It forms part of these terms.',
    ],
  },
  {
    title: 'Suspension and termination',
    paragraphs: [
      'We may suspend or close accounts that break these terms. You can delete your account at any time from your profile; this deletes your projects, videos, captions and API keys.',
    ],
  },
  {
    title: 'Disclaimers',
    paragraphs: [
      'The Service is provided "as is". To the extent the law allows, we make no promises that it will be uninterrupted or error-free.',
    ],
  },
  {
    title: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, our total liability for any claim about the Service is limited to the amount you paid us in the twelve months before the claim.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We may update these terms; if a change is significant we will tell you by e-mail or in the app before it takes effect. Questions: hello@wordreel.app.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro="These terms govern your use of Wordreel. Please read them carefully."
      sections={SECTIONS}
    />
  );
}
