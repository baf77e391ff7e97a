import { fileFields, formIds, type FormDefinition } from '../../core/forms/form-definition.ts';
import { readForm } from '../support/form-files.ts';

const forms = Object.fromEntries(formIds.map((id) => [id, readForm(id)])) as Record<string, FormDefinition>;
const field = (id: string, name: string) => forms[id].schema.properties[name];
const values = (id: string, name: string) => field(id, name).enum ?? field(id, name).items?.enum;

/** The option lists, counts and defaults of SPEC.md section 9. */
describe('the form files against SPEC.md: options and defaults', () => {
  it('offers the contact form 13 service types, 6 budgets and 6 timelines', () => {
    expect(values('contact', 'serviceType')).toHaveLength(13);
    expect(values('contact', 'serviceType')?.at(-1)).toBe('other');
    expect(values('contact', 'projectBudget')).toHaveLength(6);
    expect(values('contact', 'timeline')).toHaveLength(6);
  });

  it('gives the SEO form its service types, budgets, timelines and 6 additional services', () => {
    expect(values('seo', 'serviceType')).toHaveLength(6);
    expect(field('seo', 'serviceType').default).toBe('basic-audit');
    expect(values('seo', 'budget')).toEqual(['500-1000', '1000-2500', '2500-5000', '5000-plus']);
    expect(field('seo', 'budget').default).toBe('500-1000');
    expect(values('seo', 'timeline')).toEqual(['1-2-months', '3-6-months', '6-12-months', '12-plus-months']);
    expect(field('seo', 'timeline').default).toBe('1-2-months');
    expect(field('seo', 'additionalServices')).toMatchObject({ type: 'array', uniqueItems: true });
    expect(values('seo', 'additionalServices')).toHaveLength(6);
  });

  it('gives the social media form 6 platforms (at least one), posts, content types and timelines', () => {
    expect(values('social-media', 'platforms')).toEqual([
      'facebook',
      'instagram',
      'x',
      'linkedin',
      'tiktok',
      'youtube',
    ]);
    expect(field('social-media', 'platforms').minItems).toBe(1);
    expect(values('social-media', 'postsPerWeek')).toEqual(['1-2', '3-5', '6-10', '10-plus']);
    expect(field('social-media', 'postsPerWeek').default).toBe('3-5');
    expect(values('social-media', 'contentType')).toEqual([
      'mixed',
      'images',
      'videos',
      'text',
      'stories-reels',
    ]);
    expect(field('social-media', 'contentType').default).toBe('mixed');
    expect(values('social-media', 'timeline')).toEqual([
      '1-3-months',
      '3-6-months',
      '6-12-months',
      '12-plus-months',
    ]);
    expect(field('social-media', 'timeline').default).toBe('3-6-months');
  });

  it('gives the ads form its campaign types, goals, budgets, durations and running-ads answers', () => {
    expect(values('google-ads', 'serviceType')).toEqual([
      'search',
      'display',
      'shopping',
      'video',
      'app',
      'local',
    ]);
    expect(field('google-ads', 'serviceType').default).toBe('search');
    expect(values('google-ads', 'campaignGoal')).toHaveLength(6);
    expect(field('google-ads', 'campaignGoal').default).toBe('increase-website-traffic');
    expect(values('google-ads', 'budget')?.[0]).toBe('500-1000');
    expect(values('google-ads', 'budget')?.at(-1)).toBe('10000-plus');
    expect(values('google-ads', 'timeline')?.[0]).toBe('1-3-months');
    expect(values('google-ads', 'timeline')?.at(-1)).toBe('12-plus-months');
    expect(field('google-ads', 'timeline').default).toBe('3-6-months');
    expect(values('google-ads', 'currentlyRunningAds')).toHaveLength(4);
    expect(field('google-ads', 'currentlyRunningAds').default).toBe('no');
  });

  it('offers booking 17 half-hour slots from 09:00 to 17:00, 9 service types and phone by default', () => {
    const slots = values('booking', 'preferred_time') as string[];
    expect(slots).toHaveLength(17);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:00');
    const minutes = slots.map((s) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3)));
    expect(minutes.slice(1).map((m, i) => m - minutes[i])).toEqual(Array(16).fill(30));
    expect(values('booking', 'service_type')).toHaveLength(9);
    expect(values('booking', 'consultation_type')).toEqual(['phone', 'video', 'in-person']);
    expect(field('booking', 'consultation_type').default).toBe('phone');
    expect(values('booking', 'project_budget')?.[0]).toBe('under-500');
    expect(values('booking', 'project_budget')?.slice(-2)).toEqual(['over-10000', 'not-sure']);
  });

  it('accepts the upload types of SPEC.md, 50 MB each, several files, and reference links', () => {
    expect(fileFields(forms.upload)).toEqual({
      files: {
        accept: ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.ai', '.psd', '.eps', '.svg', '.zip', '.rar'],
        maxBytes: 50 * 1024 * 1024,
        multiple: true,
        maxFiles: field('upload', 'files').maxItems,
      },
    });
    expect(field('upload', 'links')).toMatchObject({ type: 'array', items: { format: 'uri' } });
  });

  it('lets a DTF item have 1 to 1000 transfers, default 1, and one design file of 10 MB', () => {
    expect(field('dtf-item', 'quantity')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 1,
    });
    expect(values('dtf-item', 'size')).toEqual(['small', 'medium', 'large', 'extra-large']);
    expect(fileFields(forms['dtf-item'])).toEqual({
      designFile: {
        accept: ['.png', '.jpg', '.jpeg', '.pdf', '.ai', '.eps', '.svg'],
        maxBytes: 10 * 1024 * 1024,
        multiple: false,
        maxFiles: 1,
      },
    });
  });

  it('gives the website design order its industries, pages, timelines, package and add-ons', () => {
    // prettier-ignore
    expect(values('website-design', 'industry')).toEqual(
      ['technology', 'healthcare', 'finance', 'retail', 'education', 'real-estate', 'restaurant', 'other']);
    expect(values('website-design', 'pages')).toEqual(['1-5', '5-10', '10-20', '20-plus']);
    expect(field('website-design', 'pages').default).toBe('5-10');
    expect(values('website-design', 'timeline')).toEqual([
      '1-2-weeks',
      '2-3-weeks',
      '3-4-weeks',
      '1-2-months',
    ]);
    expect(field('website-design', 'timeline').default).toBe('2-3-weeks');
    expect(field('website-design', 'package')).toMatchObject({
      enum: ['starter', 'professional', 'enterprise'],
      default: 'professional',
    });
    // prettier-ignore
    expect(values('website-design', 'addOns')).toEqual(['logo-design', 'copywriting', 'photography', 'video-content',
      'social-media', 'email-marketing', 'maintenance', 'hosting']);
    expect(field('website-design', 'addOns').uniqueItems).toBe(true);
  });
});
