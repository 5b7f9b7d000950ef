export interface TeamMember {
  name: string;
  role: string;
  email: string;
  bio: string;
  links: { label: string; href: string }[];
}

export const TEAM: TeamMember[] = [
  {
    name: 'Maya Fernandes',
    role: 'Co-founder & CEO',
    email: 'maya@wordreel.app',
    bio: 'Ran a cooking channel to 400k followers and captioned every video by hand. Never again.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wordreel' },
      { label: 'X', href: 'https://x.com/wordreel' },
    ],
  },
  {
    name: 'Arjun Mehta',
    role: 'Co-founder & CTO',
    email: 'arjun@wordreel.app',
    bio: 'Builds the speech and rendering pipeline, and makes English and Hindi captions line up to the frame.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wordreel' },
      { label: 'GitHub', href: 'https://github.com/wordreel' },
    ],
  },
  {
    name: 'Lena Okafor',
    role: 'Head of Design',
    email: 'lena@wordreel.app',
    bio: 'Designed the nine caption themes and the studio you edit them in.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wordreel' },
      { label: 'Instagram', href: 'https://www.instagram.com/wordreel' },
    ],
  },
  {
    name: 'Tomás Rivera',
    role: 'Creator Success Lead',
    email: 'tomas@wordreel.app',
    bio: 'Answers your messages, runs our creator community and turns your feedback into our roadmap.',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wordreel' },
      { label: 'YouTube', href: 'https://www.youtube.com/@wordreel' },
    ],
  },
];
