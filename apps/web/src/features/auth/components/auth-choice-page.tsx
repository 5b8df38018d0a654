import { ButtonLink } from '@studyflow/ui/button-link';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { ArrowRightIcon, BuildingIcon, KeyIcon } from '@studyflow/ui/icons';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import type { ReactNode } from 'react';
import { routes } from '../../../config/paths';
import { contentColumn, iconBadge } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { useAuthCopy } from '../copy';
import * as styles from './auth.css';

interface ChoiceCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  linkText: string;
  href: string;
}

/** A whole-card target whose accessible name is its link text; the heading structures the page. */
function ChoiceCard({ icon, title, description, linkText, href }: ChoiceCardProps) {
  return (
    <Card elementType="li" padding="lg" isInteractive>
      <span className={iconBadge}>{icon}</span>
      <h3 className={heading({ level: 3 })}>{title}</h3>
      <p className={text({ tone: 'muted' })}>{description}</p>
      <p className={styles.cardLink}>
        <Link href={href} variant="standalone" isStretched>
          {linkText}
          <ArrowRightIcon className={styles.linkIcon} />
        </Link>
      </p>
    </Card>
  );
}

/** /auth: sign in, or pick how to get access (individual licence or institutional access). */
export function AuthChoicePage() {
  const copy = useAuthCopy().authChoice;
  return (
    <Stack gap="8" className={contentColumn}>
      <Stack gap="3" align="center" textAlign="center">
        <PageHeading>{copy.title}</PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>{copy.intro}</p>
      </Stack>

      <Card padding="lg">
        <Cluster gap="4" align="center" justify="between">
          <h2 className={heading({ level: 2 })}>{copy.haveAccount}</h2>
          <ButtonLink href={routes.signIn.href()}>{copy.signIn}</ButtonLink>
        </Cluster>
      </Card>

      <Stack as="section" aria-labelledby="access-heading" gap="3">
        <h2 id="access-heading" className={`${heading({ level: 2 })} ${styles.sectionHeading}`}>
          {copy.newHere}
        </h2>
        <Tiles as="ul" columns={{ md: 2 }} gap="5">
          <ChoiceCard
            icon={<KeyIcon />}
            title={copy.licenceTitle}
            description={copy.licenceText}
            linkText={copy.licenceLink}
            href={routes.dsaLicence.href()}
          />
          <ChoiceCard
            icon={<BuildingIcon />}
            title={copy.institutionTitle}
            description={copy.institutionText}
            linkText={copy.institutionLink}
            href={routes.instLicence.href()}
          />
        </Tiles>
      </Stack>
    </Stack>
  );
}
