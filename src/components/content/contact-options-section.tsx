import { SectionHeading } from '../section-heading.tsx';
import { ContactOptions } from './contact-options.tsx';
import { ContentSection } from './content-section.tsx';

export interface ContactOptionsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  emailSubject?: string;
  tone?: 'white' | 'muted';
}

/** A titled section holding the phone, e-mail and WhatsApp options. */
export function ContactOptionsSection({
  id,
  eyebrow,
  title,
  description,
  emailSubject,
  tone,
}: ContactOptionsSectionProps) {
  return (
    <ContentSection labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <ContactOptions emailSubject={emailSubject} />
    </ContentSection>
  );
}
