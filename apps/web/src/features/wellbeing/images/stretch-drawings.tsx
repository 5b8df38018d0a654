import { Drawing } from './drawing';

/** Our own stick-figure drawings of each stretch group (WEL-9). */
const Head = ({ x = 48, y = 18 }: { x?: number; y?: number }) => <circle cx={x} cy={y} r="8" />;
const Chair = () => <path d="M30 84V60h36v24M30 60V40" />;

export const STRETCH_DRAWINGS: Record<string, () => React.ReactNode> = {
  arms: () => (
    <Drawing>
      <Head />
      <path d="M48 26v30M48 32 38 6M48 32l10-26M48 56l-10 18h-8M48 56l10 18h8" />
      <Chair />
    </Drawing>
  ),
  torso: () => (
    <Drawing>
      <Head x={52} />
      <path d="M52 26c-4 10-4 20-4 30M50 36l-14 10M50 36l16 4M48 56l-10 18h-8M48 56l10 18h8" />
      <Chair />
    </Drawing>
  ),
  legs: () => (
    <Drawing>
      <Head x={40} />
      <path d="M40 26v28M40 36l-10 12M40 36l10 12M40 54h30l6-6M40 54l-6 20h-6" />
      <Chair />
    </Drawing>
  ),
  head: () => (
    <Drawing>
      <Head x={44} y={20} />
      <path d="M48 28v28M34 32h28M34 32l-4 20M62 32l4 20M48 56l-10 18h-8M48 56l10 18h8M30 10l-6-4M66 10l6-4" />
      <Chair />
    </Drawing>
  ),
};
