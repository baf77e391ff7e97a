/** The four service groups: the first segment of their URLs (/printing, /dtf ...). */
export const serviceGroups = ['printing', 'dtf', 'vehicle-wraps', 'digital-marketing'] as const;
export type ServiceGroup = (typeof serviceGroups)[number];
