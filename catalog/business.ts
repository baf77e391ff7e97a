/** Facts about the shop that more than one screen shows. Texts are in locales; numbers and links here. */
export const business = {
  phone: '+15745550142',
  phoneDisplay: '(574) 555-0142',
  email: 'hello@michianaprintdesign.com',
  whatsappUrl: 'https://wa.me/15745550142',
  facebookUrl: 'https://www.facebook.com/michianaprintdesign',
  reviewUrl: 'https://search.google.com/local/writereview?placeid=michiana-print-design',
  mapEmbedUrl: 'https://www.google.com/maps?q=1200+Lincoln+Way+E,+South+Bend,+IN+46601&output=embed',
  directionsUrl:
    'https://www.google.com/maps/dir/?api=1&destination=1200+Lincoln+Way+E,+South+Bend,+IN+46601',
  address: {
    street: '1200 Lincoln Way E',
    city: 'South Bend',
    region: 'IN',
    postalCode: '46601',
    country: 'US',
  },
  /** Where the shop is on the map (the address above), for search engines' LocalBusiness data. */
  geo: { latitude: 41.6745, longitude: -86.2406 },
  /** Opening hours, 24-hour clock; `null` means closed. */
  hours: [
    { days: 'mon-fri', open: '08:00', close: '17:00' },
    { days: 'sat', open: '09:00', close: '12:00' },
    { days: 'sun', open: null, close: null },
  ],
  stats: [
    { id: 'services', value: '650+' },
    { id: 'clients', value: '5K+' },
    { id: 'projects', value: '50K+' },
    { id: 'support', value: '24/7' },
  ],
  replyWithinHours: 24,
  socialNetworks: ['facebook', 'instagram', 'x', 'linkedin', 'youtube'],
} as const;
