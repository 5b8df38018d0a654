import { Link } from '@studyflow/ui/link';
import { Tiles } from '@studyflow/ui/tiles';
import { useWellbeingCopy } from '../copy';
import { Emblem } from '../images/emblem';
import { type Detail, ExternalCard } from './external-card';
import { WellbeingFrame } from './wellbeing-frame';

/**
 * /wellbeing/support-contacts (WEL-7): each contact with its logo (our emblem of its initials, named
 * by the service) and whichever ways to reach it it has.
 */
export function SupportContactsPage() {
  const copy = useWellbeingCopy();
  const c = copy.contacts;
  return (
    <WellbeingFrame title={c.title} intro={c.intro}>
      <Tiles as="ul" minTileWidth="lg" gap="4">
        {c.list.map((contact) => {
          const details: Detail[] = [];
          if ('hours' in contact && contact.hours) details.push({ term: c.hours, value: contact.hours });
          if ('phone' in contact && contact.phone)
            details.push({
              term: c.phone,
              value: <Link href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Link>,
            });
          if ('text' in contact && contact.text) details.push({ term: c.text, value: contact.text });
          if ('email' in contact && contact.email)
            details.push({
              term: c.email,
              value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
            });
          if ('videoCall' in contact && contact.videoCall)
            details.push({
              term: c.videoCall,
              value: (
                <Link href={contact.videoCall} target="_blank" newTabLabel={copy.newTab}>
                  {`${contact.title} video call`}
                </Link>
              ),
            });
          return (
            <ExternalCard
              key={contact.id}
              id={contact.id}
              title={contact.title}
              body={contact.content}
              href={contact.web}
              drawing={<Emblem name={contact.title} />}
              details={details}
            />
          );
        })}
      </Tiles>
    </WellbeingFrame>
  );
}
