/**
 * Open positions on /jobs. Texts live in locales/<lng>/company.json under
 * `jobs.positions.<id>` (title, summary, responsibilities.<responsibility id>);
 * type and location labels under `jobs.types.<type>` and `jobs.locations.<location>`.
 * To add a position: add an entry here and its texts in both languages.
 */
export type JobType = 'full-time' | 'part-time';
/** `shop`: works at 1200 Lincoln Way E; `shop-and-field`: also on customer sites around Michiana. */
export type JobLocation = 'shop' | 'shop-and-field';

export interface JobPosition {
  readonly id: string;
  readonly type: JobType;
  readonly location: JobLocation;
  readonly responsibilities: readonly string[];
}

export const jobPositions = [
  {
    id: 'graphic-designer',
    type: 'full-time',
    location: 'shop',
    responsibilities: ['artwork', 'print-ready', 'proofs', 'digital'],
  },
  {
    id: 'vinyl-wrap-installer',
    type: 'full-time',
    location: 'shop-and-field',
    responsibilities: ['prepare', 'install', 'signs', 'care'],
  },
  {
    id: 'print-production-technician',
    type: 'full-time',
    location: 'shop',
    responsibilities: ['run', 'finish', 'dtf', 'quality'],
  },
  {
    id: 'front-desk',
    type: 'part-time',
    location: 'shop',
    responsibilities: ['welcome', 'phones', 'orders', 'pickup'],
  },
] as const satisfies readonly JobPosition[];

/** Why people like working here, shown above the positions (`jobs.perks.<id>`). */
export const jobPerks = ['local', 'training', 'variety', 'hours'] as const;

/** The ways to apply (`jobs.apply.steps.<id>`), in the order a candidate takes them. */
export const applySteps = ['email', 'visit', 'reply'] as const;
