/**
 * One table of answers to the vehicle-wrap form (forms/vehicle-wrap.form.json), run through the
 * browser's validator (a DOM test) and posted to the server (tests/server/intake-conditions.test.ts):
 * the same answers must be valid, or refused at the same field, on both sides.
 *
 * Answers are what a visitor gives: only the fields shown for them (a field a condition hides is
 * never sent), numbers as numbers, lists as lists, files apart. No Node import: jsdom tests load
 * this module too.
 */

export type CaseAnswer = string | number | boolean | string[];
export type CaseAnswers = Readonly<Record<string, CaseAnswer>>;

export interface ConditionCase {
  name: string;
  answers: CaseAnswers;
  valid: boolean;
  /** The field the browser marks and the server's 400 names, for an invalid case. */
  invalidField?: string;
}

/** A value for a field whose condition does not hold: the server refuses it, naming the field. */
export interface HiddenCase {
  name: string;
  answers: CaseAnswers;
  hiddenField: string;
}

/** A day `days` after today (UTC), as the date field takes it: after its `minDate: "today"`. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const contact = { name: 'Ana Díaz', email: 'ana@example.com' } as const;

/** The least a car with artwork needs: every field every visitor must answer. */
const car = {
  vehicleType: 'car',
  coverage: 'full',
  designHelp: 'have-artwork',
  ...contact,
} as const;

export const cases: readonly ConditionCase[] = [
  {
    name: 'a car with every field answered',
    answers: {
      ...car,
      vehicleModel: '2019 Honda Civic',
      finish: 'satin',
      phone: '(574) 555-0199',
      company: 'Ana Tacos',
      installDate: dayFromToday(30),
      message: 'Parked on the street, near the shop.',
    },
    valid: true,
  },
  { name: 'a car with the required fields only', answers: car, valid: true },
  {
    name: 'no vehicle type (no branch field is asked while it is empty)',
    answers: { coverage: 'full', designHelp: 'have-artwork', ...contact },
    valid: false,
    invalidField: 'vehicleType',
  },
  {
    name: 'a pickup without its bed length',
    answers: { ...car, vehicleType: 'pickup' },
    valid: false,
    invalidField: 'bedLength',
  },
  {
    name: 'a pickup with its bed length',
    answers: { ...car, vehicleType: 'pickup', bedLength: 'long' },
    valid: true,
  },
  {
    name: 'a box truck without its box length',
    answers: { ...car, vehicleType: 'box-truck' },
    valid: false,
    invalidField: 'boxLength',
  },
  {
    name: 'a box truck with a box length out of range',
    answers: { ...car, vehicleType: 'box-truck', boxLength: 40 },
    valid: false,
    invalidField: 'boxLength',
  },
  {
    name: 'a box truck with its box length',
    answers: { ...car, vehicleType: 'box-truck', boxLength: 16 },
    valid: true,
  },
  {
    name: 'a trailer with its length',
    answers: { ...car, vehicleType: 'trailer', trailerLength: 24 },
    valid: true,
  },
  {
    name: 'a fleet without its number of vehicles',
    answers: { ...car, vehicleType: 'fleet', fleetMix: 'Three vans and a pickup' },
    valid: false,
    invalidField: 'vehicleCount',
  },
  {
    name: 'a fleet with its number of vehicles',
    answers: { ...car, vehicleType: 'fleet', vehicleCount: 6, fleetMix: 'Four vans, two pickups' },
    valid: true,
  },
  {
    name: 'a partial wrap without the areas to cover',
    answers: { ...car, coverage: 'partial' },
    valid: false,
    invalidField: 'coverageAreas',
  },
  {
    name: 'a partial wrap with the areas to cover',
    answers: { ...car, coverage: 'partial', coverageAreas: ['hood', 'doors'] },
    valid: true,
  },
  {
    name: 'design help without a design brief',
    answers: { ...car, designHelp: 'need-design' },
    valid: false,
    invalidField: 'designBrief',
  },
  {
    name: 'design help with a design brief',
    answers: { ...car, designHelp: 'need-design', designBrief: 'Our logo, phone number and a taco.' },
    valid: true,
  },
  {
    name: 'an installation date without a phone number (dependentRequired)',
    answers: { ...car, installDate: dayFromToday(21) },
    valid: false,
    invalidField: 'phone',
  },
  {
    name: 'an installation date with a phone number',
    answers: { ...car, installDate: dayFromToday(21), phone: '(574) 555-0199' },
    valid: true,
  },
];

export const hiddenCases: readonly HiddenCase[] = [
  { name: 'a car with a bed length', answers: { ...car, bedLength: 'short' }, hiddenField: 'bedLength' },
  {
    name: 'a pickup with a number of vehicles',
    answers: { ...car, vehicleType: 'pickup', bedLength: 'standard', vehicleCount: 3 },
    hiddenField: 'vehicleCount',
  },
  {
    name: 'print-ready artwork with a design brief',
    answers: { ...car, designBrief: 'Make it pop.' },
    hiddenField: 'designBrief',
  },
  {
    name: 'a full wrap with areas to cover',
    answers: { ...car, coverageAreas: ['hood'] },
    hiddenField: 'coverageAreas',
  },
];
