import type { PatentSeed } from './typed-seeds';

const TESLA = ['tesla', 'nikola tesla', 'alternating current'];
const COFFEE = ['coffee', 'beverage', 'brewing'];

/**
 * Patents as Google Patents lists them: Nikola Tesla's best-known ones and a coffee cartridge,
 * with their real numbers and days; the passages are short paraphrases and the figure counts
 * are the demo's (the server draws the figures).
 */
export const PATENTS: readonly PatentSeed[] = [
  {
    title: 'Electro-magnetic motor',
    number: 'US381968A',
    snippet:
      'A motor driven by alternating currents set up in independent energizing circuits, producing a progressive shifting of the magnetic poles …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1887-10-12',
    filed: '1887-10-12',
    granted: '1888-05-01',
    published: '1888-05-01',
    figures: 4,
    keywords: [...TESLA, 'induction motor'],
  },
  {
    title: 'Electrical transmission of power',
    number: 'US382280A',
    snippet:
      'Transmitting power from a generator to a motor by alternating currents in several circuits, so as to rotate the field of the motor …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1887-10-12',
    filed: '1887-10-12',
    granted: '1888-05-01',
    published: '1888-05-01',
    figures: 3,
    keywords: TESLA,
  },
  {
    title: 'Method of and apparatus for controlling mechanism of moving vessels or vehicles',
    number: 'US613809A',
    snippet:
      'Controlling from a distance the motors and steering of a vessel by electrical oscillations received through the air …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1898-07-01',
    filed: '1898-07-01',
    granted: '1898-11-08',
    published: '1898-11-08',
    figures: 5,
    keywords: [...TESLA, 'radio control'],
  },
  {
    title: 'System of transmission of electrical energy',
    number: 'US645576A',
    snippet: 'Transmitting electrical energy through the natural media by currents of high potential and frequency …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1897-09-02',
    filed: '1897-09-02',
    granted: '1900-03-20',
    published: '1900-03-20',
    figures: 2,
    keywords: [...TESLA, 'wireless power'],
  },
  {
    title: 'Fluid propulsion',
    number: 'US1061142A',
    snippet: 'Propelling fluids by the adhesion and viscosity of the fluid to discs rotating closely together …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1909-10-21',
    filed: '1909-10-21',
    granted: '1913-05-06',
    published: '1913-05-06',
    figures: 2,
    keywords: [...TESLA, 'turbine', 'pump'],
  },
  {
    title: 'Apparatus for transmitting electrical energy',
    number: 'US1119732A',
    snippet:
      'A terminal of large surface elevated on a tower and a grounded circuit, for transmitting energy to a distance without wires …',
    inventor: 'Nikola Tesla',
    assignee: 'Nikola Tesla',
    priority: '1902-01-18',
    filed: '1902-01-18',
    granted: '1914-12-01',
    published: '1914-12-01',
    figures: 1,
    keywords: [...TESLA, 'wireless power', 'wardenclyffe'],
  },
  {
    title: 'Beverage filter cartridge',
    number: 'US5325765A',
    snippet:
      'A disposable cartridge holding ground coffee in a filter, pierced by the brewer’s needles so that hot water flows through it into the cup …',
    inventor: 'John Sylvan',
    assignee: 'Keurig Inc',
    priority: '1992-09-16',
    filed: '1992-09-16',
    granted: '1994-07-05',
    published: '1994-07-05',
    figures: 3,
    keywords: [...COFFEE, 'single serve', 'cartridge'],
  },
];
