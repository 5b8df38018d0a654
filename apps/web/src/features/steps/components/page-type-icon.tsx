import type { Step } from '@studyflow/contracts/learning';
import { Icon, type IconProps, StarIcon } from '@studyflow/ui/icons';
import { PlayIcon } from '../../../lib/components/app-icons';

const TextIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6Z" />
    <path d="M8 12h8M8 16h8M8 8h3" />
  </Icon>
);

const AppIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Icon>
);

const ICONS = { text: TextIcon, vid: PlayIcon, app: AppIcon, star: StarIcon } as const;

/** STP-3: the icon of a step's page type; decorative, its name is always said beside it. */
export function PageTypeIcon({ type, ...props }: IconProps & { type: Step['pageType'] }) {
  const Drawn = ICONS[type];
  return <Drawn {...props} />;
}
